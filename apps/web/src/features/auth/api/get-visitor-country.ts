import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, isRecord } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

function parseVisitorCountry(body: unknown): string | null {
  if (!isRecord(body)) throw new Error('Unexpected visitor country response');
  return typeof body.country === 'string' && /^[A-Z]{2}$/.test(body.country) ? body.country : null;
}

/** `GET /api/settings/visitor-country`: where the CDN places the visitor, when players may pick that country. */
export const visitorCountryQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'visitor-country'],
    queryFn: ({ signal }) => getJson('/api/settings/visitor-country', { signal, parse: parseVisitorCountry }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });

export function useVisitorCountry() {
  return useQuery(visitorCountryQueryOptions());
}
