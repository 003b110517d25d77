import { LUCKY_ORBIT_SLOT, evaluateStops } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import { spinLines } from './slot-state';

const config = LUCKY_ORBIT_SLOT;
const format = (amount: number) => `$${(amount / 100).toFixed(2)}`;

describe('the Lucky Orbit spin', () => {
  it('reads a spin as its line wins, scatter pay and free spins awarded', () => {
    const spin = {
      ...evaluateStops(config, [0, 0, 0, 0, 0]),
      lineWins: [{ payline: 2, count: 4, symbol: config.symbols[0]?.id ?? '', pay: 5 }],
      scatterPay: 2,
      scatterCount: 3,
      winMultiplier: 3,
      freeSpinsAwarded: 10,
    };
    const lines = spinLines(config, spin, 100, format);
    expect(lines).toHaveLength(3);
    expect(lines[0]?.text).toContain(config.symbols[0]?.name ?? '');
    expect(lines[0]?.text).toContain('15');
    expect(lines.map((line) => line.feature)).toEqual([false, false, true]);
    expect(lines[2]?.text).toContain('10');
  });

  it('reads a spin that won nothing as no lines', () => {
    const spin = { ...evaluateStops(config, [0, 0, 0, 0, 0]), lineWins: [], scatterPay: 0, freeSpinsAwarded: 0 };
    expect(spinLines(config, spin as never, 100, format)).toEqual([]);
  });
});
