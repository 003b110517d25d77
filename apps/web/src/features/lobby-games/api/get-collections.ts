import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameCollectionView, ListResponse } from '@casino/shared';
import { request } from '@/lib/http';
import { CATALOGUE_STALE_TIME_MS, GAMES_QUERY_ROOT, parseList } from './game-keys';
import { useLobbyViewer } from './lobby-viewer';

/** `GET /api/game/collections`: the rows this visitor may see (the server applies the country rule). */
export function getCollections(signal?: AbortSignal): Promise<ListResponse<GameCollectionView>> {
  return request('/api/game/collections', { signal, parse: parseList<GameCollectionView>('collections') });
}

export const collectionsQueryOptions = (viewerKey: string) =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, viewerKey, 'collections'],
    queryFn: ({ signal }) => getCollections(signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
    select: (list) => [...list.data].sort((a, b) => a.position - b.position),
  });

export function useCollections() {
  return useQuery(collectionsQueryOptions(useLobbyViewer().key));
}
