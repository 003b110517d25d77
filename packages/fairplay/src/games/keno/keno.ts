import { FairplayError } from '../../errors';
import { pickIndex, type FloatReader } from '../../rng/floats';
import { fromBasisPoints, type Ratio } from '../../ratio';
import { expectRecord } from '../params';

/**
 * Keno: the player picks 1 to 10 of the numbers 1..40; the game draws 10 of them without
 * replacement by the public draw of mines: draw i takes index floor(f_i * (40 - i)) among the
 * numbers still in the pot (ascending), one float per number. The payout depends on how many
 * picks were hit, from the paytable of the pick count.
 */
export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MIN_PICKS = 1;
export const KENO_MAX_PICKS = 10;

/**
 * The paytable per pick count: entry k is the multiplier, in hundredths, when k picks are hit.
 * Each row's RTP is computed exactly by kenoRtp (hypergeometric): every row lies in
 * [94.997%, 95.000%] and none exceeds 95%; the lobby publishes 95.00%.
 */
export const KENO_PAYTABLE_HUNDREDTHS: Readonly<Record<number, readonly number[]>> = {
  1: [0, 380],
  2: [0, 181, 440],
  3: [0, 94, 304, 994],
  4: [0, 75, 177, 477, 2167],
  5: [0, 24, 134, 394, 1589, 3469],
  6: [0, 0, 96, 353, 673, 1586, 3839],
  7: [0, 0, 45, 288, 432, 1347, 2980, 5761],
  8: [0, 0, 0, 211, 383, 1252, 2115, 5293, 6727],
  9: [0, 0, 0, 149, 287, 769, 1445, 4224, 5791, 8219],
  10: [0, 0, 0, 134, 216, 433, 767, 1638, 4817, 7693, 9839],
};

/** The RTP the lobby publishes (every pick count's exact RTP rounds to it). */
export const KENO_PUBLISHED_RTP = 0.95;

export interface KenoParams {
  /** The player's numbers, 1..40, distinct, ascending. */
  readonly picks: readonly number[];
}

export interface KenoOutcome {
  readonly picks: readonly number[];
  /** The 10 numbers drawn, in the order drawn. */
  readonly drawn: readonly number[];
  /** The picks that were drawn, ascending. */
  readonly hits: readonly number[];
  readonly multiplier: Ratio;
}

export function parseKenoParams(input: unknown): KenoParams {
  const record = expectRecord(input);
  const { picks } = record;
  if (!Array.isArray(picks) || picks.length < KENO_MIN_PICKS || picks.length > KENO_MAX_PICKS) {
    throw new FairplayError(
      'keno_picks_invalid',
      `picks must be a list of ${KENO_MIN_PICKS} to ${KENO_MAX_PICKS} numbers`,
      'picks',
    );
  }
  for (const pick of picks) {
    if (typeof pick !== 'number' || !Number.isInteger(pick) || pick < 1 || pick > KENO_NUMBERS) {
      throw new FairplayError('keno_picks_invalid', `each pick is a whole number from 1 to ${KENO_NUMBERS}`, 'picks');
    }
  }
  const sorted = [...(picks as number[])].sort((a, b) => a - b);
  if (new Set(sorted).size !== sorted.length)
    throw new FairplayError('keno_picks_invalid', 'each number may be picked once', 'picks');
  return { picks: sorted };
}

/** The 10 numbers drawn (1..40), in order. Reads exactly 10 floats. */
export function drawKenoNumbers(reader: FloatReader): number[] {
  const pot = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);
  const drawn: number[] = [];
  for (let i = 0; i < KENO_DRAWN; i += 1) {
    const [number] = pot.splice(pickIndex(reader.next(), KENO_NUMBERS - i), 1);
    if (number === undefined) throw new FairplayError('floats_exhausted', 'a float outside [0, 1) was read');
    drawn.push(number);
  }
  return drawn;
}

export function kenoMultiplierHundredths(picks: number, hits: number): number {
  const row = KENO_PAYTABLE_HUNDREDTHS[picks];
  if (!row || hits < 0 || hits > picks)
    throw new FairplayError('keno_picks_invalid', `no paytable entry for ${hits} of ${picks}`, 'picks');
  return row[hits] ?? 0;
}

export function kenoOutcome(reader: FloatReader, params: KenoParams): KenoOutcome {
  const drawn = drawKenoNumbers(reader);
  const hits = params.picks.filter((pick) => drawn.includes(pick));
  const multiplier = fromBasisPoints(kenoMultiplierHundredths(params.picks.length, hits.length) * 100);
  return { picks: params.picks, drawn, hits, multiplier };
}

function binomialBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/** P(k hits | n picks) = C(n, k) C(40 - n, 10 - k) / C(40, 10), as an exact fraction. */
export function kenoHitWeights(picks: number): { readonly weights: readonly bigint[]; readonly total: bigint } {
  const weights = Array.from(
    { length: picks + 1 },
    (_, k) => binomialBig(picks, k) * binomialBig(KENO_NUMBERS - picks, KENO_DRAWN - k),
  );
  return { weights, total: binomialBig(KENO_NUMBERS, KENO_DRAWN) };
}

/**
 * The exact RTP of a pick count: sum over k of P(k hits) x multiplier(k). `numerator /
 * denominator` is exact (bigint); `rtp` is its double for display.
 */
export function kenoRtp(picks: number): {
  readonly numerator: bigint;
  readonly denominator: bigint;
  readonly rtp: number;
} {
  const { weights, total } = kenoHitWeights(picks);
  const numerator = weights.reduce((sum, weight, k) => sum + weight * BigInt(kenoMultiplierHundredths(picks, k)), 0n);
  const denominator = total * 100n;
  // Scaled to 1e12 before dividing so the double keeps 12 exact digits.
  return { numerator, denominator, rtp: Number((numerator * 1_000_000_000_000n) / denominator) / 1e12 };
}
