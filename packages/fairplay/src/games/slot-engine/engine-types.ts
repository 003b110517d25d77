/**
 * The data a slot of the engine is made of. Plain data on purpose: the game client draws the
 * reels, grid and paytable from the same object that drives the outcome and the RTP maths.
 *
 * Money is integer "units": the stake of one spin is `stakeUnits` units, every pay, coin value
 * and prize is a whole number of units, and multipliers are integers, so a round's win is an
 * exact ratio of the stake (`totalWin / stakeUnits`) and never a floating-point amount.
 */
export type EngineSymbolKind = 'regular' | 'wild' | 'scatter' | 'coin';

export interface EngineSymbol {
  readonly id: string;
  readonly name: string;
  readonly kind: EngineSymbolKind;
  /**
   * Units paid by count: left to right on a payline or across ways (regular, wild), anywhere in
   * view (scatter), or by cluster size (a cluster pays the largest listed size it reaches).
   */
  readonly pays: Readonly<Record<number, number>>;
}

/** How the symbols in view are drawn. */
export type EngineDraw =
  /** Circular reel strips, one stop per reel (floor(f x length)); rows show strip[stop + row]. */
  | { readonly type: 'strips'; readonly reels: readonly (readonly string[])[] }
  /** Each cell on its own, by weight (pickIndex over the total weight); refills of cascades too. */
  | { readonly type: 'weights'; readonly weights: Readonly<Record<string, number>> };

export type EnginePays =
  | { readonly type: 'lines'; readonly paylines: readonly (readonly number[])[] }
  /** Every combination of one matching cell per adjacent reel from the left is a way. */
  | { readonly type: 'ways' }
  /** Groups of `minimum` or more equal symbols joined orthogonally. */
  | { readonly type: 'cluster'; readonly minimum: number };

export interface EngineCascade {
  /** Multiplier of the wins of drop i (0: the spin itself), the last one repeating. */
  readonly multipliers: readonly number[];
}

export interface EngineFreeSpins {
  /** Free spins awarded by scatters in view, by count, in the base game. */
  readonly awards: Readonly<Record<number, number>>;
  /** Free spins added by scatters during free spins (retriggers); `awards` when absent. */
  readonly retriggers?: Readonly<Record<number, number>>;
  /** Every win of a free spin is multiplied by this. */
  readonly multiplier: number;
  /** At most this many free spins in one round: retriggers past it are cut. */
  readonly maxSpins: number;
  /** Wilds landing in a free spin stay in place until the free spins end. */
  readonly stickyWilds?: boolean;
  /** A draw of their own for free spins (strips richer in wilds), else the base draw. */
  readonly draw?: EngineDraw;
}

export interface EngineCoinValue {
  readonly value: number;
  readonly weight: number;
  /** A fixed jackpot coin (mini, minor, major) shows its name instead of its value. */
  readonly label?: string;
}

export interface EngineHoldAndWin {
  /** `trigger` or more coin symbols in view start the feature. */
  readonly trigger: number;
  /** Respins granted, and granted again whenever a new coin lands. */
  readonly respins: number;
  /** Chance that an empty cell shows a coin on a respin (a probability, not money). */
  readonly coinChance: number;
  readonly values: readonly EngineCoinValue[];
  /** Units paid on top of the coins when every cell holds one. */
  readonly grandPrize: number;
}

export interface EngineBonusBuy {
  /** The price, in stakes of one spin. */
  readonly cost: number;
  /** What the price starts: free spins (this many), or hold-and-win (with this many coins). */
  readonly feature: 'free-spins' | 'hold-and-win';
  readonly amount: number;
  /** The bonus buy's own published RTP, in basis points (exact, or inside its simulated interval). */
  readonly rtpBasisPoints: number;
}

/**
 * The `jackpot` hook: the engine only flags the round; the progressive pool and its payment are
 * the platform's business. A combination counts left to right from the first reel (lines and
 * ways), anywhere for a scatter; `fullHoldAndWin` flags a hold-and-win round that fills the grid.
 */
export interface EngineJackpot {
  readonly combination?: { readonly symbol: string; readonly count: number };
  readonly fullHoldAndWin?: boolean;
}

export interface SlotGameConfig {
  readonly id: string;
  readonly title: string;
  readonly reels: number;
  readonly rows: number;
  readonly stakeUnits: number;
  readonly symbols: readonly EngineSymbol[];
  readonly draw: EngineDraw;
  readonly pays: EnginePays;
  readonly cascade?: EngineCascade;
  readonly freeSpins?: EngineFreeSpins;
  readonly holdAndWin?: EngineHoldAndWin;
  readonly bonusBuy?: EngineBonusBuy;
  readonly jackpot?: EngineJackpot;
  /** The RTP the lobby publishes, in basis points (exact, or inside the simulated 99% interval). */
  readonly publishedRtpBasisPoints: number;
  readonly volatility: 'low' | 'medium' | 'high' | 'very-high';
}
