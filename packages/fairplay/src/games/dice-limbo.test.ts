import { describe, expect, it } from 'vitest';
import { createFloatReader } from '../rng/floats';
import { diceMultiplierBps, diceOutcome, diceRollHundredths, diceRtp, parseDiceParams } from './dice';
import { LIMBO_MAX_CRASH_HUNDREDTHS, limboCrashHundredths, limboOutcome, limboRtp, parseLimboParams } from './limbo';

const LARGEST_FLOAT = 1 - 2 ** -32;

describe('dice', () => {
  it('maps floats onto 0.00 .. 100.00 with floor(f x 10001) / 100', () => {
    expect(diceRollHundredths(0)).toBe(0);
    expect(diceRollHundredths(LARGEST_FLOAT)).toBe(10_000);
    expect(diceRollHundredths(0.5)).toBe(5_000);
    expect(diceRollHundredths(0.123456)).toBe(1_234);
  });

  it('pays 99 / chance, floored to four decimals', () => {
    expect(diceMultiplierBps({ target: 50, condition: 'over' })).toBe(19_800);
    expect(diceMultiplierBps({ target: 50, condition: 'under' })).toBe(19_800);
    expect(diceMultiplierBps({ target: 2, condition: 'over' })).toBe(10_102); // 98% chance
    expect(diceMultiplierBps({ target: 0.01, condition: 'under' })).toBe(99_000_000); // x9900
    expect(diceMultiplierBps({ target: 66.67, condition: 'under' })).toBe(14_849); // 1.48492...
  });

  it('wins strictly over or under the target', () => {
    const play = (float: number, target: number, condition: 'over' | 'under') =>
      diceOutcome(createFloatReader([float]), { target, condition });
    const at5000 = 5_000 / 10_001; // rolls exactly 50.00
    expect(play(at5000, 50, 'over')).toMatchObject({ roll: 50, win: false, multiplier: { numerator: 0 } });
    expect(play(at5000, 50, 'under')).toMatchObject({ roll: 50, win: false });
    expect(play(5_001 / 10_001, 50, 'over')).toMatchObject({
      roll: 50.01,
      win: true,
      multiplier: { numerator: 19_800, denominator: 10_000 },
    });
    expect(play(0, 0.01, 'under')).toMatchObject({ roll: 0, win: true });
    expect(play(LARGEST_FLOAT, 99.99, 'over')).toMatchObject({ roll: 100, win: true });
  });

  it('returns exactly 99 x 10000/10001 % when the multiplier is exact', () => {
    expect(diceRtp({ target: 50, condition: 'over' })).toBeCloseTo(0.99 * (10_000 / 10_001), 12);
    expect(diceRtp({ target: 66.67, condition: 'under' })).toBeLessThan(0.99);
  });

  it.each([
    [{ target: 50, condition: 'sideways' }, 'invalid_params'],
    [{ target: 1.99, condition: 'over' }, 'dice_target_out_of_range'], // 98.01% chance
    [{ target: 98.01, condition: 'under' }, 'dice_target_out_of_range'],
    [{ target: 0, condition: 'under' }, 'dice_target_out_of_range'],
    [{ target: 100, condition: 'over' }, 'dice_target_out_of_range'],
    [{ target: 50.005, condition: 'over' }, 'dice_target_out_of_range'],
    [{ target: '50', condition: 'over' }, 'dice_target_out_of_range'],
    [null, 'invalid_params'],
  ])('refuses bad params %#', (params, code) => {
    expect(() => parseDiceParams(params)).toThrow(expect.objectContaining({ code }));
  });

  it('accepts two-decimal targets given as doubles', () => {
    expect(parseDiceParams({ target: 50.1, condition: 'over' })).toEqual({ target: 50.1, condition: 'over' });
  });
});

describe('limbo', () => {
  it('maps floats with 1e8 / (f x 1e8) x 0.99, floored to hundredths, at least 1.00', () => {
    expect(limboCrashHundredths(0.5)).toBe(198);
    expect(limboCrashHundredths(0.99)).toBe(100);
    expect(limboCrashHundredths(LARGEST_FLOAT)).toBe(100);
    expect(limboCrashHundredths(0.0625)).toBe(1_584);
    // Floating point is part of the published formula: 0.99 / 0.0099 evaluates just under 100.
    expect(limboCrashHundredths(0.0099)).toBe(9_999);
    expect(limboCrashHundredths(0)).toBe(LIMBO_MAX_CRASH_HUNDREDTHS);
  });

  it('wins the target multiplier when the crash point reaches it', () => {
    expect(limboOutcome(createFloatReader([0.495]), { target: 2 })).toMatchObject({
      crashPoint: 2,
      win: true,
      multiplier: { numerator: 20_000, denominator: 10_000 },
    });
    expect(limboOutcome(createFloatReader([0.4951]), { target: 2 })).toMatchObject({
      crashPoint: 1.99,
      win: false,
      multiplier: { numerator: 0 },
    });
  });

  it('returns 99% at any target, up to the 2^32 granularity of the float', () => {
    for (const target of [1.01, 2, 3.33, 100]) expect(limboRtp({ target })).toBeCloseTo(0.99, 6);
    // At x1 000 000 only 4 253 of the 2^32 floats win: the float's granularity adds 0.02%.
    expect(limboRtp({ target: 1_000_000 })).toBeCloseTo((4_253 / 2 ** 32) * 1_000_000, 12);
  });

  it.each([{ target: 1 }, { target: 1_000_000.01 }, { target: 2.001 }, {}])('refuses target %j', (params) => {
    expect(() => parseLimboParams(params)).toThrow(
      expect.objectContaining({ code: 'limbo_target_out_of_range', field: 'target' }),
    );
  });
});
