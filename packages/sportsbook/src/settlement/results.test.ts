import { describe, expect, it } from 'vitest';
import {
  settleAgainstLine,
  settleBothTeamsToScore,
  settleHandicap,
  settleMatchResult,
  settleMatchWinner,
  settleTotal,
} from './results';

describe('totals from the final score', () => {
  it('settle half, whole and quarter lines', () => {
    const table: [number, number, string, string][] = [
      // line, total goals, over, under
      [2.5, 3, 'win', 'lose'],
      [2.5, 2, 'lose', 'win'],
      [2, 2, 'void', 'void'],
      [2, 3, 'win', 'lose'],
      [2.25, 3, 'win', 'lose'],
      [2.25, 2, 'half_lose', 'half_win'], // half at 2 pushes, half at 2.5
      [2.25, 1, 'lose', 'win'],
      [2.75, 3, 'half_win', 'half_lose'], // half at 2.5 decided, half at 3 pushes
      [2.75, 4, 'win', 'lose'],
      [2.75, 2, 'lose', 'win'],
      [0.25, 0, 'half_lose', 'half_win'],
    ];
    for (const [line, goals, over, under] of table) {
      const score = { home: goals, away: 0 };
      expect([settleTotal(line, 'over', score), settleTotal(line, 'under', score)], `${line} with ${goals}`).toEqual([
        over,
        under,
      ]);
    }
  });
});

describe('Asian handicaps from the final score (named by the home handicap)', () => {
  it('settle quarter, whole and half lines for both sides', () => {
    const table: [number, [number, number], string, string][] = [
      [-0.25, [1, 1], 'half_lose', 'half_win'], // home -0.25 on a draw: half at 0 void, half at -0.5 lost
      [-0.25, [2, 1], 'win', 'lose'],
      [0.25, [1, 1], 'half_win', 'half_lose'],
      [-0.75, [2, 1], 'half_win', 'half_lose'], // wins by one: half at -0.5 won, half at -1 void
      [-0.75, [3, 1], 'win', 'lose'],
      [-0.75, [1, 1], 'lose', 'win'],
      [-1, [2, 1], 'void', 'void'],
      [-1.25, [2, 1], 'half_lose', 'half_win'],
      [0, [0, 0], 'void', 'void'],
      [-1.5, [3, 1], 'win', 'lose'],
      [1.5, [0, 1], 'win', 'lose'],
    ];
    for (const [line, [home, away], homeResult, awayResult] of table) {
      const score = { home, away };
      expect(
        [settleHandicap(line, 'home', score), settleHandicap(line, 'away', score)],
        `${line} at ${home}-${away}`,
      ).toEqual([homeResult, awayResult]);
    }
  });

  it('refuses lines that are not quarters and scores that are not whole', () => {
    expect(() => settleAgainstLine(1, 0.3)).toThrow(expect.objectContaining({ code: 'invalid_line' }));
    expect(() => settleHandicap(-0.5, 'home', { home: -1, away: 0 })).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
    expect(() => settleTotal(2.5, 'over', { home: 1.5, away: 0 })).toThrow(
      expect.objectContaining({ code: 'invalid_score' }),
    );
  });
});

describe('the other markets', () => {
  it('match result, both teams to score and match winner', () => {
    expect(settleMatchResult('draw', { home: 1, away: 1 })).toBe('win');
    expect(settleMatchResult('home', { home: 0, away: 1 })).toBe('lose');
    expect(settleMatchResult('away', { home: 0, away: 1 })).toBe('win');
    expect(settleBothTeamsToScore('yes', { home: 2, away: 1 })).toBe('win');
    expect(settleBothTeamsToScore('no', { home: 2, away: 0 })).toBe('win');
    expect(settleBothTeamsToScore('yes', { home: 0, away: 0 })).toBe('lose');
    expect(settleMatchWinner('away', 'away')).toBe('win');
  });
});
