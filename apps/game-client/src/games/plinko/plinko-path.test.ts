import { createFloatReader, plinkoOutcome, type PlinkoDirection } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import { plinkoBallPath, plinkoBucketHeat, plinkoBucketOffset, plinkoPegOffsets } from './plinko-path';

describe('plinkoBallPath', () => {
  it('moves half a peg spacing per bounce and lands in the bucket of its rights', () => {
    const path: PlinkoDirection[] = ['right', 'right', 'left', 'right', 'left', 'left', 'right', 'right'];
    const { points, bucket } = plinkoBallPath(path);
    expect(bucket).toBe(5);
    expect(points).toHaveLength(9);
    expect(points.slice(0, 4)).toEqual([
      { row: 0, offset: 0 },
      { row: 1, offset: 0.5 },
      { row: 2, offset: 1 },
      { row: 3, offset: 0.5 },
    ]);
    expect(points.at(-1)).toEqual({ row: 8, offset: plinkoBucketOffset(5, 8) });
  });

  it('ends at the edge buckets for all lefts or all rights', () => {
    const allLeft = plinkoBallPath(Array<PlinkoDirection>(16).fill('left'));
    expect(allLeft.bucket).toBe(0);
    expect(allLeft.points.at(-1)).toEqual({ row: 16, offset: -8 });
    expect(plinkoBallPath(Array<PlinkoDirection>(12).fill('right')).bucket).toBe(12);
  });

  it('agrees with the bucket of fairplay’s outcome', () => {
    const floats = [0.1, 0.7, 0.6, 0.2, 0.9, 0.4, 0.55, 0.3, 0.8, 0.05];
    const outcome = plinkoOutcome(createFloatReader(floats), { rows: 10, risk: 'high' });
    expect(plinkoBallPath(outcome.path).bucket).toBe(outcome.bucket);
  });
});

describe('the board', () => {
  it('has rows of 3, 4, ... pegs centred, with the last row framing the buckets', () => {
    const pegs = plinkoPegOffsets(8);
    expect(pegs[0]).toEqual([-1, 0, 1]);
    expect(pegs[7]).toHaveLength(10);
    // Bucket k sits between pegs k and k + 1 of the last row.
    const last = pegs[7] ?? [];
    expect(plinkoBucketOffset(0, 8)).toBe(((last[0] ?? 0) + (last[1] ?? 0)) / 2);
  });

  it('heats buckets towards the edges', () => {
    expect(plinkoBucketHeat(4, 8)).toBe(0);
    expect(plinkoBucketHeat(0, 8)).toBe(1);
  });
});
