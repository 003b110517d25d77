import { blackjackPublicView, cardAt, type BlackjackState, type Card } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import { allowedActions, stakedMinor, statusText, totalText } from './blackjack-view';

const card = (rank: Card['rank']): Card =>
  cardAt(['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(rank) * 4);
const hand = (ranks: Card['rank'][], extra: Partial<BlackjackState['hands'][number]> = {}) => ({
  cards: ranks.map(card),
  doubled: false,
  split: false,
  done: false,
  result: null,
  payoutHalves: 0,
  ...extra,
});
const state = (extra: Partial<BlackjackState>): BlackjackState => ({
  phase: 'player',
  hands: [hand(['8', '8'])],
  activeHand: 0,
  dealer: [card('9'), card('7')],
  insured: null,
  dealerBlackjack: false,
  multiplier: { numerator: 0, denominator: 2 },
  ...extra,
});

describe('blackjack totals as a player reads them', () => {
  it('says soft totals, blackjack and bust', () => {
    expect(totalText([card('A'), card('6')])).toBe('soft 17');
    expect(totalText([card('A'), card('6'), card('10')])).toBe('17');
    expect(totalText([card('A'), card('K')])).toBe('Blackjack');
    expect(totalText([card('A'), card('K')], { split: true })).toBe('soft 21');
    expect(totalText([card('10'), card('6'), card('9')])).toBe('Bust (25)');
  });

  it("counts only the dealer's up card while the hole card is face down", () => {
    const open = blackjackPublicView(state({ dealer: [card('A'), card('K')], phase: 'insurance' }));
    expect(totalText(open.dealer)).toBe('11');
  });
});

describe('blackjack buttons and money', () => {
  it('offers split on a pair, insurance under an ace, nothing once over', () => {
    expect(allowedActions(blackjackPublicView(state({})))).toEqual(['hit', 'stand', 'double', 'split']);
    expect(allowedActions(blackjackPublicView(state({ phase: 'insurance' })))).toEqual(['insurance', 'no_insurance']);
    expect(allowedActions(blackjackPublicView(state({ phase: 'finished' })))).toEqual([]);
    expect(allowedActions(null)).toEqual([]);
  });

  it('counts every bet on the table: doubles, split hands and insurance', () => {
    const split = state({
      hands: [hand(['8', '3', '10'], { doubled: true, split: true }), hand(['8', '10'], { split: true })],
      insured: true,
    });
    expect(stakedMinor(1_000, blackjackPublicView(split))).toBe(1_000 * 3 + 500);
  });

  it('tells the player what they may do and what was paid', () => {
    expect(statusText(blackjackPublicView(state({})), null)).toBe('Hit, stand, double or split.');
    const second = state({
      hands: [hand(['8', '3'], { done: true }), hand(['8', '5'], { split: true })],
      activeHand: 1,
    });
    expect(statusText(blackjackPublicView(second), null)).toBe('Hand 2 of 2: hit, stand or double.');
    expect(statusText(state({ phase: 'finished' }), '20.00 EUR')).toBe('Round over. Paid 20.00 EUR.');
    expect(statusText(state({ phase: 'finished', dealerBlackjack: true, insured: true }), '15.00 EUR')).toBe(
      'Dealer blackjack: insurance pays 2:1. Paid 15.00 EUR.',
    );
  });
});
