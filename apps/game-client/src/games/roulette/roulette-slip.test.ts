import { parseRouletteParams, settleRoulette } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import {
  addChip,
  EUROPEAN_WHEEL,
  slipBets,
  slipTotal,
  spotLabel,
  spotNumbers,
  stakesBySpot,
  undoChip,
  type Chip,
} from './roulette-slip';

function slip(): Chip[] {
  let chips: Chip[] = [];
  chips = addChip(chips, { type: 'straight', number: 17 }, 100);
  chips = addChip(chips, { type: 'red' }, 250);
  chips = addChip(chips, { type: 'straight', number: 17 }, 50);
  chips = addChip(chips, { type: 'dozen', index: 2 }, 100);
  return chips;
}

describe('the bet slip', () => {
  it('makes one bet per spot, in the order spots were first played', () => {
    expect(slipBets(slip())).toEqual([
      { type: 'straight', numbers: [17], amount: 150 },
      { type: 'red', amount: 250 },
      { type: 'dozen', index: 2, amount: 100 },
    ]);
    expect(slipTotal(slip())).toBe(500);
    expect(stakesBySpot(slip()).get('straight:17')).toBe(150);
  });

  it('is what fairplay accepts, and settles at the standard payouts', () => {
    const params = parseRouletteParams({ bets: slipBets(slip()) });
    // 17 is black, in the 2nd dozen: 150 x 36 + 100 x 3; 19 is red, in the 2nd dozen: 250 x 2 + 100 x 3.
    expect(settleRoulette(17, params).totalReturn).toBe(5400 + 300);
    expect(settleRoulette(19, params).totalReturn).toBe(500 + 300);
    expect(settleRoulette(0, params).totalReturn).toBe(0);
  });

  it('takes back the last chip, and ignores chips that are not positive whole amounts', () => {
    expect(slipTotal(undoChip(slip()))).toBe(400);
    expect(addChip([], { type: 'odd' }, 0)).toEqual([]);
    expect(addChip([], { type: 'odd' }, 1.5)).toEqual([]);
    expect(undoChip([])).toEqual([]);
  });

  it('names spots and the numbers they cover', () => {
    expect(spotLabel({ type: 'dozen', index: 3 })).toBe('3rd dozen (25 to 36)');
    expect(spotNumbers({ type: 'column', index: 1 })).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
    expect(spotNumbers({ type: 'low' })).toHaveLength(18);
  });

  it('knows the 37 pockets of the wheel', () => {
    expect(new Set(EUROPEAN_WHEEL).size).toBe(37);
  });
});
