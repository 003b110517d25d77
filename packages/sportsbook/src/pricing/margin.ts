import { SportsbookError } from '../errors';
import type { Odds } from '../odds/odds';
import { priceFromProbability } from '../odds/odds';

/** The kinds of market the models price; each has one published margin. */
export type MarketKind = 'match_result' | 'match_winner' | 'total' | 'handicap' | 'both_teams_to_score' | 'outright';

/**
 * The published margin (overround) per market kind: the offered prices' implied probabilities sum
 * to 1 + margin before the price rounding, which only adds to it. Two-way main lines are the
 * sharpest; outrights, with many long shots, carry the most.
 */
export const MARKET_MARGINS: Readonly<Record<MarketKind, number>> = Object.freeze({
  match_result: 0.05,
  match_winner: 0.045,
  total: 0.05,
  handicap: 0.04,
  both_teams_to_score: 0.06,
  outright: 0.15,
});

/**
 * How the margin is spread over outcomes. 'power' (the default): priced = fair^k with k < 1 chosen
 * so the priced probabilities sum to 1 + margin; long shots carry relatively more margin (the
 * favourite-long-shot bias seen in real markets) and no priced probability can exceed 1.
 * 'proportional': priced = fair x (1 + margin), the same share on every outcome.
 */
export type MarginMethod = 'power' | 'proportional';
export const DEFAULT_MARGIN_METHOD: MarginMethod = 'power';

export function assertMargin(margin: number): number {
  if (!Number.isFinite(margin) || margin < 0 || margin >= 1) {
    throw new SportsbookError('invalid_margin', `a margin must be within [0, 1), got ${margin}`, 'margin');
  }
  return margin;
}

export function assertProbabilities(probabilities: readonly number[]): void {
  let sum = 0;
  for (const probability of probabilities) {
    if (!Number.isFinite(probability) || probability < 0 || probability > 1) {
      throw new SportsbookError('invalid_probability', `a probability must be within [0, 1], got ${probability}`);
    }
    sum += probability;
  }
  if (Math.abs(sum - 1) > 1e-6) {
    throw new SportsbookError('invalid_probability', `a market's fair probabilities must sum to 1, got ${sum}`);
  }
}

/** Sum of p^exponent over the outcomes: decreasing in the exponent while some p is in (0, 1). */
function powerSum(probabilities: readonly number[], exponent: number): number {
  return probabilities.reduce((sum, probability) => sum + (probability > 0 ? probability ** exponent : 0), 0);
}

/** The exponent k with sum(p^k) = target, by bisection (deterministic, 200 halvings). */
function solvePowerExponent(probabilities: readonly number[], target: number, low: number, high: number): number {
  let lower = low;
  let upper = high;
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const middle = (lower + upper) / 2;
    if (powerSum(probabilities, middle) > target) lower = middle;
    else upper = middle;
  }
  return (lower + upper) / 2;
}

/**
 * Priced probabilities (fair ones with the margin added). With fewer than two possible outcomes
 * there is nothing to spread a margin over: the fair probabilities come back unchanged (such a
 * market is decided and its prices are not offered anyway).
 */
export function applyMargin(
  fairProbabilities: readonly number[],
  margin: number,
  method: MarginMethod = DEFAULT_MARGIN_METHOD,
): number[] {
  assertProbabilities(fairProbabilities);
  assertMargin(margin);
  const possible = fairProbabilities.filter((probability) => probability > 0).length;
  if (margin === 0 || possible < 2) return [...fairProbabilities];
  if (method === 'proportional') return fairProbabilities.map((probability) => probability * (1 + margin));
  // sum(p^k) runs from `possible` (k -> 0) down to 1 (k = 1): solvable when 1 + margin < possible.
  const target = Math.min(1 + margin, possible - 1e-9);
  const exponent = solvePowerExponent(fairProbabilities, target, 1e-9, 1);
  return fairProbabilities.map((probability) => (probability > 0 ? probability ** exponent : 0));
}

/**
 * Fair probabilities recovered from offered prices by the inverse of the power method: the k > 1
 * with sum((1/odds)^k) = 1. Used to value a bet from a price list when no model is at hand.
 */
export function removeMargin(prices: readonly Odds[]): number[] {
  const implied = prices.map((price) => price.denominator / price.numerator);
  const total = implied.reduce((sum, probability) => sum + probability, 0);
  if (total <= 1) return implied.map((probability) => probability / total);
  const exponent = solvePowerExponent(implied, 1, 1, 64);
  const fair = implied.map((probability) => probability ** exponent);
  const fairTotal = fair.reduce((sum, probability) => sum + probability, 0);
  return fair.map((probability) => probability / fairTotal);
}

/** One outcome of a priced market. */
export interface PricedOutcome<Outcome extends string = string> {
  readonly outcome: Outcome;
  /** The model's probability (for a line that can push: of winning, given it does not push). */
  readonly fairProbability: number;
  /** The fair probability with the margin applied. */
  readonly pricedProbability: number;
  /** The offered price, rounded down to the hundredth; null when not offered (see priceFromProbability). */
  readonly odds: Odds | null;
}

export interface PricedMarket<Outcome extends string = string> {
  readonly kind: MarketKind;
  /** Totals: the goals/points line; handicaps: the home side's handicap. */
  readonly line?: number;
  readonly margin: number;
  readonly outcomes: readonly PricedOutcome<Outcome>[];
}

export interface PricingOptions {
  /** Overrides the published margin of the market kind (e.g. a trader widening an in-play market). */
  readonly margin?: number;
  readonly method?: MarginMethod;
}

/** Prices a market from its fair probabilities, which must sum to 1. */
export function priceMarket<Outcome extends string>(
  kind: MarketKind,
  fair: readonly { readonly outcome: Outcome; readonly probability: number }[],
  options: PricingOptions = {},
  line?: number,
): PricedMarket<Outcome> {
  const margin = options.margin ?? MARKET_MARGINS[kind];
  const priced = applyMargin(
    fair.map((entry) => entry.probability),
    margin,
    options.method,
  );
  const outcomes = fair.map((entry, index) => {
    const pricedProbability = priced[index]!;
    return {
      outcome: entry.outcome,
      fairProbability: entry.probability,
      pricedProbability,
      odds: priceFromProbability(Math.min(1, pricedProbability)),
    };
  });
  return line === undefined ? { kind, margin, outcomes } : { kind, line, margin, outcomes };
}
