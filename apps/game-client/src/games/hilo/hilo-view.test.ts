import { describe, expect, it } from 'vitest';
import { guessOptions } from './hilo-view';

const fresh = { oddsNumerator: '1', oddsDenominator: '1' };

describe('hilo buttons', () => {
  it('show each guess with its chance and the multiplier it brings', () => {
    expect(guessOptions(fresh, '7')).toEqual([
      { guess: 'higher_or_same', label: 'Higher or same', chancePercent: (8 / 13) * 100, multiplierBps: 16_087 },
      { guess: 'lower_or_same', label: 'Lower or same', chancePercent: (6 / 13) * 100, multiplierBps: 21_450 },
      { guess: 'same', label: 'Same', chancePercent: (1 / 13) * 100, multiplierBps: 128_700 },
    ]);
  });

  it('swap in the strict guess where "or same" cannot lose or cannot win', () => {
    expect(guessOptions(fresh, '2').map((option) => option.guess)).toEqual(['higher', 'lower_or_same', 'same']);
    expect(guessOptions(fresh, 'A').map((option) => option.guess)).toEqual(['higher_or_same', 'lower', 'same']);
  });

  it('build on the multiplier already won', () => {
    const afterOne = { oddsNumerator: '13', oddsDenominator: '8' };
    expect(guessOptions(afterOne, '7')[0]?.multiplierBps).toBe(Math.floor((9_900 * 169) / 64));
  });
});
