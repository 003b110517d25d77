import type { EngineSymbol } from '../engine-types';

/**
 * Helpers that write a config's plain data: the strips and tables they return are ordinary
 * arrays and records, so the exported configs stay JSON the client can draw from.
 */
export const regular = (id: string, name: string, pays: Readonly<Record<number, number>>): EngineSymbol => ({
  id,
  name,
  kind: 'regular',
  pays,
});
export const wild = (id: string, name: string, pays: Readonly<Record<number, number>> = {}): EngineSymbol => ({
  id,
  name,
  kind: 'wild',
  pays,
});
export const scatter = (id: string, name: string, pays: Readonly<Record<number, number>> = {}): EngineSymbol => ({
  id,
  name,
  kind: 'scatter',
  pays,
});
export const coin = (id: string, name: string): EngineSymbol => ({ id, name, kind: 'coin', pays: {} });

/**
 * A reel strip holding each symbol `count` times, spread evenly: copy k of a symbol sits at
 * (k + offset) / count of the way round, the offset differing per symbol and per reel, so equal
 * symbols rarely touch and no two reels are alike. A key 'id*k' places `count` stacks of k.
 */
export function strip(counts: Readonly<Record<string, number>>, reel: number): string[] {
  const placed: { id: string; at: number; stack: number }[] = [];
  Object.entries(counts).forEach(([key, count], index) => {
    // 'coin*3' places stacks of three coins: stacks make full screens of a symbol possible.
    const [id = key, stackText] = key.split('*');
    const stack = Number(stackText ?? 1);
    const offset = ((index * 0.618034 + reel * 0.414214) % 1) * 0.999;
    for (let copy = 0; copy < count; copy += 1) placed.push({ id, at: (copy + offset) / count, stack });
  });
  return placed
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
    .flatMap((entry) => Array<string>(entry.stack).fill(entry.id));
}

/** Five strips from per-reel counts (a symbol absent from a reel's counts is not on it). */
export const strips = (perReel: readonly Readonly<Record<string, number>>[]): string[][] =>
  perReel.map((counts, reel) => strip(counts, reel));

/** Multiplies every listed pay: a theme's paytable written once in relative terms. */
export function paysTimes(pays: Readonly<Record<number, number>>, factor: number): Record<number, number> {
  return Object.fromEntries(Object.entries(pays).map(([count, pay]) => [count, pay * factor]));
}

/** Paylines of a 5 x 3 window: rows crossed on each reel (0 = top), the first ten as Lucky Orbit's. */
// prettier-ignore
export const PAYLINES_5X3: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2],
  [1, 0, 2, 0, 1],
  [1, 2, 0, 2, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
];

export const paylines = (count: number): readonly (readonly number[])[] => PAYLINES_5X3.slice(0, count);
