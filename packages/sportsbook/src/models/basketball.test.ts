import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { basketballDistributions, mainHalfLine, priceBasketballMarkets } from './basketball';
import { discretisedNormal, normalCdf } from './normal';

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);
const state = (home: number, away: number, minutesRemaining: number) => ({ score: { home, away }, minutesRemaining });

describe('the normal distribution', () => {
  it('matches reference values', () => {
    expect(normalCdf(0)).toBe(0.5);
    expect(normalCdf(1.96)).toBeCloseTo(0.9750021048517795, 13);
    expect(normalCdf(-1)).toBeCloseTo(0.15865525393145707, 13);
    expect(normalCdf(-3.5)).toBeCloseTo(2.3262907903552504e-4, 15);
    expect(normalCdf(5) + normalCdf(-5)).toBeCloseTo(1, 15);
    expect(sum(discretisedNormal(3.3, 7).values())).toBeCloseTo(1, 12);
  });
});

describe('basketball: a normal margin and total through the game, overtime included', () => {
  const model = { supremacy: 5, totalPoints: 221 };

  it('makes every market sum to 1 and never ends level', () => {
    const { margin, total } = basketballDistributions(model, state(0, 0, 48));
    expect(margin.has(0)).toBe(false);
    expect(sum(margin.values())).toBeCloseTo(1, 9);
    expect(sum(total.values())).toBeCloseTo(1, 9);
    const markets = priceBasketballMarkets(model, state(0, 0, 48));
    for (const market of [markets.matchWinner, ...markets.handicaps, ...markets.totals]) {
      expect(sum(market.outcomes.map((outcome) => outcome.fairProbability))).toBeCloseTo(1, 9);
    }
  });

  it('gives the favourite about P(normal margin > 0), and quotes main lines near even', () => {
    const markets = priceBasketballMarkets(model, state(0, 0, 48));
    expect(markets.matchWinner.outcomes[0]!.fairProbability).toBeCloseTo(normalCdf(5 / 12.5), 2);
    expect(Math.abs(markets.handicaps[0]!.line! + 5)).toBe(0.5); // an x.5 line next to the 5-point supremacy
    expect(markets.totals[0]!.line).toBe(221.5);
    expect(Math.abs(markets.handicaps[0]!.outcomes[0]!.fairProbability - 0.5)).toBeLessThan(0.05);
    expect(Math.abs(markets.totals[0]!.outcomes[0]!.fairProbability - 0.5)).toBeLessThan(0.05);
    expect(mainHalfLine(-5)).toBe(-4.5);
  });

  it('is symmetric between equal sides', () => {
    const even = priceBasketballMarkets({ supremacy: 0, totalPoints: 160, regulationMinutes: 40 }, state(0, 0, 40));
    expect(even.matchWinner.outcomes[0]!.fairProbability).toBeCloseTo(0.5, 12);
  });

  it('in play, converges to the scoreboard as the clock runs down', () => {
    // Between equal sides, so the leader's chance can only grow as time runs out.
    const even = { supremacy: 0, totalPoints: 221 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 15 }), (lead) => {
        const path = [24, 12, 4, 1, 0.1].map(
          (minutes) =>
            priceBasketballMarkets(even, state(90 + lead, 90, minutes)).matchWinner.outcomes[0]!.fairProbability,
        );
        path.slice(1).forEach((probability, index) => expect(probability).toBeGreaterThanOrEqual(path[index]! - 1e-12));
        expect(priceBasketballMarkets(model, state(90 + lead, 90, 0)).matchWinner.outcomes[0]!.fairProbability).toBe(1);
      }),
      { numRuns: 15 },
    );
    const finished = priceBasketballMarkets(model, state(100, 95, 0), { totalLines: [195.5, 194.5] });
    expect(finished.totals.map((market) => market.outcomes[0]!.fairProbability)).toEqual([0, 1]);
  });

  it('refuses a model out of range', () => {
    expect(() => basketballDistributions({ supremacy: 5, totalPoints: -1 }, state(0, 0, 48))).toThrow(
      expect.objectContaining({ code: 'invalid_model' }),
    );
    expect(() => basketballDistributions({ supremacy: Number.NaN, totalPoints: 200 }, state(0, 0, 48))).toThrow(
      expect.objectContaining({ code: 'invalid_model' }),
    );
    expect(() => basketballDistributions({ ...model, regulationMinutes: 40 }, state(0, 0, 48))).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
  });
});
