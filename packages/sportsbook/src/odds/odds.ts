import { SportsbookError } from '../errors';

/**
 * Decimal odds as an exact ratio of safe integers in lowest terms: a winning stake S returns
 * S * numerator / denominator (the stake included). 5/2 is decimal 2.50 (fractional 3/2, American
 * +150). Rationals rather than thousandths because fractional and American prices are rationals
 * (4/3 is fractional 1/3, American -300) and must pay exactly what the player was shown.
 * Odds of exactly 1 are a void leg; a price offered to a player is at least MIN_PRICE.
 */
export interface Odds {
  readonly numerator: number;
  readonly denominator: number;
}

/** A product of odds (an accumulator's combined odds): bigint, because 20 legs overflow 2^53. */
export interface CombinedOdds {
  readonly numerator: bigint;
  readonly denominator: bigint;
}

/** Either kind, for formatting. */
export type AnyOdds = Odds | CombinedOdds;

/** Model prices are rounded down to hundredths: the ladder every decimal display can show exactly. */
export const PRICE_STEPS_PER_UNIT = 100;
/** The shortest price offered (1.01); a selection the model makes shorter than that is not offered. */
export const MIN_PRICE: Odds = Object.freeze({ numerator: 101, denominator: 100 });
/** The longest price offered (1001.00); longer fair prices are capped, which favours the house. */
export const MAX_PRICE: Odds = Object.freeze({ numerator: 1001, denominator: 1 });
export const EVENS: Odds = Object.freeze({ numerator: 2, denominator: 1 });
export const VOID_ODDS: Odds = Object.freeze({ numerator: 1, denominator: 1 });

function greatestCommonDivisor(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

export function bigGreatestCommonDivisor(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** Builds odds in lowest terms; refuses anything that is not an exact ratio of at least 1. */
export function odds(numerator: number, denominator: number): Odds {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new SportsbookError('invalid_odds', `odds must be a ratio of safe integers, got ${numerator}/${denominator}`);
  }
  if (numerator < denominator) {
    throw new SportsbookError('invalid_odds', `decimal odds must be at least 1, got ${numerator}/${denominator}`);
  }
  const divisor = greatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** Checks odds that arrived from outside (JSON, the database) and brings them to lowest terms. */
export function assertOdds(value: Odds, field = 'odds'): Odds {
  try {
    return odds(value.numerator, value.denominator);
  } catch (error) {
    if (error instanceof SportsbookError) throw new SportsbookError(error.code, error.message, field);
    throw error;
  }
}

/** For display, sorting and statistics only; never for money. */
export function oddsToNumber(value: AnyOdds): number {
  return Number(value.numerator) / Number(value.denominator);
}

export function compareOdds(left: AnyOdds, right: AnyOdds): -1 | 0 | 1 {
  const leftScaled = BigInt(left.numerator) * BigInt(right.denominator);
  const rightScaled = BigInt(right.numerator) * BigInt(left.denominator);
  return leftScaled < rightScaled ? -1 : leftScaled > rightScaled ? 1 : 0;
}

export function oddsEqual(left: AnyOdds, right: AnyOdds): boolean {
  return compareOdds(left, right) === 0;
}

/** The exact product of several odds, in lowest terms: an accumulator's combined odds. */
export function combineOdds(legs: readonly AnyOdds[]): CombinedOdds {
  let numerator = 1n;
  let denominator = 1n;
  for (const leg of legs) {
    numerator *= BigInt(leg.numerator);
    denominator *= BigInt(leg.denominator);
  }
  const divisor = bigGreatestCommonDivisor(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/**
 * The offered price for a probability that already carries the margin: 1/probability rounded
 * DOWN to the hundredth (the rounding only ever adds to the house's margin), capped at MAX_PRICE.
 * Null when the price would be shorter than MIN_PRICE, or the probability is 0: not offered.
 */
export function priceFromProbability(pricedProbability: number): Odds | null {
  if (!Number.isFinite(pricedProbability) || pricedProbability < 0 || pricedProbability > 1) {
    throw new SportsbookError('invalid_probability', `a probability must be within [0, 1], got ${pricedProbability}`);
  }
  if (pricedProbability === 0) return null;
  // The tiny epsilon keeps 1/0.5 = 200 hundredths from flooring to 199 through float noise.
  const hundredths = Math.floor(PRICE_STEPS_PER_UNIT / pricedProbability + 1e-9);
  if (hundredths < MIN_PRICE.numerator) return null;
  const capped = Math.min(hundredths, MAX_PRICE.numerator * PRICE_STEPS_PER_UNIT);
  return odds(capped, PRICE_STEPS_PER_UNIT);
}

/** The probability a price implies (its margin included): 1/odds. */
export function impliedProbability(value: AnyOdds): number {
  return Number(value.denominator) / Number(value.numerator);
}

/** The bookmaker's margin a set of prices carries: the sum of implied probabilities minus 1. */
export function impliedMargin(prices: readonly AnyOdds[]): number {
  return prices.reduce((sum, price) => sum + impliedProbability(price), 0) - 1;
}
