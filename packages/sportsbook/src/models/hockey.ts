import { SportsbookError } from '../errors';
import type { PricedMarket, PricingOptions } from '../pricing/margin';
import type { ScoreDistribution } from '../pricing/settled-markets';
import { priceHandicap, priceMatchResult, priceMatchWinner, priceTotal } from '../pricing/settled-markets';
import type { MatchResultOutcome, TotalOutcome, TwoWayOutcome } from '../settlement/results';
import type { GoalRates, InPlayState } from './poisson';
import { poissonScoreDistribution } from './poisson';

/**
 * Ice hockey: independent Poisson goals over 60 minutes of regulation time (the same model as
 * soccer). The 1X2, totals and handicaps settle on regulation time, as European books do; the
 * match winner (money line) includes overtime and the shootout.
 */
export const HOCKEY_REGULATION_MINUTES = 60;
/** Sudden-death overtime lasts up to 5 minutes, then a shootout. */
export const HOCKEY_OVERTIME_MINUTES = 5;
/** Three-on-three overtime scores faster than regulation: about 60% of overtimes end in a goal. */
export const HOCKEY_OVERTIME_RATE_FACTOR = 1.8;
/** The shootout is taken as a coin toss: it is close to one between NHL teams. */
export const HOCKEY_SHOOTOUT_HOME_WIN = 0.5;
export const HOCKEY_PRE_MATCH: InPlayState = Object.freeze({
  score: Object.freeze({ home: 0, away: 0 }),
  minutesRemaining: HOCKEY_REGULATION_MINUTES,
});

export function hockeyScoreDistribution(rates: GoalRates, state: InPlayState = HOCKEY_PRE_MATCH): ScoreDistribution {
  return poissonScoreDistribution(rates, state, HOCKEY_REGULATION_MINUTES);
}

/**
 * P(home wins a sudden-death overtime, or the shootout after it): the first goal decides, and a
 * side scores first with probability proportional to its rate.
 */
export function hockeyOvertimeHomeWinProbability(
  rates: GoalRates,
  overtimeMinutesRemaining = HOCKEY_OVERTIME_MINUTES,
): number {
  if (
    !Number.isFinite(overtimeMinutesRemaining) ||
    overtimeMinutesRemaining < 0 ||
    overtimeMinutesRemaining > HOCKEY_OVERTIME_MINUTES
  ) {
    throw new SportsbookError(
      'invalid_score',
      `overtime minutes remaining must be within [0, ${HOCKEY_OVERTIME_MINUTES}]`,
      'overtimeMinutesRemaining',
    );
  }
  const combinedRate = rates.home + rates.away;
  const expectedGoals =
    (combinedRate * HOCKEY_OVERTIME_RATE_FACTOR * overtimeMinutesRemaining) / HOCKEY_REGULATION_MINUTES;
  const noGoal = Math.exp(-expectedGoals);
  const homeFirst = combinedRate > 0 ? rates.home / combinedRate : 0.5;
  return (1 - noGoal) * homeFirst + noGoal * HOCKEY_SHOOTOUT_HOME_WIN;
}

/** P(home wins the match, overtime and shootout included) from a regulation-time distribution. */
export function hockeyHomeWinProbability(rates: GoalRates, scores: ScoreDistribution): number {
  let homeWin = 0;
  let tied = 0;
  for (const { home, away, probability } of scores) {
    if (home > away) homeWin += probability;
    else if (home === away) tied += probability;
  }
  return homeWin + tied * hockeyOvertimeHomeWinProbability(rates);
}

export interface HockeyMarkets {
  readonly regulationResult: PricedMarket<MatchResultOutcome>;
  readonly matchWinner: PricedMarket<TwoWayOutcome>;
  readonly totals: readonly PricedMarket<TotalOutcome>[];
  readonly handicaps: readonly PricedMarket<TwoWayOutcome>[];
}

export const HOCKEY_DEFAULT_TOTAL_LINES: readonly number[] = [4.5, 5.5, 6.5];
/** The puck line (±1.5) and its neighbours. */
export const HOCKEY_DEFAULT_HANDICAP_LINES: readonly number[] = [-1.5, -0.5, 1.5];

export function priceHockeyMarkets(
  rates: GoalRates,
  state: InPlayState = HOCKEY_PRE_MATCH,
  request: { readonly totalLines?: readonly number[]; readonly handicapLines?: readonly number[] } & Pick<
    PricingOptions,
    'method'
  > = {},
): HockeyMarkets {
  const scores = hockeyScoreDistribution(rates, state);
  const options: PricingOptions = request.method ? { method: request.method } : {};
  return {
    regulationResult: priceMatchResult(scores, options),
    matchWinner: priceMatchWinner(hockeyHomeWinProbability(rates, scores), options),
    totals: (request.totalLines ?? HOCKEY_DEFAULT_TOTAL_LINES).map((line) => priceTotal(scores, line, options)),
    handicaps: (request.handicapLines ?? HOCKEY_DEFAULT_HANDICAP_LINES).map((line) =>
      priceHandicap(scores, line, options),
    ),
  };
}
