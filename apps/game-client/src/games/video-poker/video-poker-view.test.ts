import { describe, expect, it } from 'vitest';
import { handLine, litRow, NO_HOLD, PAYTABLE_ROWS, rowPayout, rtpLine, toggleHold } from './video-poker-view';

const format = (amount: number) => `$${(amount / 100).toFixed(2)}`;

describe('the video poker paytable', () => {
  it('prints the 9/6 rows from royal flush to jacks or better', () => {
    expect(PAYTABLE_ROWS.map((row) => `${row.name} ${row.pays}`)).toEqual([
      'Royal flush 800',
      'Straight flush 50',
      'Four of a kind 25',
      'Full house 9',
      'Flush 6',
      'Straight 4',
      'Three of a kind 3',
      'Two pair 2',
      'Jacks or better 1',
    ]);
    expect(rtpLine()).toBe('9/6 Jacks or Better · RTP 99.54% with optimal play');
  });

  it('shows what each row pays for the bet, and lights the hand made', () => {
    expect(rowPayout(PAYTABLE_ROWS[3]!, 250, format)).toBe('$22.50');
    expect(rowPayout(PAYTABLE_ROWS[0]!, null, format)).toBe('800×');
    expect(litRow({ hand: 'full_house' })).toBe('full_house');
    expect(litRow({ hand: 'nothing' })).toBeNull();
    expect(litRow(null)).toBeNull();
  });
});

describe('holding and drawing', () => {
  it('toggles one card at a time', () => {
    const once = toggleHold(NO_HOLD, 2);
    expect(once).toEqual([false, false, true, false, false]);
    expect(toggleHold(once, 2)).toEqual(NO_HOLD);
  });

  it('tells the player what the hand is', () => {
    expect(handLine({ phase: 'dealt', hand: 'two_pair' }, 0, format)).toBe(
      'You hold two pair already. Choose the cards to hold, then draw.',
    );
    expect(handLine({ phase: 'dealt', hand: 'nothing' }, 0, format)).toBe('Choose the cards to hold, then draw.');
    expect(handLine({ phase: 'finished', hand: 'flush' }, 600, format)).toBe('Flush! You win $6.00.');
    expect(handLine({ phase: 'finished', hand: 'nothing' }, 0, format)).toBe('No win this hand.');
  });
});
