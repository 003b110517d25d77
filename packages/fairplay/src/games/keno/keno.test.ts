import { describe, expect, it } from 'vitest';
import { createFloatReader } from '../../rng/floats';
import {
  drawKenoNumbers,
  kenoHitWeights,
  kenoMultiplierHundredths,
  kenoOutcome,
  kenoRtp,
  parseKenoParams,
  KENO_MAX_PICKS,
  KENO_PAYTABLE_HUNDREDTHS,
  KENO_PUBLISHED_RTP,
} from './keno';

const LARGEST_FLOAT = 1 - 2 ** -32;

describe('the keno draw', () => {
  it('draws 10 distinct numbers of 40 by floor(f_i x (40 - i)) among those left', () => {
    expect(drawKenoNumbers(createFloatReader(Array<number>(10).fill(0)))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(drawKenoNumbers(createFloatReader(Array<number>(10).fill(LARGEST_FLOAT)))).toEqual([
      40, 39, 38, 37, 36, 35, 34, 33, 32, 31,
    ]);
    const reader = createFloatReader(Array.from({ length: 12 }, (_, i) => (i * 0.618) % 1));
    const drawn = drawKenoNumbers(reader);
    expect(new Set(drawn).size).toBe(10);
    expect(drawn.every((n) => n >= 1 && n <= 40)).toBe(true);
    expect(reader.consumed).toBe(10);
  });

  it('pays the paytable entry of the hits', () => {
    const outcome = kenoOutcome(
      createFloatReader(Array<number>(10).fill(0)),
      parseKenoParams({ picks: [40, 1, 2, 3, 20] }),
    );
    expect(outcome).toMatchObject({ picks: [1, 2, 3, 20, 40], hits: [1, 2, 3] });
    expect(outcome.multiplier).toEqual({ numerator: 394 * 100, denominator: 10_000 });
    const miss = kenoOutcome(createFloatReader(Array<number>(10).fill(0)), parseKenoParams({ picks: [30] }));
    expect(miss.multiplier.numerator).toBe(0);
  });

  it('refuses bad picks with a clear error', () => {
    for (const picks of [[], [0], [41], [1.5], ['3'], [1, 1], Array.from({ length: 11 }, (_, i) => i + 1), 'all']) {
      expect(() => parseKenoParams({ picks })).toThrow(
        expect.objectContaining({ code: 'keno_picks_invalid', field: 'picks' }),
      );
    }
  });
});

describe('the keno paytable', () => {
  it('has the hypergeometric hit chances: they sum to one', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
      const { weights, total } = kenoHitWeights(picks);
      expect(weights.reduce((sum, weight) => sum + weight, 0n)).toBe(total);
    }
    expect(kenoHitWeights(1).weights).toEqual([635_745_396n, 211_915_132n]); // 3/4 and 1/4
  });

  it('returns exactly between 94.997% and 95.000% for every pick count, never more', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
      const { numerator, denominator, rtp } = kenoRtp(picks);
      expect(numerator * 1000n, `picks ${picks}`).toBeLessThanOrEqual(950n * denominator);
      expect(numerator * 100_000n, `picks ${picks}`).toBeGreaterThanOrEqual(94_997n * denominator);
      expect(rtp.toFixed(4)).toBe(KENO_PUBLISHED_RTP.toFixed(4));
    }
    // Two rows hit 95% exactly.
    expect(kenoRtp(1)).toMatchObject({ rtp: 0.95 });
    expect(kenoRtp(2).numerator * 100n).toBe(95n * kenoRtp(2).denominator);
  });

  it('has a row per pick count, rising with the hits', () => {
    for (let picks = 1; picks <= KENO_MAX_PICKS; picks += 1) {
      const row = KENO_PAYTABLE_HUNDREDTHS[picks] ?? [];
      expect(row).toHaveLength(picks + 1);
      row.forEach((value, hits) => hits > 0 && expect(value).toBeGreaterThanOrEqual(row[hits - 1] ?? 0));
      expect(kenoMultiplierHundredths(picks, picks)).toBe(row[picks]);
    }
  });
});
