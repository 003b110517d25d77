import type { PricedMarket, PricingOptions } from '../pricing/margin';
import type { ScoreDistribution } from '../pricing/settled-markets';
import { priceBothTeamsToScore, priceHandicap, priceMatchResult, priceTotal } from '../pricing/settled-markets';
import type { MatchResultOutcome, TotalOutcome, TwoWayOutcome, YesNoOutcome } from '../settlement/results';
import { assertLine } from '../settlement/results';
import type { GoalRates, InPlayState } from './poisson';
import { poissonScoreDistribution } from './poisson';

/** Soccer markets settle on regulation time: 90 minutes plus stoppage time, no extra time. */
export const SOCCER_MATCH_MINUTES = 90;
export const SOCCER_PRE_MATCH: InPlayState = Object.freeze({
  score: Object.freeze({ home: 0, away: 0 }),
  minutesRemaining: SOCCER_MATCH_MINUTES,
});
/** The lines quoted when none are asked for: the half lines and the Asian quarter lines around 2.5. */
export const SOCCER_DEFAULT_TOTAL_LINES: readonly number[] = [0.5, 1.5, 2.25, 2.5, 2.75, 3.5, 4.5];
export const SOCCER_DEFAULT_HANDICAP_LINES: readonly number[] = [-1.5, -1, -0.75, -0.5, -0.25, 0, 0.25, 0.5];

/** The soccer model: independent Poisson goals for each side (see poissonScoreDistribution). */
export function soccerScoreDistribution(rates: GoalRates, state: InPlayState = SOCCER_PRE_MATCH): ScoreDistribution {
  return poissonScoreDistribution(rates, state, SOCCER_MATCH_MINUTES);
}

export interface SoccerMarkets {
  readonly matchResult: PricedMarket<MatchResultOutcome>;
  readonly totals: readonly PricedMarket<TotalOutcome>[];
  readonly handicaps: readonly PricedMarket<TwoWayOutcome>[];
  readonly bothTeamsToScore: PricedMarket<YesNoOutcome>;
}

export interface SoccerMarketRequest extends PricingOptions {
  readonly totalLines?: readonly number[];
  /** Home-side handicaps (-0.75: home gives three quarters of a goal). */
  readonly handicapLines?: readonly number[];
}

/** Every soccer market from one score distribution; in-play when the state is given. */
export function priceSoccerMarkets(
  rates: GoalRates,
  state: InPlayState = SOCCER_PRE_MATCH,
  request: SoccerMarketRequest = {},
): SoccerMarkets {
  const scores = soccerScoreDistribution(rates, state);
  const totalLines = (request.totalLines ?? SOCCER_DEFAULT_TOTAL_LINES).map((line) => assertLine(line, 'totalLines'));
  const handicapLines = (request.handicapLines ?? SOCCER_DEFAULT_HANDICAP_LINES).map((line) =>
    assertLine(line, 'handicapLines'),
  );
  // A market-wide margin override would be wrong for other kinds: only the method is shared.
  const options: PricingOptions = request.method ? { method: request.method } : {};
  return {
    matchResult: priceMatchResult(scores, options),
    totals: totalLines.map((line) => priceTotal(scores, line, options)),
    handicaps: handicapLines.map((line) => priceHandicap(scores, line, options)),
    bothTeamsToScore: priceBothTeamsToScore(scores, options),
  };
}
