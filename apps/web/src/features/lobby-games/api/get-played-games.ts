import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAMES_DEFAULT_PER_PAGE, type ListResponse, type PlayedGameView } from '@casino/shared';
import { request } from '@/lib/http';
import { GAMES_QUERY_ROOT, parseList } from './game-keys';
import { useLobbyViewer } from './lobby-viewer';

/** `GET /api/game/games/played`: the games the player has played rounds of, newest first. */
export function getPlayedGames(signal?: AbortSignal): Promise<ListResponse<PlayedGameView>> {
  return request('/api/game/games/played', {
    signal,
    query: { page: 1, perPage: GAMES_DEFAULT_PER_PAGE },
    parse: parseList<PlayedGameView>('played games'),
  });
}

export const playedGamesQueryOptions = (viewerKey: string) =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, viewerKey, 'played'],
    queryFn: ({ signal }) => getPlayedGames(signal),
    select: (list) => list.data,
  });

export function usePlayedGames() {
  const viewer = useLobbyViewer();
  return useQuery({ ...playedGamesQueryOptions(viewer.key), enabled: viewer.isLoggedIn });
}
