import type { WinnerView } from './game';

/**
 * The progressive jackpot and the big-wins feed (modules/jackpot on the server, features/jackpot
 * on the site): one jackpot, a pool per currency, fed by a share of every stake of the games whose
 * catalogue features include 'jackpot'.
 */

/** The one progressive jackpot today. */
export const JACKPOT_IDENTITY = 'orbit-mega';
export const JACKPOT_NAME = 'Orbit Mega Jackpot';

/** Public channel: `JackpotUpdatedPush` at most once a second per currency, and at every win. */
export const JACKPOTS_CHANNEL = 'game:jackpots';
/** Public channel: `BigWinPush` when a round pays 10x its stake or more, or wins the jackpot. */
export const BIG_WINS_CHANNEL = 'game:big-wins';

/** A jackpot's pool in one currency, as anyone may see it. Amounts in minor units. */
export interface JackpotView {
  readonly identity: string;
  readonly name: string;
  readonly currency: string;
  /** What a win would pay now. */
  readonly amount: number;
  /** What the pool starts again from after a win. */
  readonly seed: number;
  /** The share of every stake that goes into the pool, in basis points (100 = 1%). */
  readonly contributionBasisPoints: number;
  readonly lastWin: { readonly amount: number; readonly at: string } | null;
  /** When this amount was read (the ticker counts on from it). */
  readonly updatedAt: string;
}

/** `GET /api/game/jackpots`: the pools, in the currency asked for or all, and the games that feed and can win them. */
export interface JackpotsResponse {
  readonly data: readonly JackpotView[];
  /** Identities of the lobby's games whose features include 'jackpot'. */
  readonly games: readonly string[];
}

export interface JackpotUpdatedPush {
  readonly type: 'jackpot.updated';
  readonly jackpot: JackpotView;
}

/** A big win of the public feed: a settled real-money round of 10x or more, or a jackpot. Names masked. */
export interface BigWinView extends WinnerView {
  /** What of `win` the jackpot paid (0 for none). */
  readonly jackpotWin: number;
}

export interface BigWinsResponse {
  readonly data: readonly BigWinView[];
}

export interface BigWinPush {
  readonly type: 'big-win';
  readonly win: BigWinView;
}
