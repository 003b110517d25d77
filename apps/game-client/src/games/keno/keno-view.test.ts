import { describe, expect, it } from 'vitest';
import { formatHundredths, paytableRows, randomPicks, rtpText, tileViews, togglePick } from './keno-view';

describe('keno picks', () => {
  it('toggles numbers and stops at ten', () => {
    expect(togglePick([3, 9], 5)).toEqual([3, 5, 9]);
    expect(togglePick([3, 5, 9], 5)).toEqual([3, 9]);
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(togglePick(ten, 11)).toEqual(ten);
    expect(togglePick(ten, 10)).toEqual(ten.slice(0, 9));
  });

  it('quick-picks distinct numbers from 1 to 40', () => {
    let seed = 0.1;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const picks = randomPicks(10, random);
    expect(new Set(picks).size).toBe(10);
    expect(picks.every((n) => n >= 1 && n <= 40)).toBe(true);
  });

  it('marks hits, misses of the draw and picks, ball by ball', () => {
    const outcome = { drawn: [5, 40, 17, 2, 9, 33, 21, 11, 30, 1] };
    const views = tileViews([5, 6, 40], outcome);
    expect([views[4], views[5], views[39], views[16], views[0]]).toEqual(['hit', 'picked', 'hit', 'drawn', 'drawn']);
    const firstBall = tileViews([5, 6, 40], outcome, 1);
    expect([firstBall[4], firstBall[39], firstBall[16]]).toEqual(['hit', 'picked', 'idle']);
  });
});

describe('the keno paytable on the board', () => {
  it("shows the pick count's paying rows and its exact RTP", () => {
    expect(paytableRows(1)).toEqual([{ hits: 1, multiplierHundredths: 380 }]);
    expect(paytableRows(10).map((row) => row.hits)).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(formatHundredths(9839)).toBe('x98.39');
    expect(rtpText(1)).toBe('95.000%');
    expect(rtpText(3)).toBe('94.998%');
  });
});
