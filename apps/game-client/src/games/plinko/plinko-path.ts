/**
 * The ball's way down a plinko board, from the outcome's directions. The board is a triangle of
 * pegs: row r (0 at the top) has r + 3 pegs, and the gaps under the last row are the buckets
 * (rows + 1 of them). Positions are in peg spacings from the board's centre line.
 */
import type { PlinkoDirection } from '@casino/fairplay';

export interface BallPoint {
  /** 0 before the first row; rows once in the bucket. */
  readonly row: number;
  /** Horizontal offset from the centre, in peg spacings. */
  readonly offset: number;
}

/** Where the ball is above each row and, last, the bucket it lands in (the count of rights). */
export function plinkoBallPath(path: readonly PlinkoDirection[]): { points: BallPoint[]; bucket: number } {
  const points: BallPoint[] = [{ row: 0, offset: 0 }];
  let rights = 0;
  path.forEach((direction, index) => {
    if (direction === 'right') rights += 1;
    const row = index + 1;
    // After `row` bounces with `rights` of them right, the ball sits half a spacing off per bounce.
    points.push({ row, offset: rights - row / 2 });
  });
  return { points, bucket: rights };
}

/** The pegs of a board, row by row, as offsets from the centre. */
export function plinkoPegOffsets(rows: number): number[][] {
  return Array.from({ length: rows }, (_, row) => {
    const count = row + 3;
    return Array.from({ length: count }, (_, peg) => peg - (count - 1) / 2);
  });
}

/** The bucket's centre offset: bucket k of n rows sits at k - n/2 spacings. */
export function plinkoBucketOffset(bucket: number, rows: number): number {
  return bucket - rows / 2;
}

/** How hot a bucket looks, 0 at the centre to 1 at the edges: the edges pay the most. */
export function plinkoBucketHeat(bucket: number, rows: number): number {
  return rows === 0 ? 0 : Math.abs(bucket - rows / 2) / (rows / 2);
}
