import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { GAMES_DEFAULT_PER_PAGE, type GameView, type ListResponse } from '@casino/shared';
import { request } from '@/lib/http';
import { favoritesQueryKey } from './favorite-cache';
import { parseList } from './game-keys';
import { useLobbyViewer } from './lobby-viewer';

/** `GET /api/game/games/favorites`: the player's favourite games, latest first. */
export function getFavoriteGames(page: number, signal?: AbortSignal): Promise<ListResponse<GameView>> {
  return request('/api/game/games/favorites', {
    signal,
    query: { page, perPage: GAMES_DEFAULT_PER_PAGE },
    parse: parseList<GameView>('favorites'),
  });
}

export const favoriteGamesQueryOptions = (viewerKey: string) =>
  infiniteQueryOptions({
    queryKey: favoritesQueryKey(viewerKey),
    queryFn: ({ signal, pageParam }) => getFavoriteGames(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListResponse<GameView>) =>
      last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
  });

export function useFavoriteGames() {
  const viewer = useLobbyViewer();
  return useInfiniteQuery({ ...favoriteGamesQueryOptions(viewer.key), enabled: viewer.isLoggedIn });
}
