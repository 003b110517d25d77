import { SportsbookError } from '../errors';
import type { PricedMarket, PricingOptions } from '../pricing/margin';
import { priceMatchWinner, priceSettledMarket } from '../pricing/settled-markets';
import type { TotalOutcome, TwoWayOutcome } from '../settlement/results';
import { assertLine, settleHandicapOfMargin, settleTotalOfPoints } from '../settlement/results';
import { discretisedNormal } from './normal';
import type { InPlayState } from './poisson';
import { assertInPlayState } from './poisson';

/**
 * Basketball: the final margin (home - away) and the final total are each normal, as a Brownian
 * motion through the game: what remains has mean x share of time left and variance x share, added
 * to the current score, then rounded to whole points. Every market includes overtime: a tie after
 * regulation goes to 5-minute overtimes with the same model (repeated until someone leads). The
 * margin and total are modelled separately (their correlation is small and no market joins them).
 */
export interface BasketballModel {
  /** Expected home minus away points over regulation time. */
  readonly supremacy: number;
  /** Expected total points over regulation time. */
  readonly totalPoints: number;
  /** Standard deviation of the regulation margin; the default is the league's (12.5 per 48 minutes). */
  readonly marginStandardDeviation?: number;
  /** Standard deviation of the regulation total; the default is 18 per 48 minutes. */
  readonly totalStandardDeviation?: number;
  /** 48 (NBA) or 40 (FIBA, EuroLeague). */
  readonly regulationMinutes?: 48 | 40;
}

export const BASKETBALL_OVERTIME_MINUTES = 5;
const MARGIN_DEVIATION_PER_48 = 12.5;
const TOTAL_DEVIATION_PER_48 = 18;

interface ResolvedModel {
  readonly supremacy: number;
  readonly totalPoints: number;
  readonly marginDeviation: number;
  readonly totalDeviation: number;
  readonly minutes: number;
}

function resolveModel(model: BasketballModel): ResolvedModel {
  const minutes = model.regulationMinutes ?? 48;
  const leagueScale = Math.sqrt(minutes / 48);
  const resolved = {
    supremacy: model.supremacy,
    totalPoints: model.totalPoints,
    marginDeviation: model.marginStandardDeviation ?? MARGIN_DEVIATION_PER_48 * leagueScale,
    totalDeviation: model.totalStandardDeviation ?? TOTAL_DEVIATION_PER_48 * leagueScale,
    minutes,
  };
  const valid =
    Math.abs(resolved.supremacy) <= 100 &&
    resolved.totalPoints > 0 &&
    resolved.totalPoints <= 400 &&
    resolved.marginDeviation > 0 &&
    resolved.marginDeviation <= 50 &&
    resolved.totalDeviation > 0 &&
    resolved.totalDeviation <= 80 &&
    (minutes === 48 || minutes === 40);
  if (!valid) throw new SportsbookError('invalid_model', 'the basketball model is out of range', 'model');
  return resolved;
}

/** The (mean, deviation) of a normal quantity over `minutes` of play, scaled from regulation. */
function overMinutes(mean: number, deviation: number, minutes: number, regulation: number): [number, number] {
  const share = minutes / regulation;
  return [mean * share, deviation * Math.sqrt(share)];
}

export interface BasketballDistributions {
  /** Final margin (home - away), overtime included: never 0. */
  readonly margin: ReadonlyMap<number, number>;
  /** Final total points, overtime included. */
  readonly total: ReadonlyMap<number, number>;
}

