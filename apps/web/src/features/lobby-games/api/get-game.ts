import { queryOptions, useQueries } from '@tanstack/react-query';
import type { GameView } from '@casino/shared';
import { request } from '@/lib/http';
import { CATALOGUE_STALE_TIME_MS, GAMES_QUERY_ROOT, parseItem } from './game-keys';
import { useLobbyViewer } from './lobby-viewer';

/** `GET /api/game/games/{id}`: one game by id or identity (any case). */
export function getGame(idOrIdentity: string, signal?: AbortSignal): Promise<GameView> {
  return request(`/api/game/games/${encodeURIComponent(idOrIdentity)}`, { signal, parse: parseItem<GameView>('game') });
}

export const gameQueryOptions = (viewerKey: string, identity: string) =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, viewerKey, 'game', identity.toLowerCase()],
    queryFn: ({ signal }) => getGame(identity, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

/** Several games by identity, each its own cached query; a failed one is simply absent. */
export function useGamesByIdentity(identities: readonly string[]) {
  const { key } = useLobbyViewer();
  return useQueries({
    queries: identities.map((identity) => gameQueryOptions(key, identity)),
    combine: (results) => ({
      games: results.flatMap((result) => (result.data ? [result.data] : [])),
      isPending: results.some((result) => result.isPending),
    }),
  });
}
