import { FairplayError } from '../errors';
import { pickIndex, type FloatReader } from '../rng/floats';
import { BPS_PER_UNIT, fromBasisPoints, type Ratio } from '../ratio';
import { binomial } from './mines/mines-math';
import { expectInteger, expectOneOf, expectRecord } from './params';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_PAYOUT_TABLES, PLINKO_RISKS, type PlinkoRisk } from './plinko-tables';

/**
 * Plinko: one float per row, direction floor(f * 2) (0 left, 1 right); the ball lands in the
 * bucket numbered by its count of rights and pays that bucket's published multiplier.
 */
export const PLINKO_HOUSE_EDGE = 0.01;
export const PLINKO_RTP = 1 - PLINKO_HOUSE_EDGE;
export const PLINKO_DIRECTIONS = ['left', 'right'] as const;
export type PlinkoDirection = (typeof PLINKO_DIRECTIONS)[number];

export interface PlinkoParams {
  readonly rows: number;
  readonly risk: PlinkoRisk;
}

export interface PlinkoOutcome {
  readonly path: readonly PlinkoDirection[];
  /** 0 (all left) to rows (all right). */
  readonly bucket: number;
  readonly multiplier: Ratio;
}

export function parsePlinkoParams(input: unknown): PlinkoParams {
  const record = expectRecord(input);
  return {
    rows: expectInteger(record.rows, PLINKO_MIN_ROWS, PLINKO_MAX_ROWS, 'rows', 'plinko_rows_out_of_range'),
    risk: expectOneOf(record.risk, PLINKO_RISKS, 'risk', 'plinko_risk_unknown'),
  };
}

/** The bucket multipliers of a board, in basis points (the tables have at most one decimal). */
export function plinkoTableBps(params: PlinkoParams): number[] {
  const table = PLINKO_PAYOUT_TABLES[params.risk]?.[params.rows];
  if (!table)
    throw new FairplayError(
      'plinko_rows_out_of_range',
      `no table for ${params.rows} rows, ${params.risk} risk`,
      'rows',
    );
  return table.map((multiplier) => Math.round(multiplier * BPS_PER_UNIT));
}

export function plinkoOutcome(reader: FloatReader, params: PlinkoParams): PlinkoOutcome {
  const table = plinkoTableBps(params);
  const path: PlinkoDirection[] = [];
  for (let row = 0; row < params.rows; row += 1) path.push(pickIndex(reader.next(), 2) === 1 ? 'right' : 'left');
  const bucket = path.filter((direction) => direction === 'right').length;
  return { path, bucket, multiplier: fromBasisPoints(table[bucket] ?? 0) };
}

/** The exact RTP of a board: sum over buckets of C(rows, k) / 2^rows x multiplier. */
export function plinkoRtp(params: PlinkoParams): number {
  const table = plinkoTableBps(params);
  const weighted = table.reduce((sum, bps, bucket) => sum + binomial(params.rows, bucket) * bps, 0);
  return weighted / 2 ** params.rows / BPS_PER_UNIT;
}
