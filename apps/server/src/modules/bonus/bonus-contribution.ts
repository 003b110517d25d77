import { BONUS_WAGERING_RULES, type BonusKind } from '@casino/shared';
import { JACKPOT_CONTRIBUTION_BASIS_POINTS } from '../jackpot/jackpot.service';

/**
 * How much a stake counts towards wagering (the README "Bonuses"). A stake of s on a game with
 * house edge h costs the player h × s on average. If every stake counts at most h × W × s towards
 * a requirement of W × B (B the bonus), the stakes that meet it cost at least B on average: the
 * bonus is worth nothing to a player who plays through it, on any game, at any multiplier the
 * jurisdiction allows. On top, a bet that gives back its stake most of the time (dice "over 5",
 * red and black together) counts half or nothing: its result is near its average, so nothing
 * but the house edge stands between the player and the bonus.
 */

const FULL_BPS = 10_000;

/**
 * The least house edge a sports bet that can count carries (odds from the bonus's minimum, 1.50
 * in the seed): the published margins spread by the power method, prices rounded down to the
 * hundredth, leave at least 1.88% on any such selection (a 1.52 handicap favourite;
 * bonus-contribution.test.ts prices every market kind to check it). 1.70% keeps a margin, and at
 * 30× a sports bet still counts the seeded 50%.
 */
export const SPORTS_HOUSE_EDGE_BPS = 170;

/** A game as the contribution needs it: its published RTP and whether a progressive jackpot pays back part of each stake. */
export interface ContributingGame {
  readonly rtpBasisPoints: number;
  readonly features: readonly string[];
}

/**
 * A published RTP is rounded to the nearest basis point (Lucky Orbit's 96.1049% is 9610): the edge
 * taken is one point less, so the rounding never counts a stake for more than it costs.
 */
export const PUBLISHED_RTP_ROUNDING_BPS = 1;

/**
 * The house edge of a game's stakes, in basis points: 100% less its published RTP, less the share
 * of every stake a jackpot game pays into the progressive pool (which players win back), less
 * the published figure's rounding. Games with a choice publish the RTP of the best play
 * (blackjack's basic strategy, baccarat's banker bet), so a player finds no smaller edge.
 */
export function houseEdgeBps(game: ContributingGame): number {
  const jackpot = game.features.includes('jackpot') ? JACKPOT_CONTRIBUTION_BASIS_POINTS : 0;
  return Math.max(0, FULL_BPS - game.rtpBasisPoints - jackpot - PUBLISHED_RTP_ROUNDING_BPS);
}

/** How much of a stake its risk lets count: all of it, half (it wins back its stake 2 times in 3 or more), or nothing (9 times in 10 or more). */
export function riskWeightBps(winChanceBps: number | undefined): number {
  if (winChanceBps === undefined) return FULL_BPS;
  if (winChanceBps >= BONUS_WAGERING_RULES.noneFromChanceBps) return 0;
  if (winChanceBps >= BONUS_WAGERING_RULES.halfFromChanceBps) return FULL_BPS / 2;
  return FULL_BPS;
}

/**
 * Bonuses players take themselves (deposit bonuses, codes, free-spin winnings) are held to the
 * rule; a manual grant is the operator's deliberate gift to one player and counts as its table says.
 */
export function isExpectedValueGuarded(kind: BonusKind | 'freespin_winnings'): boolean {
  return kind !== 'manual';
}

export interface StakeRate {
  /** The contribution table's rate for the game (bonus-terms.ts contributionRate). */
  readonly tableRateBps: number;
  readonly houseEdgeBps: number;
  /** The bet's chance to give back its stake, when the game reported it. */
  readonly winChanceBps?: number | undefined;
  /** The bonus's wagering multiplier (after any jurisdiction cap). */
  readonly multiplier: number;
  readonly guarded: boolean;
}

/** The rate a casino stake counts at, in basis points: the table's, at most house edge × multiplier, weighed by the bet's risk. */
export function casinoStakeRateBps(stake: StakeRate): number {
  if (!stake.guarded) return stake.tableRateBps;
  const edgeCap = stake.houseEdgeBps * Math.max(0, stake.multiplier);
  const rate = Math.min(stake.tableRateBps, edgeCap);
  return Math.floor((rate * riskWeightBps(stake.winChanceBps)) / FULL_BPS);
}

/** The rate a sports stake counts at (odds from the bonus's minimum): the table's, at most the sports edge × multiplier. */
export function sportsStakeRateBps(tableRateBps: number, multiplier: number, guarded: boolean): number {
  if (!guarded) return tableRateBps;
  return Math.min(tableRateBps, SPORTS_HOUSE_EDGE_BPS * Math.max(0, multiplier));
}

/**
 * The most a bonus converts: its `maxConversion`, and for a bonus the player took (not a manual
 * grant) never more than it gave. With only own money counting towards wagering, meeting it costs
 * at least the bonus on average, so a bonus that converts at most the bonus is worth nothing to
 * a player whatever they play and whenever they stop (the README "No bonus pays for itself").
 */
export function conversionLimit(row: {
  readonly kind: BonusKind | 'freespin_winnings';
  readonly amount: bigint;
  readonly maxConversion: bigint | null;
}): bigint | null {
  if (!isExpectedValueGuarded(row.kind)) return row.maxConversion;
  return row.maxConversion !== null && row.maxConversion < row.amount ? row.maxConversion : row.amount;
}
