import { cardAt, type BaccaratOutcome, type Card } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import { clearChips, dealCheck, dealOrder, openingTable, placeChip, spotResults } from './baccarat-state';

const card = (index: number): Card => cardAt(index);

describe('the baccarat table', () => {
  it('stacks chips of the bet field on the spots, not while a coup is dealt nor from an invalid field', () => {
    const table = openingTable();
    expect(placeChip(table, 'banker', 100)).toBe(true);
    expect(placeChip(table, 'banker', 50)).toBe(true);
    expect(placeChip(table, 'tie', null)).toBe(false);
    table.busy = true;
    expect(placeChip(table, 'player', 100)).toBe(false);
    expect(table.slip).toEqual({ player: 0, banker: 150, tie: 0 });
    clearChips(table);
    expect(table.slip).toEqual({ player: 0, banker: 0, tie: 0 });
  });

  it('deals only with chips on the felt, none dealt yet, and within the table maximum', () => {
    const table = openingTable();
    expect(dealCheck(table, 1000)).toBe('idle');
    placeChip(table, 'player', 600);
    expect(dealCheck(table, 1000)).toBe('deal');
    placeChip(table, 'tie', 600);
    expect(dealCheck(table, 1000)).toBe('overMax');
    table.busy = true;
    expect(dealCheck(table, 5000)).toBe('idle');
  });

  it('deals player, banker, player, banker, then the third cards', () => {
    const [p1, b1, p2, b2, p3, b3] = [card(0), card(1), card(2), card(3), card(4), card(5)] as const;
    expect(dealOrder({ player: [p1, p2], banker: [b1, b2] }).map(([side]) => side)).toEqual([
      'player',
      'banker',
      'player',
      'banker',
    ]);
    expect(dealOrder({ player: [p1, p2, p3], banker: [b1, b2, b3] })).toEqual([
      ['player', p1],
      ['banker', b1],
      ['player', p2],
      ['banker', b2],
      ['player', p3],
      ['banker', b3],
    ]);
    expect(dealOrder({ player: [p1, p2], banker: [b1, b2, b3] }).at(-1)).toEqual(['banker', b3]);
  });

  it('lights the winning side and the spots that won or pushed', () => {
    const bets = (results: ['player' | 'banker' | 'tie', 'win' | 'lose' | 'push'][]) =>
      results.map(([type, result]) => ({ type, amount: 100, result, returned: 0 })) as BaccaratOutcome['bets'];
    expect(
      spotResults({
        winner: 'tie',
        bets: bets([
          ['player', 'push'],
          ['tie', 'win'],
        ]),
      }),
    ).toEqual({ player: { won: false, push: true }, tie: { won: true, push: false } });
    expect(spotResults({ winner: 'banker', bets: bets([['player', 'lose']]) })).toEqual({
      player: { won: false, push: false },
      banker: { won: true, push: false },
    });
  });
});
