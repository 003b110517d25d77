import { FairplayError } from '../../errors';
import type { SlotConfig } from './slot-types';

/**
 * A slot config turned into integer arrays once, so evaluating a spin (millions of times in the
 * benchmark) compares numbers rather than strings.
 */
export interface CompiledSlot {
  readonly config: SlotConfig;
  readonly symbolIds: readonly string[];
  readonly reels: readonly Int32Array[];
  /** pays[symbol][count], 0 when the count does not pay. */
  readonly pays: readonly (readonly number[])[];
  readonly wild: number;
  readonly scatter: number;
  readonly freeSpinAwards: readonly number[];
  readonly maxCount: number;
  /** For each payline, the window index (reel x rows + row) of its cell on each reel. */
  readonly paylineCells: readonly Int32Array[];
}

const compiled = new WeakMap<SlotConfig, CompiledSlot>();

function indexOfKind(config: SlotConfig, kind: 'wild' | 'scatter'): number {
  const indexes = config.symbols.flatMap((symbol, index) => (symbol.kind === kind ? [index] : []));
  if (indexes.length > 1) throw new FairplayError('invalid_params', `a slot has at most one ${kind} symbol`);
  return indexes[0] ?? -1;
}

function validate(config: SlotConfig): void {
  const reelCount = config.reels.length;
  for (const payline of config.paylines) {
    if (
      payline.length !== reelCount ||
      payline.some((row) => !Number.isInteger(row) || row < 0 || row >= config.rows)
    ) {
      throw new FairplayError(
        'invalid_params',
        `payline ${payline.join(',')} does not fit ${reelCount} reels of ${config.rows} rows`,
      );
    }
  }
  if (config.reels.some((strip) => strip.length < config.rows))
    throw new FairplayError('invalid_params', 'a strip is shorter than the window');
}

export function compileSlot(config: SlotConfig): CompiledSlot {
  const cached = compiled.get(config);
  if (cached) return cached;
  validate(config);
  const symbolIds = config.symbols.map((symbol) => symbol.id);
  const maxCount = config.reels.length;
  const reels = config.reels.map((strip) =>
    Int32Array.from(strip, (id) => {
      const index = symbolIds.indexOf(id);
      if (index < 0) throw new FairplayError('invalid_params', `unknown symbol ${id} on a reel`);
      return index;
    }),
  );
  const pays = config.symbols.map((symbol) =>
    Array.from({ length: maxCount + 1 }, (_, count) => symbol.pays[count] ?? 0),
  );
  const windowCells = maxCount * config.rows;
  const freeSpinAwards = Array.from({ length: windowCells + 1 }, (_, count) => config.freeSpins.awards[count] ?? 0);
  const paylineCells = config.paylines.map((payline) =>
    Int32Array.from(payline, (row, reel) => reel * config.rows + row),
  );
  const result: CompiledSlot = {
    config,
    symbolIds,
    reels,
    pays,
    maxCount,
    freeSpinAwards,
    paylineCells,
    wild: indexOfKind(config, 'wild'),
    scatter: indexOfKind(config, 'scatter'),
  };
  compiled.set(config, result);
  return result;
}

/**
 * The pay of one payline's symbols (left to right), in line bets, and the symbol and count paid.
 * The wild stands in for any symbol but the scatter; a line of leading wilds pays the better of the
 * wilds' own pay and the pay of the first other symbol they complete.
 */
export function evaluateLine(
  slot: CompiledSlot,
  line: ArrayLike<number>,
): { symbol: number; count: number; pay: number } {
  const { wild, scatter, pays } = slot;
  const length = line.length;
  let wildRun = 0;
  while (wildRun < length && line[wildRun] === wild) wildRun += 1;
  const wildPay = wildRun > 0 ? (pays[wild]?.[wildRun] ?? 0) : 0;
  const base = wildRun < length ? (line[wildRun] ?? -1) : -1;
  let count = wildRun;
  if (base >= 0 && base !== scatter) {
    while (count < length && (line[count] === base || line[count] === wild)) count += 1;
  }
  const basePay = base >= 0 && base !== scatter ? (pays[base]?.[count] ?? 0) : 0;
  if (wildPay >= basePay) return { symbol: wild, count: wildRun, pay: wildPay };
  return { symbol: base, count, pay: basePay };
}
