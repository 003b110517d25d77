import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@casino/shared';
import { getJson, isRecord } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

function parseCurrencies(body: unknown): Currency[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected currencies response');
  return body.data as Currency[];
}

/**
 * `GET /api/settings/currencies`: every enabled currency, for balances, new accounts and the units
 * of any amount shown (winners, spins). One query for every feature, so they share one cached answer.
 */
export const currenciesQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'currencies', 'all'],
    queryFn: ({ signal }) => getJson('/api/settings/currencies', { signal, parse: parseCurrencies }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
