import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BigWinView, JackpotsResponse, JackpotView } from '@casino/shared';
import { getJson, isRecord } from '@/lib/http';

export const JACKPOT_QUERY_ROOT = 'jackpot';
/** Pushes keep both lists current; a fetch this often covers a socket that could not connect. */
const REFRESH_MS = 60_000;
/**
 * Live figures are never baked into a prerendered page (they would be the build's): the queries run
 * in the browser only, and the page's HTML shows their loading state.
 */
const IN_BROWSER = typeof window !== 'undefined';

function parseData<T>(what: string) {
  return (body: unknown): T[] => {
    if (!isRecord(body) || !Array.isArray(body.data)) throw new Error(`Unexpected ${what} response`);
    return body.data as T[];
  };
}

function parseJackpots(body: unknown): JackpotsResponse {
  const data = parseData<JackpotView>('jackpots')(body);
  const games =
    isRecord(body) && Array.isArray(body.games)
      ? body.games.filter((game): game is string => typeof game === 'string')
      : [];
  return { data, games };
}

/** `GET /api/game/jackpots?currency=`: the pool in the player's currency, and the games that feed it. */
export const jackpotsQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: [JACKPOT_QUERY_ROOT, 'pools', currency],
    queryFn: ({ signal }) =>
      getJson(`/api/game/jackpots?currency=${encodeURIComponent(currency)}`, { signal, parse: parseJackpots }),
    enabled: IN_BROWSER,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export function useJackpot(currency: string) {
  return useQuery({ ...jackpotsQueryOptions(currency), select: (answer) => answer.data[0] });
}

/** Whether a game feeds (and can win) the jackpot; undefined until known. */
export function useIsJackpotGame(currency: string, identity: string): boolean | undefined {
  return useQuery({ ...jackpotsQueryOptions(currency), select: (answer) => answer.games.includes(identity) }).data;
}

/** A pushed pool replaces the one the answer held (the games stay). */
export function withPool(answer: JackpotsResponse | undefined, pool: JackpotView): JackpotsResponse {
  return { data: [pool], games: answer?.games ?? [] };
}

/** `GET /api/game/big-wins`: the latest big wins, names masked. */
export const bigWinsQueryOptions = () =>
  queryOptions({
    queryKey: [JACKPOT_QUERY_ROOT, 'big-wins'],
    queryFn: ({ signal }) => getJson('/api/game/big-wins', { signal, parse: parseData<BigWinView>('big wins') }),
    enabled: IN_BROWSER,
    staleTime: REFRESH_MS,
    refetchInterval: REFRESH_MS,
  });

export function useBigWins() {
  return useQuery(bigWinsQueryOptions());
}

/** The most the feed keeps: the server's list size. */
export const BIG_WINS_KEPT = 20;

/** A pushed big win goes first; a round already listed is not listed twice. */
export function withBigWin(list: readonly BigWinView[] | undefined, win: BigWinView): BigWinView[] {
  return [win, ...(list ?? []).filter((listed) => listed.roundId !== win.roundId)].slice(0, BIG_WINS_KEPT);
}

/** A push's payload, checked: anything else is ignored. */
export function bigWinOfPush(data: unknown): BigWinView | undefined {
  if (!isRecord(data) || data.type !== 'big-win' || !isRecord(data.win) || typeof data.win.roundId !== 'string')
    return undefined;
  return data.win as unknown as BigWinView;
}

export function jackpotOfPush(data: unknown): JackpotView | undefined {
  if (
    !isRecord(data) ||
    data.type !== 'jackpot.updated' ||
    !isRecord(data.jackpot) ||
    typeof data.jackpot.amount !== 'number'
  )
    return undefined;
  return data.jackpot as unknown as JackpotView;
}
