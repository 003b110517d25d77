import type { AnyOdds } from './odds';
import { bigGreatestCommonDivisor } from './odds';

export type OddsFormat = 'decimal' | 'fractional' | 'american';
export const ODDS_FORMATS: readonly OddsFormat[] = ['decimal', 'fractional', 'american'];

/** A fractional price: the profit per unit staked, numerator/denominator (5/2 pays 5 for 2). */
export interface FractionalOdds {
  readonly numerator: number;
  readonly denominator: number;
}

/**
 * The traditional fractional ladder, in increasing order, spelt as bookmakers print it (6/4 and
 * 4/6, not 3/2 and 2/3): a decimal price with no simple fraction is shown as its nearest entry.
 */
export const FRACTIONAL_LADDER: readonly FractionalOdds[] = [
  [1, 100],
  [1, 66],
  [1, 50],
  [1, 40],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 13],
  [1, 7],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [22, 1],
  [25, 1],
  [28, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
  [125, 1],
  [150, 1],
  [200, 1],
  [250, 1],
  [300, 1],
  [400, 1],
  [500, 1],
  [750, 1],
  [1000, 1],
].map(([numerator, denominator]) => Object.freeze({ numerator: numerator!, denominator: denominator! }));

/** A fraction with both terms at most this is "simple" and shown exactly (7/3, 9/10). */
const SIMPLE_FRACTION_TERM = 10;

/** Decimal odds with `places` decimals, rounded DOWN so a display never promises more than is paid. */
export function formatDecimalOdds(value: AnyOdds, places = 2): string {
  const numerator = BigInt(value.numerator);
  const denominator = BigInt(value.denominator);
  const scale = 10n ** BigInt(places);
  const scaled = (numerator * scale) / denominator;
  const whole = scaled / scale;
  if (places === 0) return whole.toString();
  const fraction = (scaled % scale).toString().padStart(places, '0');
  return `${whole}.${fraction}`;
}

/** The profit part of decimal odds (odds - 1) in lowest terms, exact. */
function profitFraction(value: AnyOdds): { numerator: bigint; denominator: bigint } {
  const numerator = BigInt(value.numerator) - BigInt(value.denominator);
  const denominator = BigInt(value.denominator);
  const divisor = bigGreatestCommonDivisor(numerator, denominator) || 1n;
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * The fractional price to show: an exact ladder entry in its traditional spelling; else the exact
 * fraction when it is simple (both terms <= 10, or a whole number up to 1000/1); else the nearest
 * ladder entry (a tie goes to the shorter price). Void odds (1) show as 0/1.
 */
export function oddsToFractional(value: AnyOdds): FractionalOdds {
  const profit = profitFraction(value);
  if (profit.numerator === 0n) return { numerator: 0, denominator: 1 };
  // |profit - entry| = |gap| / (profit.denominator * entry.denominator); profit.denominator is common.
  const gap = (entry: FractionalOdds): bigint => {
    const difference = profit.numerator * BigInt(entry.denominator) - BigInt(entry.numerator) * profit.denominator;
    return difference < 0n ? -difference : difference;
  };
  const isCloser = (entry: FractionalOdds, than: FractionalOdds): boolean =>
    gap(entry) * BigInt(than.denominator) < gap(than) * BigInt(entry.denominator);
  const exactEntry = FRACTIONAL_LADDER.find((entry) => gap(entry) === 0n);
  if (exactEntry) return exactEntry;
  const isSimple =
    profit.numerator <= BigInt(SIMPLE_FRACTION_TERM) && profit.denominator <= BigInt(SIMPLE_FRACTION_TERM);
  const isWhole = profit.denominator === 1n && profit.numerator <= 1000n;
  if (isSimple || isWhole) return { numerator: Number(profit.numerator), denominator: Number(profit.denominator) };
  const last = FRACTIONAL_LADDER[FRACTIONAL_LADDER.length - 1]!;
  if (profit.numerator > BigInt(last.numerator) * profit.denominator) {
    return { numerator: Number(profit.numerator / profit.denominator), denominator: 1 };
  }
  let best = FRACTIONAL_LADDER[0]!;
  for (const entry of FRACTIONAL_LADDER) {
    if (isCloser(entry, best)) best = entry;
  }
  return best;
}

export function formatFractionalOdds(value: AnyOdds): string {
  const fraction = oddsToFractional(value);
  return `${fraction.numerator}/${fraction.denominator}`;
}

/**
 * American odds: +100 x profit at evens or longer, -100 / profit when odds-on; evens is +100.
 * A price that is not a whole American number is rounded towards the shorter price (+149.5 shows
 * +149, -109.9 shows -110), again so the display never promises more than is paid.
 */
export function formatAmericanOdds(value: AnyOdds): string {
  const profit = profitFraction(value);
  if (profit.numerator === 0n) return '+0';
  if (profit.numerator >= profit.denominator) {
    return `+${(100n * profit.numerator) / profit.denominator}`;
  }
  const magnitude = (100n * profit.denominator + profit.numerator - 1n) / profit.numerator;
  return `-${magnitude}`;
}

export function formatOdds(value: AnyOdds, format: OddsFormat): string {
  switch (format) {
    case 'decimal':
      return formatDecimalOdds(value);
    case 'fractional':
      return formatFractionalOdds(value);
    case 'american':
      return formatAmericanOdds(value);
  }
}
