import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  combineOdds,
  compareOdds,
  impliedMargin,
  MAX_PRICE,
  odds,
  oddsEqual,
  oddsToNumber,
  priceFromProbability,
} from './odds';

describe('exact odds', () => {
  it('are kept in lowest terms, so equal prices compare equal', () => {
    expect(odds(250, 100)).toEqual({ numerator: 5, denominator: 2 });
    expect(oddsEqual(odds(4, 3), { numerator: 8, denominator: 6 })).toBe(true);
    expect(compareOdds(odds(21, 10), odds(2, 1))).toBe(1);
    expect(compareOdds(odds(19, 10), odds(2, 1))).toBe(-1);
  });

  it('refuse anything below 1 or not a ratio of whole numbers', () => {
    for (const [numerator, denominator] of [
      [1, 2],
      [2.5, 1],
      [3, 0],
      [Number.NaN, 1],
      [2 ** 60, 1],
    ]) {
      expect(() => odds(numerator!, denominator!)).toThrow(expect.objectContaining({ code: 'invalid_odds' }));
    }
  });

  it('multiply exactly however many legs, past 2^53', () => {
    const leg = odds(191, 100);
    const twentyLegs = combineOdds(Array.from({ length: 20 }, () => leg));
    expect(twentyLegs.numerator).toBe(191n ** 20n);
    expect(twentyLegs.denominator).toBe(100n ** 20n);
    expect(combineOdds([odds(3, 2), odds(4, 3)])).toEqual({ numerator: 2n, denominator: 1n });
  });
});

describe('prices from probabilities', () => {
  it('round 1/probability down to the hundredth', () => {
    expect(priceFromProbability(0.5)).toEqual(odds(2, 1));
    expect(priceFromProbability(1 / 3)).toEqual(odds(3, 1)); // 3.0000000001 -> 3.00
    expect(priceFromProbability(0.3)).toEqual(odds(333, 100)); // 3.333.. -> 3.33
    expect(priceFromProbability(0.523)).toEqual(odds(191, 100)); // 1.912 -> 1.91
  });

  it('offer nothing shorter than 1.01 nor for an impossible outcome, and cap long shots at 1001', () => {
    expect(priceFromProbability(0.995)).toBeNull();
    expect(priceFromProbability(1)).toBeNull();
    expect(priceFromProbability(0)).toBeNull();
    expect(priceFromProbability(1e-7)).toEqual(MAX_PRICE);
    expect(() => priceFromProbability(1.2)).toThrow(expect.objectContaining({ code: 'invalid_probability' }));
  });

  it('never pay more than the probability implies (rounding only adds margin)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 0.99, noNaN: true }), (probability) => {
        const price = priceFromProbability(probability)!;
        expect(oddsToNumber(price)).toBeLessThanOrEqual(1 / probability + 1e-9);
        expect(oddsToNumber(price)).toBeGreaterThan(1 / probability - 0.0101);
      }),
    );
  });

  it('measure the margin a price list carries', () => {
    expect(impliedMargin([odds(191, 100), odds(191, 100)])).toBeCloseTo(2 / 1.91 - 1, 12);
  });
});
