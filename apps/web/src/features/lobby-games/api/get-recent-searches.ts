import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, RecentSearchView } from '@casino/shared';
import { request } from '@/lib/http';
import { GAMES_QUERY_ROOT, parseList } from './game-keys';
import { useLobbyViewer } from './lobby-viewer';

export const recentSearchesQueryKey = (viewerKey: string) => [GAMES_QUERY_ROOT, viewerKey, 'recent-searches'] as const;

/** `GET /api/game/search/recent`: the player's last distinct searches, newest first. */
export function getRecentSearches(signal?: AbortSignal): Promise<ListResponse<RecentSearchView>> {
  return request('/api/game/search/recent', { signal, parse: parseList<RecentSearchView>('recent searches') });
}

export const recentSearchesQueryOptions = (viewerKey: string) =>
  queryOptions({
    queryKey: recentSearchesQueryKey(viewerKey),
    queryFn: ({ signal }) => getRecentSearches(signal),
    select: (list) => list.data,
  });

/** Idle for a guest: recent searches are kept for players only. */
export function useRecentSearches() {
  const viewer = useLobbyViewer();
  return useQuery({ ...recentSearchesQueryOptions(viewer.key), enabled: viewer.isLoggedIn });
}
