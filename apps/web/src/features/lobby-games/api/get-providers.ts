import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameProviderView, ListResponse } from '@casino/shared';
import { getJson } from '@/lib/http';
import { CATALOGUE_STALE_TIME_MS, GAMES_QUERY_ROOT, parseList } from './game-keys';

/** `GET /api/game/providers`: every studio with its number of games (the same for everyone). */
export function getProviders(signal?: AbortSignal): Promise<ListResponse<GameProviderView>> {
  return getJson('/api/game/providers', { signal, parse: parseList<GameProviderView>('providers') });
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, 'all', 'providers'],
    queryFn: ({ signal }) => getProviders(signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
    select: (list) => list.data,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
