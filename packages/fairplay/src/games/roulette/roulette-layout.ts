/**
 * The European single-zero layout: 0 and 1..36 in 12 rows of 3 (row r holds 3r+1, 3r+2, 3r+3),
 * and which number sets each inside bet may cover on it.
 */
export const ROULETTE_POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
export type PocketColor = 'green' | 'red' | 'black';

export function pocketColor(pocket: number): PocketColor {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

export const INSIDE_BET_TYPES = ['straight', 'split', 'street', 'corner', 'line'] as const;
export type InsideBetType = (typeof INSIDE_BET_TYPES)[number];

const ROWS = 12;
const key = (numbers: readonly number[]): string => [...numbers].sort((a, b) => a - b).join('-');

function insideSets(): Record<InsideBetType, number[][]> {
  const sets: Record<InsideBetType, number[][]> = { straight: [], split: [], street: [], corner: [], line: [] };
  for (let n = 0; n < ROULETTE_POCKETS; n += 1) sets.straight.push([n]);
  // Bets touching zero: the three zero splits, the two trios and the "first four".
  sets.split.push([0, 1], [0, 2], [0, 3]);
  sets.street.push([0, 1, 2], [0, 2, 3]);
  sets.corner.push([0, 1, 2, 3]);
  for (let n = 1; n <= 36; n += 1) {
    const notLastColumn = n % 3 !== 0;
    if (notLastColumn) sets.split.push([n, n + 1]);
    if (n <= 33) sets.split.push([n, n + 3]);
    if (notLastColumn && n <= 32) sets.corner.push([n, n + 1, n + 3, n + 4]);
  }
  for (let row = 0; row < ROWS; row += 1) {
    const first = row * 3 + 1;
    sets.street.push([first, first + 1, first + 2]);
    if (row < ROWS - 1) sets.line.push([first, first + 1, first + 2, first + 3, first + 4, first + 5]);
  }
  return sets;
}

/** Every legal inside bet, keyed by its sorted numbers, per type. */
const LEGAL_INSIDE: ReadonlyMap<InsideBetType, ReadonlySet<string>> = new Map(
  Object.entries(insideSets()).map(([type, sets]) => [type as InsideBetType, new Set(sets.map(key))]),
);

export function isLegalInsideBet(type: InsideBetType, numbers: readonly number[]): boolean {
  return LEGAL_INSIDE.get(type)?.has(key(numbers)) ?? false;
}

/** How many legal spots each inside bet type has (for the client's layout and for tests). */
export function legalInsideBets(type: InsideBetType): number[][] {
  return insideSets()[type];
}