export function basketballDistributions(model: BasketballModel, state: InPlayState): BasketballDistributions {
  const resolved = resolveModel(model);
  assertInPlayState(state, resolved.minutes);
  const { score, minutesRemaining } = state;
  const [marginMean, marginDeviation] = overMinutes(
    resolved.supremacy,
    resolved.marginDeviation,
    minutesRemaining,
    resolved.minutes,
  );
  const regulationMargin = discretisedNormal(score.home - score.away + marginMean, marginDeviation);
  const [overtimeMean, overtimeDeviation] = overMinutes(
    resolved.supremacy,
    resolved.marginDeviation,
    BASKETBALL_OVERTIME_MINUTES,
    resolved.minutes,
  );
  const overtimeMargin = discretisedNormal(overtimeMean, overtimeDeviation);
  const tied = regulationMargin.get(0) ?? 0;
  // Tied overtimes repeat, so the decided overtime margin is the overtime distribution without 0.
  const overtimeDecided = 1 - (overtimeMargin.get(0) ?? 0);
  const margin = new Map<number, number>();
  for (const [value, probability] of regulationMargin) if (value !== 0) margin.set(value, probability);
  for (const [value, probability] of overtimeMargin) {
    if (value !== 0) margin.set(value, (margin.get(value) ?? 0) + (tied * probability) / overtimeDecided);
  }
  const [totalMean, totalDeviation] = overMinutes(
    resolved.totalPoints,
    resolved.totalDeviation,
    minutesRemaining,
    resolved.minutes,
  );
  const [extraMean, extraDeviation] = overMinutes(
    resolved.totalPoints,
    resolved.totalDeviation,
    BASKETBALL_OVERTIME_MINUTES,
    resolved.minutes,
  );
  const currentTotal = score.home + score.away;
  const withoutOvertime = discretisedNormal(currentTotal + totalMean, totalDeviation);
  const withOvertime = discretisedNormal(
    currentTotal + totalMean + extraMean,
    Math.hypot(totalDeviation, extraDeviation),
  );
  const total = new Map<number, number>();
  for (const [value, probability] of withoutOvertime) total.set(value, probability * (1 - tied));
  for (const [value, probability] of withOvertime) total.set(value, (total.get(value) ?? 0) + probability * tied);
  return { margin, total };
}

/** The x.5 line nearest an expected value: the main line, which cannot push. */
export function mainHalfLine(expected: number): number {
  return Math.floor(expected) + 0.5;
}

export interface BasketballMarkets {
  readonly matchWinner: PricedMarket<TwoWayOutcome>;
  readonly handicaps: readonly PricedMarket<TwoWayOutcome>[];
  readonly totals: readonly PricedMarket<TotalOutcome>[];
}

export function priceBasketballMarkets(
  model: BasketballModel,
  state: InPlayState,
  request: { readonly totalLines?: readonly number[]; readonly handicapLines?: readonly number[] } & Pick<
    PricingOptions,
    'method'
  > = {},
): BasketballMarkets {
  const { margin, total } = basketballDistributions(model, state);
  const options: PricingOptions = request.method ? { method: request.method } : {};
  const marginStates = [...margin];
  const totalStates = [...total];
  const expectedMargin = marginStates.reduce((sum, [value, probability]) => sum + value * probability, 0);
  const expectedTotal = totalStates.reduce((sum, [value, probability]) => sum + value * probability, 0);
  const homeWin = marginStates.reduce((sum, [value, probability]) => sum + (value > 0 ? probability : 0), 0);
  const handicapLines = request.handicapLines ?? [mainHalfLine(-expectedMargin)];
  const totalLines = request.totalLines ?? [mainHalfLine(expectedTotal)];
  return {
    matchWinner: priceMatchWinner(homeWin, options),
    handicaps: handicapLines.map((line) => {
      assertLine(line, 'handicapLines');
      const outcomes = [
        { outcome: 'home' as const, settle: (value: number) => settleHandicapOfMargin(line, 'home', value) },
        { outcome: 'away' as const, settle: (value: number) => settleHandicapOfMargin(line, 'away', value) },
      ];
      return priceSettledMarket('handicap', marginStates, outcomes, options, line);
    }),
    totals: totalLines.map((line) => {
      assertLine(line, 'totalLines');
      const outcomes = [
        { outcome: 'over' as const, settle: (value: number) => settleTotalOfPoints(line, 'over', value) },
        { outcome: 'under' as const, settle: (value: number) => settleTotalOfPoints(line, 'under', value) },
      ];
      return priceSettledMarket('total', totalStates, outcomes, options, line);
    }),
  };
}
