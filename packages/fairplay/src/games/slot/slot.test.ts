import { describe, expect, it } from 'vitest';
import { createNodeFloatReader } from '../../node';
import { createFloatReader } from '../../rng/floats';
import { LUCKY_ORBIT_SLOT } from './lucky-orbit';
import { compileSlot, evaluateLine } from './slot-compile';
import { evaluateStops, slotOutcome } from './slot-play';
import { slotRtp } from './slot-rtp';
import type { SlotConfig } from './slot-types';

/**
 * A slot small enough to enumerate every stop combination (6^5 = 7 776), with every feature:
 * wilds, a scatter in view half the time on each reel, and retriggering free spins.
 */
const TINY_SLOT: SlotConfig = {
  ...LUCKY_ORBIT_SLOT,
  id: 'tiny',
  reels: [
    ['astronaut', 'meteor', 'nova', 'moon', 'star', 'moon'],
    ['orbit', 'meteor', 'astronaut', 'nova', 'moon', 'star'],
    ['moon', 'orbit', 'nova', 'astronaut', 'meteor', 'star'],
    ['meteor', 'astronaut', 'orbit', 'nova', 'star', 'moon'],
    ['star', 'nova', 'meteor', 'moon', 'astronaut', 'moon'],
  ],
  freeSpins: { awards: { 4: 1, 5: 2 }, multiplier: 2 },
};

/** The slot's RTP by brute force over every stop combination, as an exact fraction. */
function bruteForceRtp(config: SlotConfig): { numerator: bigint; denominator: bigint } {
  const lengths = config.reels.map((strip) => strip.length);
  const combinations = lengths.reduce((product, length) => product * length, 1);
  let totalWin = 0n;
  let awarded = 0n;
  for (let index = 0; index < combinations; index += 1) {
    let rest = index;
    const stops = lengths.map((length) => {
      const stop = rest % length;
      rest = Math.floor(rest / length);
      return stop;
    });
    const spin = evaluateStops(config, stops);
    totalWin += BigInt(spin.win);
    awarded += BigInt(spin.freeSpinsAwarded);
  }
  // Per total bet: B = win / (D x lines); R = awarded / D; RTP = B + R M B / (1 - R).
  const d = BigInt(combinations);
  const lines = BigInt(config.paylines.length);
  const m = BigInt(config.freeSpins.multiplier);
  return { numerator: totalWin * (d - awarded) + awarded * m * totalWin, denominator: lines * d * (d - awarded) };
}

const sameFraction = (a: { numerator: bigint; denominator: bigint }, b: { numerator: bigint; denominator: bigint }) =>
  a.numerator * b.denominator === b.numerator * a.denominator;

describe('slot lines', () => {
  const slot = compileSlot(LUCKY_ORBIT_SLOT);
  const line = (...ids: string[]) =>
    evaluateLine(
      slot,
      Int32Array.from(ids, (id) => slot.symbolIds.indexOf(id)),
    );

  it('pays matching symbols from the leftmost reel', () => {
    expect(line('astronaut', 'astronaut', 'astronaut', 'moon', 'star')).toMatchObject({ count: 3, pay: 50 });
    expect(line('moon', 'moon', 'moon', 'moon', 'moon')).toMatchObject({ count: 5, pay: 100 });
    expect(line('moon', 'moon', 'star', 'moon', 'moon').pay).toBe(0);
    expect(line('star', 'moon', 'moon', 'moon', 'moon').pay).toBe(0);
  });

  it('lets the wild stand in for any symbol but the scatter', () => {
    expect(line('rocket', 'orbit', 'orbit', 'rocket', 'star')).toMatchObject({
      symbol: slot.symbolIds.indexOf('rocket'),
      count: 4,
      pay: 150,
    });
    expect(line('nova', 'orbit', 'orbit', 'nova', 'nova').pay).toBe(0);
    expect(line('ufo', 'orbit', 'nova', 'ufo', 'ufo').pay).toBe(0); // only two in a row
  });

  it('evaluates a whole spin: ten paylines and the scatter', () => {
    const spin = evaluateStops(LUCKY_ORBIT_SLOT, [0, 0, 0, 0, 0]);
    expect(spin.grid.map((reel) => reel[0])).toEqual(['nova', 'nova', 'nova', 'nova', 'nova']);
    expect(spin).toMatchObject({ scatterCount: 5, scatterPay: 500, freeSpinsAwarded: 20, winMultiplier: 1 });
  });
});

describe('slot rounds', () => {
  const noScatterFloat = 0.5; // stop 16 on every reel: no Supernova in view

  it('plays the free spins scatters award, at x3, retriggering', () => {
    const floats = [0, 0, 0, 0, 0, ...Array<number>(5).fill(0), ...Array<number>(5 * 39).fill(noScatterFloat)];
    const outcome = slotOutcome(createFloatReader(floats), LUCKY_ORBIT_SLOT);
    expect(outcome.freeSpinsPlayed).toBe(40); // 20 from the paid spin, 20 more from the first free spin
    expect(outcome.spins[1]).toMatchObject({ freeSpin: true, winMultiplier: 3, freeSpinsAwarded: 20 });
    const quiet = outcome.spins[2];
    expect(quiet?.win).toBe(
      ((quiet?.lineWins.reduce((sum, win) => sum + win.pay, 0) ?? 0) + (quiet?.scatterPay ?? 0)) * 3,
    );
    expect(outcome.totalWin).toBe(outcome.spins.reduce((sum, spin) => sum + spin.win, 0));
    expect(outcome.multiplier).toEqual({ numerator: outcome.totalWin, denominator: 10 });
  });

  it('a spin without scatters is one paid spin, five floats', () => {
    const reader = createFloatReader(Array<number>(5).fill(noScatterFloat));
    expect(slotOutcome(reader, LUCKY_ORBIT_SLOT).spins).toHaveLength(1);
    expect(reader.consumed).toBe(5);
  });
});

describe('slot RTP', () => {
  it('is computed exactly: 96.10% for Lucky Orbit', () => {
    const report = slotRtp(LUCKY_ORBIT_SLOT);
    expect(report.combinations).toBe(32n ** 5n);
    expect(report.rtp).toBeCloseTo(0.961049289604819, 12);
    expect(report.baseLineRtp + report.baseScatterRtp + report.freeSpinsRtp).toBeCloseTo(report.rtp, 12);
    expect(report.freeSpinsTriggerChance).toBeCloseTo(0.011184811592102, 12);
  });

  it('the analytic figure equals a brute-force enumeration of every stop combination', () => {
    const analytic = slotRtp(TINY_SLOT);
    expect(sameFraction(analytic.exact, bruteForceRtp(TINY_SLOT))).toBe(true);
    expect(analytic.freeSpinsRtp).toBeGreaterThan(0);
  });

  it('a seeded simulation lands within its confidence interval', () => {
    const rounds = 100_000;
    const serverSeed = 'a'.repeat(64);
    let sum = 0;
    let sumOfSquares = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const outcome = slotOutcome(
        createNodeFloatReader({ serverSeed, clientSeed: 'slot-test', nonce }),
        LUCKY_ORBIT_SLOT,
      );
      const returned = outcome.totalWin / 10;
      sum += returned;
      sumOfSquares += returned * returned;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((sumOfSquares / rounds - mean * mean) / rounds);
    // Five standard errors: a fixed seed cannot flake, and a wrong RTP by a point or two still fails.
    expect(Math.abs(mean - slotRtp(LUCKY_ORBIT_SLOT).rtp)).toBeLessThan(5 * standardError);
  }, 60_000);
});
