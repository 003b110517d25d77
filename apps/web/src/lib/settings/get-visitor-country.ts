import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VisitorCountry } from '@casino/shared';
import { getJson, isRecord } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

function parseVisitorCountry(body: unknown): VisitorCountry {
  if (!isRecord(body)) throw new Error('Unexpected visitor country response');
  return {
    country: typeof body.country === 'string' && /^[A-Z]{2}$/.test(body.country) ? body.country : null,
    restricted: body.restricted === true,
  };
}

/**
 * `GET /api/settings/visitor-country`: where the CDN places the visitor (a country players may
 * pick, else null), and whether that is a restricted country (the geo popup, app/geo).
 */
export const visitorCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'visitor-country'],
    queryFn: ({ signal }) => getJson('/api/settings/visitor-country', { signal, parse: parseVisitorCountry }),
    staleTime: SETTINGS_STALE_TIME_MS,
    // Each visitor's own: never asked while pages are prerendered, so no built page carries the build machine's answer.
    enabled: typeof window !== 'undefined',
  });

/** The visitor's country where forms and calling codes start: two letters, or null. */
export function useVisitorCountry() {
  return useQuery({ ...visitorCountryQueryOptions(), select: (visitor) => visitor.country });
}

/** Whether the visitor is in a restricted country; false while unknown. */
export function useVisitorRestricted(): boolean {
  return useQuery({ ...visitorCountryQueryOptions(), select: (visitor) => visitor.restricted }).data === true;
}
