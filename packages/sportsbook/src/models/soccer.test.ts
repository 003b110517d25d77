import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { PricedMarket } from '../pricing/margin';
import { MARKET_MARGINS } from '../pricing/margin';
import { expectedShares, priceMatchResult, priceTotal } from '../pricing/settled-markets';
import { settleHandicap, settleTotal } from '../settlement/results';
import { impliedMargin, oddsToNumber } from '../odds/odds';
import { priceSoccerMarkets, soccerScoreDistribution } from './soccer';

const fairOf = (market: PricedMarket) => market.outcomes.map((outcome) => outcome.fairProbability);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
const inPlay = (home: number, away: number, minutesRemaining: number) => ({ score: { home, away }, minutesRemaining });

describe('soccer: independent Poisson goals', () => {
  it('matches the known draw probability of two 1-goal sides, e^-2 I0(2)', () => {
    const [, draw] = fairOf(priceMatchResult(soccerScoreDistribution({ home: 1, away: 1 })));
    expect(draw).toBeCloseTo(0.308508322553671, 10);
  });

  it('matches values computed independently (scipy) for rates 1.6 v 1.1', () => {
    const markets = priceSoccerMarkets({ home: 1.6, away: 1.1 }, undefined, {
      totalLines: [2.5, 2.25],
      handicapLines: [-0.25, -0.75],
    });
    const [home, draw, away] = fairOf(markets.matchResult);
    expect(home).toBeCloseTo(0.48957353712886, 9);
    expect(draw).toBeCloseTo(0.24891098064143, 9);
    expect(away).toBeCloseTo(0.2615154822297, 9);
    expect(fairOf(markets.totals[0]!)[0]).toBeCloseTo(0.50637550892654, 9);
    expect(fairOf(markets.totals[1]!)[0]).toBeCloseTo(0.57705430091432, 9); // over 2.25, pushes taken out
    expect(fairOf(markets.bothTeamsToScore)[0]).toBeCloseTo(0.53243791104701, 9);
    expect(fairOf(markets.handicaps[0]!)[0]).toBeCloseTo(0.55916464750398, 9); // home -0.25
    expect(fairOf(markets.handicaps[1]!)[0]).toBeCloseTo(0.42182202898288, 9); // home -0.75
  });

  it("has every market's probabilities sum to 1, and prices them at the published margin", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.double({ min: 0.2, max: 3.5, noNaN: true }),
        fc.integer({ min: 0, max: 90 }),
        fc.nat(4),
        fc.nat(4),
        (homeRate, awayRate, minutesRemaining, homeGoals, awayGoals) => {
          const markets = priceSoccerMarkets(
            { home: homeRate, away: awayRate },
            inPlay(homeGoals, awayGoals, minutesRemaining),
          );
          const all = [markets.matchResult, markets.bothTeamsToScore, ...markets.totals, ...markets.handicaps];
          for (const market of all) {
            expect(sum(fairOf(market))).toBeCloseTo(1, 9);
            const offered = market.outcomes.flatMap((outcome) => (outcome.odds ? [outcome.odds] : []));
            if (offered.length === market.outcomes.length)
              expect(impliedMargin(offered)).toBeGreaterThanOrEqual(MARKET_MARGINS[market.kind] - 1e-9);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('prices quarter lines so that the fair odds return the stake on average, settled as bets settle', () => {
    const scores = soccerScoreDistribution({ home: 1.45, away: 1.2 });
    const states = scores.map((score) => [score, score.probability] as const);
    for (const line of [2.25, 2.75, 2, 3]) {
      const market = priceTotal(scores, line);
      for (const outcome of market.outcomes) {
        const shares = expectedShares(states, (score) => settleTotal(line, outcome.outcome, score));
        expect(shares.win / outcome.fairProbability + shares.refund).toBeCloseTo(1, 9);
      }
    }
    for (const line of [-0.25, -0.75, -1, 0.25]) {
      const shares = expectedShares(states, (score) => settleHandicap(line, 'home', score));
      const home = priceSoccerMarkets({ home: 1.45, away: 1.2 }, undefined, { handicapLines: [line] }).handicaps[0]!
        .outcomes[0]!;
      expect(shares.win / home.fairProbability + shares.refund).toBeCloseTo(1, 9);
    }
  });

  it('in play, converges to the certain result as time runs out', () => {
    const rates = { home: 1.4, away: 1.4 };
    const homeWinAt = (minutes: number) => fairOf(priceSoccerMarkets(rates, inPlay(1, 0, minutes)).matchResult)[0]!;
    const path = [90, 60, 30, 10, 2, 0].map(homeWinAt);
    path.slice(1).forEach((probability, index) => expect(probability).toBeGreaterThan(path[index]!));
    expect(path.at(-1)).toBe(1);
    const final = priceSoccerMarkets(rates, inPlay(1, 1, 0), { totalLines: [2.5, 2] });
    expect(fairOf(final.matchResult)).toEqual([0, 1, 0]);
    expect(final.matchResult.outcomes.map((outcome) => outcome.odds)).toEqual([null, null, null]); // decided: nothing offered
    expect(fairOf(final.totals[0]!)).toEqual([0, 1]); // under 2.5 certain
    expect(final.totals[1]!.outcomes.map((outcome) => outcome.odds)).toEqual([null, null]); // a certain push
  });

  it('a goal shortens the scorer: prices move the right way', () => {
    const before = priceSoccerMarkets({ home: 1.3, away: 1.3 }, inPlay(0, 0, 45)).matchResult.outcomes[0]!.odds!;
    const after = priceSoccerMarkets({ home: 1.3, away: 1.3 }, inPlay(1, 0, 45)).matchResult.outcomes[0]!.odds!;
    expect(oddsToNumber(after)).toBeLessThan(oddsToNumber(before));
  });

  it('refuses impossible states and rates', () => {
    expect(() => soccerScoreDistribution({ home: 1, away: 1 }, inPlay(0, 0, 91))).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
    expect(() => soccerScoreDistribution({ home: -1, away: 1 })).toThrow(
      expect.objectContaining({ code: 'invalid_model' }),
    );
    expect(() => soccerScoreDistribution({ home: 1, away: 1 }, inPlay(-1, 0, 10))).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
    expect(() => priceSoccerMarkets({ home: 1, away: 1 }, undefined, { totalLines: [2.3] })).toThrow(
      expect.objectContaining({ code: 'invalid_line' }),
    );
  });
});
