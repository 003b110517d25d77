import { describe, expect, it } from 'vitest';
import { addChip, betLines, coupLine, EMPTY_SLIP, slipBets, slipTotal, spotRtp } from './baccarat-view';

describe('the baccarat bet slip', () => {
  it('stacks chips per spot and sends the spots with chips, player first', () => {
    let slip = addChip(EMPTY_SLIP, 'tie', 100);
    slip = addChip(slip, 'banker', 500);
    slip = addChip(slip, 'banker', 500);
    expect(slipTotal(slip)).toBe(1_100);
    expect(slipBets(slip)).toEqual([
      { type: 'banker', amount: 1_000 },
      { type: 'tie', amount: 100 },
    ]);
    expect(slipBets(EMPTY_SLIP)).toEqual([]);
  });

  it('prints each spot’s exact RTP', () => {
    expect(spotRtp('banker')).toBe('RTP 98.94%');
    expect(spotRtp('player')).toBe('RTP 98.76%');
    expect(spotRtp('tie')).toBe('RTP 85.64%');
  });
});

describe('the coup in words', () => {
  it('names the winner with the higher total first, ties and naturals', () => {
    expect(coupLine({ winner: 'banker', playerTotal: 5, bankerTotal: 7, natural: false })).toBe('Banker wins 7 to 5');
    expect(coupLine({ winner: 'player', playerTotal: 9, bankerTotal: 7, natural: true })).toBe(
      'Player wins 9 to 7 (natural)',
    );
    expect(coupLine({ winner: 'tie', playerTotal: 6, bankerTotal: 6, natural: false })).toBe('Tie at 6');
  });

  it('tells each bet what it did', () => {
    const format = (amount: number) => `$${(amount / 100).toFixed(2)}`;
    expect(
      betLines(
        {
          bets: [
            { type: 'player', amount: 100, result: 'push', returned: 100 },
            { type: 'banker', amount: 200, result: 'lose', returned: 0 },
            { type: 'tie', amount: 100, result: 'win', returned: 900 },
          ],
        },
        format,
      ),
    ).toEqual(['Player $1.00 returned (tie)', 'Banker $2.00 lost', 'Tie $1.00 won $9.00']);
  });
});
