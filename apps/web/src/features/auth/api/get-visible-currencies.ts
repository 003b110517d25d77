import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@casino/shared';
import { getJson, isRecord } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

function parseCurrencies(body: unknown): Currency[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected currencies response');
  return body.data as Currency[];
}

/** `GET /api/settings/currencies?visible=true`: the currencies a new player may choose. */
export const visibleCurrenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'currencies', 'visible'],
    queryFn: ({ signal }) => getJson('/api/settings/currencies?visible=true', { signal, parse: parseCurrencies }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });

export function useVisibleCurrencies() {
  return useQuery(visibleCurrenciesQueryOptions());
}
