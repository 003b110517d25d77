import type { MarketKind, PricedMarket, PricingOptions } from './margin';
import { priceMarket, MARKET_MARGINS } from './margin';
import type {
  MatchResultOutcome,
  Score,
  SelectionResult,
  TotalOutcome,
  TwoWayOutcome,
  YesNoOutcome,
} from '../settlement/results';
import {
  resultShares,
  settleBothTeamsToScore,
  settleHandicap,
  settleMatchResult,
  settleTotal,
} from '../settlement/results';

/** A probability for each possible final score of an event: the output of a score model. */
export interface ScoreProbability extends Score {
  readonly probability: number;
}
export type ScoreDistribution = readonly ScoreProbability[];

/** The expected stake share a selection wins at its odds and the share it gets back (pushes). */
export interface ExpectedShares {
  readonly win: number;
  readonly refund: number;
}

/** Expected shares of one selection over a distribution of final states, settled by `settle`. */
export function expectedShares<State>(
  states: Iterable<readonly [State, number]>,
  settle: (state: State) => SelectionResult,
): ExpectedShares {
  let win = 0;
  let refund = 0;
  for (const [state, probability] of states) {
    const shares = resultShares(settle(state));
    win += probability * shares.win;
    refund += probability * shares.refund;
  }
  return { win, refund };
}

/**
 * The probability that prices a selection fairly: fair odds O make the expected return
 * win x O + refund equal to the stake, so O = (1 - refund) / win and the probability is its
 * inverse. With no push it is just P(win); for the two sides of a whole or quarter line these
 * sum to 1 (the pushed stake is taken out of both).
 */
export function effectiveProbability(shares: ExpectedShares): number {
  const stakeAtRisk = 1 - shares.refund;
  return stakeAtRisk <= 1e-12 ? 0 : shares.win / stakeAtRisk;
}

export interface SettledOutcome<Outcome extends string, State> {
  readonly outcome: Outcome;
  readonly settle: (state: State) => SelectionResult;
}

/**
 * Prices any market whose selections settle from the final state, by settling every possible
 * state with the same functions settlement uses. A market that is certain to push (every stake
 * returned) has nothing to price: its outcomes come back at 1/n with no odds offered.
 */
export function priceSettledMarket<Outcome extends string, State>(
  kind: MarketKind,
  states: readonly (readonly [State, number])[],
  outcomes: readonly SettledOutcome<Outcome, State>[],
  options: PricingOptions = {},
  line?: number,
): PricedMarket<Outcome> {
  const effective = outcomes.map(({ settle }) => effectiveProbability(expectedShares(states, settle)));
  const total = effective.reduce((sum, probability) => sum + probability, 0);
  if (total <= 1e-12) {
    const margin = options.margin ?? MARKET_MARGINS[kind];
    const even = 1 / outcomes.length;
    const pushed = outcomes.map(({ outcome }) => ({
      outcome,
      fairProbability: even,
      pricedProbability: even,
      odds: null,
    }));
    return line === undefined ? { kind, margin, outcomes: pushed } : { kind, line, margin, outcomes: pushed };
  }
  // Dividing by the total removes floating-point drift only: the sum is 1 up to rounding.
  const fair = outcomes.map(({ outcome }, index) => ({ outcome, probability: effective[index]! / total }));
  return priceMarket(kind, fair, options, line);
}

function scoreStates(scores: ScoreDistribution): (readonly [Score, number])[] {
  return scores.map((score) => [score, score.probability] as const);
}

/** 1X2 on the final score (of the period the distribution covers: regulation time for hockey). */
export function priceMatchResult(
  scores: ScoreDistribution,
  options?: PricingOptions,
): PricedMarket<MatchResultOutcome> {
  const outcomes = (['home', 'draw', 'away'] as const).map((outcome) => ({
    outcome,
    settle: (score: Score) => settleMatchResult(outcome, score),
  }));
  return priceSettledMarket('match_result', scoreStates(scores), outcomes, options);
}

export function priceTotal(
  scores: ScoreDistribution,
  line: number,
  options?: PricingOptions,
): PricedMarket<TotalOutcome> {
  const outcomes = (['over', 'under'] as const).map((outcome) => ({
    outcome,
    settle: (score: Score) => settleTotal(line, outcome, score),
  }));
  return priceSettledMarket('total', scoreStates(scores), outcomes, options, line);
}

/** A handicap market, named by the home side's handicap (see settleHandicap). */
export function priceHandicap(
  scores: ScoreDistribution,
  homeLine: number,
  options?: PricingOptions,
): PricedMarket<TwoWayOutcome> {
  const outcomes = (['home', 'away'] as const).map((outcome) => ({
    outcome,
    settle: (score: Score) => settleHandicap(homeLine, outcome, score),
  }));
  return priceSettledMarket('handicap', scoreStates(scores), outcomes, options, homeLine);
}

export function priceBothTeamsToScore(scores: ScoreDistribution, options?: PricingOptions): PricedMarket<YesNoOutcome> {
  const outcomes = (['yes', 'no'] as const).map((outcome) => ({
    outcome,
    settle: (score: Score) => settleBothTeamsToScore(outcome, score),
  }));
  return priceSettledMarket('both_teams_to_score', scoreStates(scores), outcomes, options);
}

/** A two-way match winner from a fair probability of the home side (or first player) winning. */
export function priceMatchWinner(homeWinProbability: number, options?: PricingOptions): PricedMarket<TwoWayOutcome> {
  return priceMarket(
    'match_winner',
    [
      { outcome: 'home', probability: homeWinProbability },
      { outcome: 'away', probability: 1 - homeWinProbability },
    ],
    options,
  );
}
