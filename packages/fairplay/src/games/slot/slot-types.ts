/**
 * The data a video slot is made of. It is plain data on purpose: the game client renders the
 * paytable, reels and paylines from it, and the same object drives the outcome and RTP math.
 */
export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  readonly id: string;
  readonly name: string;
  readonly kind: SlotSymbolKind;
  /**
   * Pays by count of matching symbols: for regular and wild symbols the count is left to right on
   * a payline and the pay is in line bets; for the scatter it is anywhere in view, in total bets.
   */
  readonly pays: Readonly<Record<number, number>>;
}

export interface SlotFreeSpinsRule {
  /** Free spins awarded by scatters in view, by scatter count (in the base game and in free spins). */
  readonly awards: Readonly<Record<number, number>>;
  /** Every win of a free spin is multiplied by this. */
  readonly multiplier: number;
}

export interface SlotConfig {
  readonly id: string;
  readonly title: string;
  readonly rows: number;
  readonly symbols: readonly SlotSymbol[];
  /**
   * One strip of symbol ids per reel, circular. Reel r stops at floor(f_r x strip length); the
   * rows in view, top to bottom, are strip[stop], strip[stop + 1], strip[stop + 2] (wrapping).
   */
  readonly reels: readonly (readonly string[])[];
  /** Each payline is the row (0 = top) it crosses on each reel. The total bet is one line bet per payline. */
  readonly paylines: readonly (readonly number[])[];
  readonly freeSpins: SlotFreeSpinsRule;
}
