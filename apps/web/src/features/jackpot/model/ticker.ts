/**
 * The jackpot ticker's maths, kept pure for tests: the pool counts up smoothly from what was shown
 * to the newest amount the server told (a push or a fetch), and drops at once after a win.
 */

/** How long the count from one amount to the next takes. */
export const TICKER_GLIDE_MS = 2_400;

export interface TickerState {
  /** The amount shown when the newest amount arrived (minor units). */
  readonly from: number;
  /** The newest amount the server told. */
  readonly to: number;
  /** When it arrived (ms, any clock the caller keeps using). */
  readonly since: number;
}

/** Ease-out: quick at first, settling on the amount. */
const easeOut = (t: number): number => 1 - (1 - t) ** 3;

/** The amount to show at `now`: an integer of minor units between `from` and `to`, never past `to`. */
export function tickerAmountAt(state: TickerState, now: number, glideMs: number = TICKER_GLIDE_MS): number {
  if (state.to <= state.from) return state.to;
  const progress = Math.min(1, Math.max(0, (now - state.since) / glideMs));
  return Math.floor(state.from + (state.to - state.from) * easeOut(progress));
}

/**
 * A new amount arrived at `now`: the count continues from what is shown now. A smaller amount is a
 * win (the pool started again from its seed): shown at once, no counting down.
 */
export function nextTickerState(state: TickerState | undefined, amount: number, now: number): TickerState {
  if (!state) return { from: amount, to: amount, since: now };
  const shown = tickerAmountAt(state, now);
  if (amount < shown) return { from: amount, to: amount, since: now };
  return { from: shown, to: amount, since: now };
}

/** Whether the count is still moving at `now` (the ticker stops its animation frames once it is not). */
export function isGliding(state: TickerState, now: number, glideMs: number = TICKER_GLIDE_MS): boolean {
  return state.to > state.from && now - state.since < glideMs;
}
