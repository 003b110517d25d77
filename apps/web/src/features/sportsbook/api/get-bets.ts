import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { HISTORY_DEFAULT_PER_PAGE, type BetView, type ListResponse } from '@casino/shared';
import { isRecord, request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';
import { SPORTSBOOK_QUERY_ROOT } from './get-sports';

function parseBets(body: unknown): ListResponse<BetView> {
  if (!isRecord(body) || !Array.isArray(body.data) || !isRecord(body.meta)) throw new Error('Unexpected bets response');
  return body as unknown as ListResponse<BetView>;
}

/** `GET /api/game/bets`: a page of the player's sports bets, settled or open, newest first. */
export function getBets(isSettled: boolean, page: number, signal?: AbortSignal): Promise<ListResponse<BetView>> {
  return request('/api/game/bets', {
    signal,
    query: { isSettled, page, perPage: HISTORY_DEFAULT_PER_PAGE },
    parse: parseBets,
  });
}

export const betsQueryOptions = (isSettled: boolean, page: number) =>
  queryOptions({
    queryKey: [SPORTSBOOK_QUERY_ROOT, 'bets', isSettled, page],
    queryFn: ({ signal }) => getBets(isSettled, page, signal),
    // Bets settle in the background: a tab opened again shows the newest state.
    staleTime: 0,
    // Not kept once the tab is left: another player signing in on this device never sees these.
    gcTime: 0,
    placeholderData: keepPreviousData,
  });

export function useBets(isSettled: boolean, page: number) {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...betsQueryOptions(isSettled, page), enabled: isLoggedIn });
}
