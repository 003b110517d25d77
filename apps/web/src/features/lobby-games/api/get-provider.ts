import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameProviderView } from '@casino/shared';
import { getJson } from '@/lib/http';
import { CATALOGUE_STALE_TIME_MS, GAMES_QUERY_ROOT, parseItem } from './game-keys';

/** `GET /api/game/providers/{id}`: one studio by id or identity (404 for an unknown one). */
export function getProvider(idOrIdentity: string, signal?: AbortSignal): Promise<GameProviderView> {
  return getJson(`/api/game/providers/${encodeURIComponent(idOrIdentity)}`, {
    signal,
    parse: parseItem<GameProviderView>('provider'),
  });
}

export const providerQueryOptions = (idOrIdentity: string) =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, 'all', 'provider', idOrIdentity.toLowerCase()],
    queryFn: ({ signal }) => getProvider(idOrIdentity, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function useProvider(idOrIdentity: string | undefined) {
  return useQuery({ ...providerQueryOptions(idOrIdentity ?? ''), enabled: idOrIdentity !== undefined });
}
