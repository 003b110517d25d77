import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, WinnerView } from '@casino/shared';
import { getJson } from '@/lib/http';
import { GAMES_QUERY_ROOT, parseList } from './game-keys';

/** Big wins come and go; the ticker looks again this often while it is on screen. */
const WINNERS_REFRESH_MS = 60_000;

/** `GET /api/game/spins/winners`: the latest big wins of all players, names already masked. */
export function getWinners(signal?: AbortSignal): Promise<ListResponse<WinnerView>> {
  return getJson('/api/game/spins/winners', { signal, parse: parseList<WinnerView>('winners') });
}

export const winnersQueryOptions = () =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, 'all', 'winners'],
    queryFn: ({ signal }) => getWinners(signal),
    staleTime: WINNERS_REFRESH_MS,
    refetchInterval: WINNERS_REFRESH_MS,
    select: (list) => list.data,
  });

export function useWinners() {
  return useQuery(winnersQueryOptions());
}
