import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@casino/shared';
import { getJson, isRecord } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

function parseCountries(body: unknown): Country[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected countries response');
  return body.data as Country[];
}

/** `GET /api/settings/countries`: every country, `isSelectable` marking those a player may pick (one query and cache entry for the sign-up form and the profile). */
export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'countries'],
    queryFn: ({ signal }) => getJson('/api/settings/countries', { signal, parse: parseCountries }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
