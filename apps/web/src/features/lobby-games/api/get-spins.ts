import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HISTORY_DEFAULT_PER_PAGE, type ListResponse, type SpinView } from '@casino/shared';
import { request } from '@/lib/http';
import { GAMES_QUERY_ROOT, parseList } from './game-keys';
import { useLobbyViewer } from './lobby-viewer';

/** `GET /api/game/spins`: a page of the player's rounds, newest first. */
export function getSpins(page: number, signal?: AbortSignal): Promise<ListResponse<SpinView>> {
  return request('/api/game/spins', {
    signal,
    query: { page, perPage: HISTORY_DEFAULT_PER_PAGE },
    parse: parseList<SpinView>('spins'),
  });
}

export const spinsQueryOptions = (viewerKey: string, page: number) =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, viewerKey, 'spins', page],
    queryFn: ({ signal }) => getSpins(page, signal),
    // The next page keeps the current rows on screen until it arrives.
    placeholderData: keepPreviousData,
  });

export function useSpins(page: number) {
  const viewer = useLobbyViewer();
  return useQuery({ ...spinsQueryOptions(viewer.key, page), enabled: viewer.isLoggedIn });
}
