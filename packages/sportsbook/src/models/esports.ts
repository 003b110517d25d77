import { SportsbookError } from '../errors';
import type { PricedMarket, PricingOptions } from '../pricing/margin';
import { priceMatchWinner } from '../pricing/settled-markets';
import type { Score, TwoWayOutcome } from '../settlement/results';
import { assertScore } from '../settlement/results';

/**
 * E-sports match winner (Counter-Strike, Dota 2, Valorant): a best-of-N series of maps, each won by
 * the home side with the same probability, independently. A map that can draw is replayed or
 * decided by overtime in these titles, so a map has two outcomes.
 */
export type BestOf = 1 | 3 | 5 | 7;

function assertSeries(mapWinProbability: number, bestOf: BestOf, maps: Score): number {
  if (!Number.isFinite(mapWinProbability) || mapWinProbability < 0 || mapWinProbability > 1) {
    throw new SportsbookError(
      'invalid_model',
      `a map probability must be within [0, 1], got ${mapWinProbability}`,
      'mapWinProbability',
    );
  }
  if (![1, 3, 5, 7].includes(bestOf))
    throw new SportsbookError('invalid_model', 'a series is best of 1, 3, 5 or 7 maps', 'bestOf');
  assertScore(maps, 'maps');
  const mapsToWin = (bestOf + 1) / 2;
  if (maps.home >= mapsToWin || maps.away >= mapsToWin)
    throw new SportsbookError('invalid_score', 'the series is already over', 'maps');
  return mapsToWin;
}

function binomialCoefficient(n: number, k: number): number {
  let result = 1;
  for (let index = 1; index <= k; index += 1) result = (result * (n - k + index)) / index;
  return result;
}

/**
 * P(each final map score) from the current one: home takes the series `mapsToWin`-j when it wins
 * the last map and mapsToWin - 1 of the others (a negative binomial), and likewise for away.
 */
export function esportsMapScoreDistribution(
  mapWinProbability: number,
  bestOf: BestOf,
  maps: Score = { home: 0, away: 0 },
): { score: Score; probability: number }[] {
  const mapsToWin = assertSeries(mapWinProbability, bestOf, maps);
  const homeNeeds = mapsToWin - maps.home;
  const awayNeeds = mapsToWin - maps.away;
  const home = mapWinProbability;
  const away = 1 - home;
  const outcomes: { score: Score; probability: number }[] = [];
  for (let awayMore = 0; awayMore < awayNeeds; awayMore += 1) {
    const probability = binomialCoefficient(homeNeeds - 1 + awayMore, awayMore) * home ** homeNeeds * away ** awayMore;
    outcomes.push({ score: { home: mapsToWin, away: maps.away + awayMore }, probability });
  }
  for (let homeMore = 0; homeMore < homeNeeds; homeMore += 1) {
    const probability = binomialCoefficient(awayNeeds - 1 + homeMore, homeMore) * away ** awayNeeds * home ** homeMore;
    outcomes.push({ score: { home: maps.home + homeMore, away: mapsToWin }, probability });
  }
  return outcomes;
}

/** P(home wins the series) from the current map score. */
export function esportsMatchWinProbability(
  mapWinProbability: number,
  bestOf: BestOf,
  maps: Score = { home: 0, away: 0 },
): number {
  return esportsMapScoreDistribution(mapWinProbability, bestOf, maps)
    .filter(({ score }) => score.home > score.away)
    .reduce((sum, { probability }) => sum + probability, 0);
}

export function priceEsportsMatchWinner(
  mapWinProbability: number,
  bestOf: BestOf,
  maps: Score = { home: 0, away: 0 },
  options?: PricingOptions,
): PricedMarket<TwoWayOutcome> {
  return priceMatchWinner(esportsMatchWinProbability(mapWinProbability, bestOf, maps), options);
}
