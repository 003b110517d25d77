import type { QueryClient } from '@tanstack/react-query';
import type { GameView } from '@casino/shared';
import { isRecord } from '@/lib/http';
import { GAMES_QUERY_ROOT } from './game-keys';

/**
 * The same game appears in many cached lists (rows, pages, search, favourites): a heart toggled
 * in one must show in all of them at once, without refetching the whole lobby.
 */
function withFavoriteInList(list: unknown, gameId: string, isFavorite: boolean): unknown {
  if (!isRecord(list) || !Array.isArray(list.data)) return list;
  let changed = false;
  const data = (list.data as unknown[]).map((item) => {
    if (!isRecord(item) || item.id !== gameId || item.isFavorite === isFavorite) return item;
    changed = true;
    return { ...item, isFavorite };
  });
  return changed ? { ...list, data } : list;
}

/** A cached value with `isFavorite` of `gameId` set: a list, pages of lists, or one game. */
export function withFavorite(cached: unknown, gameId: string, isFavorite: boolean): unknown {
  if (!isRecord(cached)) return cached;
  if (Array.isArray(cached.pages)) {
    const pages = (cached.pages as unknown[]).map((page) => withFavoriteInList(page, gameId, isFavorite));
    return pages.some((page, index) => page !== (cached.pages as unknown[])[index]) ? { ...cached, pages } : cached;
  }
  if (cached.id === gameId && typeof cached.isFavorite === 'boolean')
    return cached.isFavorite === isFavorite ? cached : { ...cached, isFavorite };
  return withFavoriteInList(cached, gameId, isFavorite);
}

export const favoritesQueryKey = (viewerKey: string) => [GAMES_QUERY_ROOT, viewerKey, 'favorites'] as const;

/** Sets the heart in every cached list of this viewer, and drops the stale favourites page. */
export function applyFavorite(
  queryClient: QueryClient,
  viewerKey: string,
  game: Pick<GameView, 'id'>,
  isFavorite: boolean,
): void {
  queryClient.setQueriesData({ queryKey: [GAMES_QUERY_ROOT, viewerKey] }, (cached: unknown) =>
    withFavorite(cached, game.id, isFavorite),
  );
}
