import { LUCKY_ORBIT_SLOT, evaluateStops, type SlotSpin } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import { cellIndex, paylineCells, spinHighlight, spinWinMinor } from './slot-lines';

const config = LUCKY_ORBIT_SLOT;

/** Stops that put `symbol` in the middle row of every reel (row 1 shows strip[stop + 1]). */
function stopsShowingMiddle(symbol: string): number[] {
  return config.reels.map((strip) => (strip.indexOf(symbol) - 1 + strip.length) % strip.length);
}

describe('paylines', () => {
  it('map rows per reel to window cells', () => {
    expect(paylineCells(config, 0)).toEqual([1, 4, 7, 10, 13]);
    expect(paylineCells(config, 3)).toEqual([0, 4, 8, 10, 12]);
  });
});

describe('spinHighlight', () => {
  it('lights the leading cells of each paying line', () => {
    const spin = evaluateStops(config, stopsShowingMiddle('star'));
    const middle = spin.lineWins.find((win) => win.payline === 0);
    expect(middle).toMatchObject({ symbol: 'star', count: 5 });
    const highlight = spinHighlight(config, spin);
    expect(highlight.lines.find((line) => line.payline === 0)?.cells).toEqual([1, 4, 7, 10, 13]);
    for (const win of spin.lineWins) {
      const cells = highlight.lines.find((line) => line.payline === win.payline)?.cells ?? [];
      expect(cells).toHaveLength(win.count);
    }
  });

  it('lights every scatter in view when they award free spins, and nothing on a blank spin', () => {
    const spin: SlotSpin = {
      freeSpin: false,
      stops: [0, 0, 0, 0, 0],
      lineWins: [],
      scatterCount: 3,
      scatterPay: 2,
      freeSpinsAwarded: 10,
      winMultiplier: 1,
      win: 20,
      grid: [
        ['nova', 'star', 'moon'],
        ['ufo', 'nova', 'moon'],
        ['star', 'moon', 'ufo'],
        ['moon', 'ufo', 'nova'],
        ['star', 'moon', 'ufo'],
      ],
    };
    const highlight = spinHighlight(config, spin);
    expect(highlight.scatterCells).toEqual([cellIndex(config, 0, 0), cellIndex(config, 1, 1), cellIndex(config, 3, 2)]);
    expect(spinHighlight(config, { ...spin, scatterCount: 0, scatterPay: 0, freeSpinsAwarded: 0 }).cells.size).toBe(0);
  });
});

describe('spinWinMinor', () => {
  it('pays line bets: the total bet spread over the ten paylines, floored', () => {
    const spin = { win: 7 } as SlotSpin;
    expect(spinWinMinor(config, 100, spin)).toBe(70);
    expect(spinWinMinor(config, 15, spin)).toBe(10);
  });
});
