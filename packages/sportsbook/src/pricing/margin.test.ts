import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { impliedMargin, odds, oddsToNumber } from '../odds/odds';
import { applyMargin, MARKET_MARGINS, priceMarket, removeMargin } from './margin';

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Random fair markets of 2 to 12 outcomes, each possible. */
const fairMarket = fc
  .array(fc.double({ min: 0.01, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 })
  .map((weights) => weights.map((weight) => weight / sum(weights)));

describe('the published margin', () => {
  it('is what the priced probabilities carry, by either method', () => {
    fc.assert(
      fc.property(fairMarket, fc.double({ min: 0, max: 0.3, noNaN: true }), (fair, margin) => {
        expect(sum(applyMargin(fair, margin, 'power'))).toBeCloseTo(1 + margin, 9);
        expect(sum(applyMargin(fair, margin, 'proportional'))).toBeCloseTo(1 + margin, 9);
      }),
    );
  });

  it('power method: long shots carry more of it, and no priced probability passes 1', () => {
    const priced = applyMargin([0.8, 0.15, 0.05], 0.05, 'power');
    const relative = priced.map((probability, index) => probability / [0.8, 0.15, 0.05][index]!);
    expect(relative[0]).toBeLessThan(relative[1]!);
    expect(relative[1]).toBeLessThan(relative[2]!);
    expect(Math.max(...applyMargin([0.99, 0.01], 0.05, 'power'))).toBeLessThan(1);
  });

  it('reaches the offered prices, whose rounding down only adds to it', () => {
    fc.assert(
      fc.property(fairMarket, (fair) => {
        const market = priceMarket(
          'match_result',
          fair.map((probability, index) => ({ outcome: `o${index}`, probability })),
        );
        expect(market.margin).toBe(MARKET_MARGINS.match_result);
        expect(sum(market.outcomes.map((outcome) => outcome.fairProbability))).toBeCloseTo(1, 12);
        const offered = market.outcomes.flatMap((outcome) => (outcome.odds ? [outcome.odds] : []));
        if (offered.length === fair.length)
          expect(impliedMargin(offered)).toBeGreaterThanOrEqual(MARKET_MARGINS.match_result - 1e-9);
        for (const outcome of market.outcomes) {
          if (outcome.odds)
            expect(oddsToNumber(outcome.odds)).toBeLessThanOrEqual(1 / outcome.pricedProbability + 1e-9);
        }
      }),
    );
  });

  it('a 50/50 two-way market at 4.5% is 1.91 each way', () => {
    const market = priceMarket('match_winner', [
      { outcome: 'home', probability: 0.5 },
      { outcome: 'away', probability: 0.5 },
    ]);
    expect(market.outcomes.map((outcome) => outcome.odds)).toEqual([odds(191, 100), odds(191, 100)]);
  });

  it('a decided market has nothing to spread a margin over and offers no price', () => {
    const market = priceMarket('total', [
      { outcome: 'over', probability: 1 },
      { outcome: 'under', probability: 0 },
    ]);
    expect(market.outcomes.map((outcome) => outcome.odds)).toEqual([null, null]);
  });

  it('refuses probabilities that do not make a market, and impossible margins', () => {
    expect(() => applyMargin([0.5, 0.4], 0.05)).toThrow(expect.objectContaining({ code: 'invalid_probability' }));
    expect(() => applyMargin([0.5, 0.5], -0.1)).toThrow(expect.objectContaining({ code: 'invalid_margin' }));
    expect(() => applyMargin([1.5, -0.5], 0.05)).toThrow(expect.objectContaining({ code: 'invalid_probability' }));
  });

  it('can be taken off again: removeMargin inverts the power method', () => {
    const fair = [0.55, 0.25, 0.2];
    const priced = applyMargin(fair, 0.06, 'power');
    const prices = priced.map((probability) => odds(Math.round(1e9 / probability), 1e9));
    removeMargin(prices).forEach((probability, index) => expect(probability).toBeCloseTo(fair[index]!, 6));
  });
});
