import { FairplayError } from '../../errors';
import { pickIndex, type FloatReader } from '../../rng/floats';
import { expectInteger, expectRecord } from '../params';

/**
 * Mines on a 5x5 grid (tiles 0..24, row by row). Mines are placed by the public Fisher-Yates
 * style draw: mine i takes index floor(f_i * (25 - i)) among the tiles still free, in order.
 * After k safe picks the cash-out multiplier is (1 - edge) x C(25, k) / C(25 - mines, k): the
 * inverse of the chance of surviving k picks, less the 1% edge.
 */
export const MINES_TILES = 25;
export const MINES_GRID_SIZE = 5;
export const MINES_MIN = 1;
export const MINES_MAX = 24;
export const MINES_HOUSE_EDGE = 0.01;
/** Nominal RTP: every cash-out point returns 99% before flooring the multiplier to basis points. */
export const MINES_RTP = 1 - MINES_HOUSE_EDGE;
/** (1 - edge) in basis points x 10 000: the numerator of the floored multiplier. */
const RETURN_BPS = 9_900;

export interface MinesParams {
  /** Number of mines, 1 to 24. */
  readonly mines: number;
}

export function parseMinesParams(input: unknown): MinesParams {
  const record = expectRecord(input);
  return { mines: expectInteger(record.mines, MINES_MIN, MINES_MAX, 'mines', 'mines_count_out_of_range') };
}

/** The mine tiles, in the order they were drawn. Reads one float per mine. */
export function drawMinePositions(reader: FloatReader, mines: number): number[] {
  const free = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  const positions: number[] = [];
  for (let i = 0; i < mines; i += 1) {
    const [tile] = free.splice(pickIndex(reader.next(), MINES_TILES - i), 1);
    if (tile === undefined) throw new FairplayError('floats_exhausted', 'a float outside [0, 1) was read');
    positions.push(tile);
  }
  return positions;
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  // Multiply before dividing: every partial product is itself a binomial, so each step is exact.
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** The cash-out multiplier after `safePicks` safe tiles, floored to basis points (0 for no pick). */
export function minesMultiplierBps(mines: number, safePicks: number): number {
  if (safePicks === 0) return 0;
  const safeTiles = MINES_TILES - mines;
  if (safePicks < 0 || safePicks > safeTiles) {
    throw new FairplayError('invalid_params', `safe picks must be from 0 to ${safeTiles}`, 'safePicks');
  }
  return Math.floor((RETURN_BPS * binomial(MINES_TILES, safePicks)) / binomial(safeTiles, safePicks));
}

/** The whole multiplier table for a mine count, index k = safe picks (k = 1 .. 25 - mines). */
export function minesMultiplierTable(mines: number): number[] {
  return Array.from({ length: MINES_TILES - mines }, (_, index) => minesMultiplierBps(mines, index + 1));
}

/** The chance of surviving `safePicks` picks: C(25 - mines, k) / C(25, k). */
export function minesSurvivalChance(mines: number, safePicks: number): number {
  return binomial(MINES_TILES - mines, safePicks) / binomial(MINES_TILES, safePicks);
}

/** The exact RTP of the strategy "reveal `safePicks` tiles, then cash out". */
export function minesStrategyRtp(mines: number, safePicks: number): number {
  return minesSurvivalChance(mines, safePicks) * (minesMultiplierBps(mines, safePicks) / 10_000);
}
