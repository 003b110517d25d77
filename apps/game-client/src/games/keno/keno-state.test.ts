import { resolveRoundSync } from '@casino/fairplay/node';
import { describe, expect, it } from 'vitest';
import type { Round } from '../../api/provider-types';
import {
  clearPicks,
  currentRowHits,
  DEFAULT_QUICK_PICK,
  openingBoard,
  quickPick,
  startDraw,
  toggleNumber,
} from './keno-state';

const drawRound = (picks: number[]): Round<'keno'> => ({
  id: 'r1',
  bet: 100,
  win: 0,
  nonce: 1,
  clientSeed: 'c',
  serverSeedHash: 'h',
  status: 'settled',
  outcome: resolveRoundSync({ serverSeed: 'a1'.repeat(32), clientSeed: 'k', nonce: 1, game: 'keno', params: { picks } })
    .outcome,
});

describe('the keno board', () => {
  it('picks up to ten numbers and refuses an eleventh', () => {
    const board = openingBoard();
    for (let number = 1; number <= 10; number += 1) expect(toggleNumber(board, number)).toBe('ok');
    expect(toggleNumber(board, 11)).toBe('full');
    expect(board.picks).toHaveLength(10);
    expect(toggleNumber(board, 10)).toBe('ok');
    expect(board.picks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('forgets the last draw once the picks change', () => {
    const board = openingBoard();
    startDraw(board, drawRound([3, 7]));
    toggleNumber(board, 12);
    expect(board.last).toBeNull();
    startDraw(board, drawRound([3, 7]));
    clearPicks(board);
    expect(board).toMatchObject({ picks: [], last: null });
  });

  it('quick-picks as many numbers as picked, or the default count', () => {
    const board = openingBoard();
    quickPick(board);
    expect(board.picks).toHaveLength(DEFAULT_QUICK_PICK);
    const unpicked = Array.from({ length: 40 }, (_, index) => index + 1).find(
      (number) => !board.picks.includes(number),
    );
    toggleNumber(board, unpicked ?? 0);
    quickPick(board);
    expect(board.picks).toHaveLength(DEFAULT_QUICK_PICK + 1);
  });

  it('takes the draw’s picks and marks its paytable row once every ball is shown', () => {
    const board = openingBoard();
    const round = drawRound([1, 2, 3, 4, 5]);
    startDraw(board, round);
    expect(board.picks).toEqual([1, 2, 3, 4, 5]);
    expect(board.revealed).toBe(0);
    expect(currentRowHits(board)).toBeNull();
    board.revealed = Number.POSITIVE_INFINITY;
    expect(currentRowHits(board)).toBe(round.outcome.hits.length);
    board.picks = [1, 2, 3, 4];
    expect(currentRowHits(board)).toBeNull();
  });
});
