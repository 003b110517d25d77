/**
 * Keno's board as plain data: the numbers picked, the last draw and how many of its balls are
 * shown, with the pure steps between answers (no DOM, no requests).
 */
import { KENO_MAX_PICKS } from '@casino/fairplay';
import type { Round } from '../../api/provider-types';
import { randomPicks, togglePick } from './keno-view';

/** A quick pick with no numbers picked yet takes this many. */
export const DEFAULT_QUICK_PICK = 5;

export interface KenoBoardState {
  picks: number[];
  /** The last draw, shown until the picks change. */
  last: Round<'keno'> | null;
  /** The drawn balls shown so far (all of them outside the ball-by-ball draw). */
  revealed: number;
}

export function openingBoard(): KenoBoardState {
  return { picks: [], last: null, revealed: Number.POSITIVE_INFINITY };
}

/** Picks or drops a number; 'full' when it would be one pick too many (nothing changes then). */
export function toggleNumber(board: KenoBoardState, number: number): 'ok' | 'full' {
  if (board.picks.length >= KENO_MAX_PICKS && !board.picks.includes(number)) return 'full';
  board.picks = togglePick(board.picks, number);
  board.last = null;
  return 'ok';
}

/** New random picks, as many as picked now (or the default count). */
export function quickPick(board: KenoBoardState, random: () => number = Math.random): void {
  board.picks = randomPicks(board.picks.length || DEFAULT_QUICK_PICK, random);
  board.last = null;
}

export function clearPicks(board: KenoBoardState): void {
  board.picks = [];
  board.last = null;
}

/** A draw comes in: its picks become the board's, its balls shown from none. */
export function startDraw(board: KenoBoardState, round: Round<'keno'>): void {
  board.last = round;
  board.picks = [...round.outcome.picks];
  board.revealed = 0;
}

/** The paytable row the last draw landed on, once every ball is shown and while the pick count is the draw's. */
export function currentRowHits(board: KenoBoardState): number | null {
  const { last } = board;
  if (!last || board.revealed < 10 || last.outcome.picks.length !== board.picks.length) return null;
  return last.outcome.hits.length;
}
