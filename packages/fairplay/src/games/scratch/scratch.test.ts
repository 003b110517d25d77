import { describe, expect, it } from 'vitest';
import { createFloatReader } from '../../rng/floats';
import { payoutMinor } from '../../ratio';
import { parseGameParams, playGame } from '../registry';
import {
  scratchOutcome,
  scratchRtp,
  scratchTier,
  SCRATCH_PRIZES,
  SCRATCH_RTP,
  SCRATCH_SYMBOLS,
  SCRATCH_TIERS,
  SCRATCH_WEIGHT_TOTAL,
  type ScratchSymbol,
} from './scratch';

const LARGEST_FLOAT = 1 - 2 ** -32;

/** A deterministic spread of floats in [0, 1). */
const floatsOf = (seed: number) =>
  Array.from({ length: 10 }, (_, i) => (Math.sin(seed * 12.9898 + i * 78.233) * 43_758.5453) % 1).map((f) =>
    Math.abs(f),
  );

function symbolCounts(fields: readonly ScratchSymbol[]): Map<ScratchSymbol, number> {
  const counts = new Map<ScratchSymbol, number>();
  for (const symbol of fields) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
}

describe('the scratch card prize table', () => {
  it('returns exactly 94.00%, the jackpot pool apart', () => {
    expect(SCRATCH_TIERS.reduce((sum, tier) => sum + tier.weight, 0)).toBe(SCRATCH_WEIGHT_TOTAL);
    const rtp = scratchRtp();
    expect(rtp.numerator).toBe(940_000);
    expect(rtp.denominator).toBe(1_000_000);
    expect(rtp.rtp).toBe(SCRATCH_RTP);
    expect(rtp.hitRate).toBeCloseTo(0.30321, 6);
    expect(rtp.jackpotChance).toBe(1 / 100_000);
    expect(SCRATCH_PRIZES).toEqual({ cherry: 1, lemon: 2, bell: 5, clover: 10, horseshoe: 50, seven: 500, jackpot: 0 });
  });

  it('picks the tier by floor(f x 1 000 000) in the cumulative weights', () => {
    expect(scratchTier(0).symbol).toBe('cherry');
    expect(scratchTier(149_999.5 / 1e6).symbol).toBe('cherry');
    expect(scratchTier(150_000.5 / 1e6).symbol).toBe('lemon');
    expect(scratchTier(303_205.5 / 1e6).symbol).toBe('jackpot');
    expect(scratchTier(303_209.5 / 1e6).symbol).toBe('jackpot');
    expect(scratchTier(303_210.5 / 1e6).symbol).toBeNull();
    expect(scratchTier(LARGEST_FLOAT).symbol).toBeNull();
  });
});

describe('a scratch card', () => {
  it('shows three of the winning symbol, pays its prize and never shows another three', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 3_000; seed += 1) {
      const floats = floatsOf(seed);
      const reader = createFloatReader(floats);
      const outcome = scratchOutcome(reader);
      expect(reader.consumed).toBe(10);
      expect(outcome.fields).toHaveLength(9);
      const counts = symbolCounts(outcome.fields);
      for (const [symbol, count] of counts) {
        if (symbol === outcome.winningSymbol) expect(count).toBe(3);
        else expect(count).toBeLessThanOrEqual(2);
      }
      expect(outcome.winningSymbol).toBe(scratchTier(floats[0] ?? 0).symbol);
      expect(outcome.winningFields.map((field) => outcome.fields[field])).toEqual(
        outcome.winningSymbol ? [outcome.winningSymbol, outcome.winningSymbol, outcome.winningSymbol] : [],
      );
      const prize = outcome.winningSymbol ? SCRATCH_PRIZES[outcome.winningSymbol] : 0;
      expect(payoutMinor(100n, outcome.multiplier)).toBe(BigInt(prize * 100));
      seen.add(outcome.winningSymbol ?? 'none');
    }
    expect(seen).toContain('none');
    expect(seen).toContain('cherry');
  });

  it('a card of three jackpots wins the progressive pool and nothing from the table', () => {
    const floats = [303_205.5 / 1e6, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const outcome = playGame('scratch', createFloatReader(floats), {});
    expect(outcome).toMatchObject({ winningSymbol: 'jackpot', jackpot: true, winningFields: [0, 1, 2] });
    expect(outcome.fields.slice(0, 3)).toEqual(['jackpot', 'jackpot', 'jackpot']);
    // The other fields come two by two from the other symbols, in their order.
    expect(outcome.fields.slice(3)).toEqual(['cherry', 'cherry', 'lemon', 'lemon', 'bell', 'bell']);
    expect(outcome.multiplier.numerator).toBe(0);
  });

  it('a losing card fills its nine fields from two copies of every symbol', () => {
    const outcome = scratchOutcome(createFloatReader([0.9, 0, 0, 0, 0, 0, 0, 0, 0, 0]));
    expect(outcome).toMatchObject({ winningSymbol: null, jackpot: false, winningFields: [] });
    expect(outcome.fields).toEqual([
      'cherry',
      'cherry',
      'lemon',
      'lemon',
      'bell',
      'bell',
      'clover',
      'clover',
      'horseshoe',
    ]);
    expect(SCRATCH_SYMBOLS).toHaveLength(7);
  });

  it('takes no params', () => {
    expect(() => parseGameParams('scratch', [])).toThrow(expect.objectContaining({ code: 'invalid_params' }));
  });
});
