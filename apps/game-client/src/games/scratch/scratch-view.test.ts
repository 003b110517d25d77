import { describe, expect, it } from 'vitest';
import {
  cardRule,
  fieldLabel,
  isCardDone,
  isWinShown,
  prizeRows,
  resultLine,
  scratchAll,
  scratchField,
} from './scratch-view';

const format = (amount: number) => `$${(amount / 100).toFixed(2)}`;

describe('scratching a card', () => {
  it('uncovers field by field until all nine are done', () => {
    let scratched = scratchField(new Set(), 4);
    scratched = scratchField(scratched, 4);
    scratched = scratchField(scratched, 9); // no such field
    expect([...scratched]).toEqual([4]);
    expect(isCardDone(scratched)).toBe(false);
    expect(isCardDone(scratchAll())).toBe(true);
  });

  it('shows the win once its three fields are uncovered', () => {
    const outcome = { winningFields: [0, 4, 8] };
    expect(isWinShown(outcome, new Set([0, 4]))).toBe(false);
    expect(isWinShown(outcome, new Set([0, 4, 8]))).toBe(true);
    expect(isWinShown({ winningFields: [] }, scratchAll())).toBe(false);
  });

  it('says what the card won', () => {
    expect(resultLine({ winningSymbol: 'bell', jackpot: false }, 500, format)).toBe('Three bells: you win $5.00.');
    expect(resultLine({ winningSymbol: null, jackpot: false }, 0, format)).toBe('No three alike this time.');
    expect(resultLine({ winningSymbol: 'jackpot', jackpot: true }, 1_234_500, format)).toBe(
      'Three jackpots! The progressive jackpot pays $12345.00.',
    );
    expect(fieldLabel(0, null)).toBe('Field 1: covered, press to scratch');
    expect(fieldLabel(8, 'seven')).toBe('Field 9: Seven');
  });

  it('prints the prizes best first and the table’s RTP', () => {
    expect(prizeRows().map((row) => `${row.name}: ${row.prize}`)).toEqual([
      'Jackpot: the progressive jackpot',
      'Seven: 500× the stake',
      'Horseshoe: 50× the stake',
      'Clover: 10× the stake',
      'Bell: 5× the stake',
      'Lemon: 2× the stake',
      'Cherry: 1× the stake',
    ]);
    expect(cardRule()).toContain('RTP 94.00%');
  });
});
