import { FairplayError } from '../../errors';
import { pickIndex, type FloatReader } from '../../rng/floats';
import { ratio, ZERO_MULTIPLIER, type Ratio } from '../../ratio';
import { expectRecord } from '../params';

/**
 * A scratch card of nine fields: three equal prizes win that prize; three jackpot symbols win
 * the progressive jackpot (outcome.jackpot = true: the platform pays its pool, which this table
 * does not count). Exactly ten floats per card:
 *  1. the card's tier: floor(f_0 x 1 000 000) falls in the cumulative weights of SCRATCH_TIERS;
 *  2. a winning card places its symbol three times, at positions drawn without replacement from
 *     the nine (floor(f x (9 - i)) among those left, ascending: floats 1-3), then fills the six
 *     other fields from two copies of each other symbol (floor(f x (12 - i)) among the copies
 *     left, in SCRATCH_SYMBOLS order: floats 4-9);
 *  3. a losing card fills the nine fields from two copies of every symbol (floats 1-9).
 * No symbol other than the winning one ever shows three times, so a card has at most one win.
 * The table's RTP is exactly 94.00% (scratchRtp): 940 000 / 1 000 000.
 */
export const SCRATCH_FIELDS = 9;
export const SCRATCH_MATCH = 3;
export const SCRATCH_WEIGHT_TOTAL = 1_000_000;

export const SCRATCH_SYMBOLS = ['cherry', 'lemon', 'bell', 'clover', 'horseshoe', 'seven', 'jackpot'] as const;
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number];

export interface ScratchTier {
  /** Null: the losing tier. */
  readonly symbol: ScratchSymbol | null;
  /** What the stake returns when this tier is dealt (the jackpot's 0 here: the pool pays it). */
  readonly multiplier: number;
  /** Cards of this tier per 1 000 000. */
  readonly weight: number;
}

export const SCRATCH_TIERS: readonly ScratchTier[] = [
  { symbol: 'cherry', multiplier: 1, weight: 150_000 },
  { symbol: 'lemon', multiplier: 2, weight: 95_000 },
  { symbol: 'bell', multiplier: 5, weight: 40_000 },
  { symbol: 'clover', multiplier: 10, weight: 15_000 },
  { symbol: 'horseshoe', multiplier: 50, weight: 3_000 },
  { symbol: 'seven', multiplier: 500, weight: 200 },
  { symbol: 'jackpot', multiplier: 0, weight: 10 },
  { symbol: null, multiplier: 0, weight: 696_790 },
];

/** The prize of three of a symbol, in stakes (the jackpot: the progressive pool instead). */
export const SCRATCH_PRIZES: Readonly<Record<ScratchSymbol, number>> = Object.fromEntries(
  SCRATCH_TIERS.flatMap((tier) => (tier.symbol ? [[tier.symbol, tier.multiplier]] : [])),
) as Record<ScratchSymbol, number>;

export const SCRATCH_RTP = 0.94;

export type ScratchParams = Readonly<Record<string, never>>;

export interface ScratchOutcome {
  /** The nine fields, row by row (three rows of three). */
  readonly fields: readonly ScratchSymbol[];
  /** The symbol shown three times, or null. */
  readonly winningSymbol: ScratchSymbol | null;
  /** Where it shows (ascending), or empty. */
  readonly winningFields: readonly number[];
  /** Three jackpot symbols: the platform pays the progressive pool. */
  readonly jackpot: boolean;
  /** The table's prize in stakes (0 for the jackpot, whose pool is paid apart). */
  readonly multiplier: Ratio;
}

export function parseScratchParams(input: unknown): ScratchParams {
  expectRecord(input ?? {});
  return {};
}

function take<T>(pool: T[], float: number): T {
  const [item] = pool.splice(pickIndex(float, pool.length), 1);
  if (item === undefined) throw new FairplayError('floats_exhausted', 'a float outside [0, 1) was read');
  return item;
}

/** The tier a float selects: floor(f x 1 000 000) in the cumulative weights. */
export function scratchTier(float: number): ScratchTier {
  const point = pickIndex(float, SCRATCH_WEIGHT_TOTAL);
  let cumulative = 0;
  for (const tier of SCRATCH_TIERS) {
    cumulative += tier.weight;
    if (point < cumulative) return tier;
  }
  throw new FairplayError('floats_exhausted', 'a float outside [0, 1) was read');
}

export function scratchOutcome(reader: FloatReader): ScratchOutcome {
  const tier = scratchTier(reader.next());
  const fields: (ScratchSymbol | null)[] = Array<ScratchSymbol | null>(SCRATCH_FIELDS).fill(null);
  let winningFields: number[] = [];
  if (tier.symbol) {
    const positions = Array.from({ length: SCRATCH_FIELDS }, (_, index) => index);
    winningFields = Array.from({ length: SCRATCH_MATCH }, () => take(positions, reader.next())).sort((a, b) => a - b);
    for (const position of winningFields) fields[position] = tier.symbol;
  }
  const winning = tier.symbol;
  const copies = SCRATCH_SYMBOLS.filter((symbol) => symbol !== winning).flatMap((symbol) => [symbol, symbol]);
  for (let position = 0; position < SCRATCH_FIELDS; position += 1) {
    if (fields[position] === null) fields[position] = take(copies, reader.next());
  }
  const multiplier = tier.multiplier === 0 ? ZERO_MULTIPLIER : ratio(tier.multiplier, 1);
  return {
    fields: fields as ScratchSymbol[],
    winningSymbol: winning,
    winningFields,
    jackpot: winning === 'jackpot',
    multiplier,
  };
}

/** The exact RTP of the table (jackpot pool excluded): sum of weight x prize over 1 000 000. */
export function scratchRtp(): {
  readonly numerator: number;
  readonly denominator: number;
  readonly rtp: number;
  readonly hitRate: number;
  readonly jackpotChance: number;
} {
  const numerator = SCRATCH_TIERS.reduce((sum, tier) => sum + tier.weight * tier.multiplier, 0);
  const wins = SCRATCH_TIERS.reduce((sum, tier) => sum + (tier.symbol ? tier.weight : 0), 0);
  const jackpot = SCRATCH_TIERS.find((tier) => tier.symbol === 'jackpot')?.weight ?? 0;
  return {
    numerator,
    denominator: SCRATCH_WEIGHT_TOTAL,
    rtp: numerator / SCRATCH_WEIGHT_TOTAL,
    hitRate: wins / SCRATCH_WEIGHT_TOTAL,
    jackpotChance: jackpot / SCRATCH_WEIGHT_TOTAL,
  };
}
