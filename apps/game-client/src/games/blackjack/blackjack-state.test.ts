import { blackjackPublicView, cardAt, type BlackjackState, type Card } from '@casino/fairplay';
import { describe, expect, it } from 'vitest';
import type { Round } from '../../api/provider-types';
import {
  CARD_DELAY_MS,
  cardsOnTable,
  isTableOpen,
  landingDelayMs,
  openingTable,
  roundNetMinor,
  tableState,
} from './blackjack-state';

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
const round = (game: BlackjackState, extra: Partial<Round<'blackjack'>> = {}): Round<'blackjack'> => ({
  id: 'r1',
  bet: 100,
  win: 0,
  nonce: 1,
  clientSeed: 'c',
  serverSeedHash: 'h',
  status: 'open',
  outcome: blackjackPublicView(game),
  ...extra,
});

describe('the blackjack table', () => {
  it('opens empty, or on a round still open with its cards already on the felt', () => {
    expect(openingTable(null)).toEqual({ round: null, shownCards: 0 });
    expect(openingTable(round(state({}), { status: 'settled' })).round).toBeNull();
    const resumed = openingTable(round(state({})));
    expect(isTableOpen(resumed)).toBe(true);
    expect(resumed.shownCards).toBe(Number.MAX_SAFE_INTEGER);
    expect(tableState(resumed)?.phase).toBe('player');
  });

  it('counts the cards on the felt, the hole card and split hands included', () => {
    expect(cardsOnTable(null)).toBe(0);
    const split = state({ hands: [hand(['8', '3'], { split: true }), hand(['8', 'K', '2'], { split: true })] });
    expect(cardsOnTable(blackjackPublicView(split))).toBe(2 + 2 + 3);
  });

  it('waits for each new card to land, at most six of them, and not for cards already shown', () => {
    expect(landingDelayMs(0, 4)).toBe(4 * CARD_DELAY_MS);
    expect(landingDelayMs(4, 5)).toBe(CARD_DELAY_MS);
    expect(landingDelayMs(0, 9)).toBe(6 * CARD_DELAY_MS);
    expect(landingDelayMs(Number.MAX_SAFE_INTEGER, 5)).toBe(0);
  });

  it('nets a finished round against everything staked, doubles included', () => {
    const doubled = state({ phase: 'finished', hands: [hand(['5', '6', 'K'], { doubled: true, result: 'win' })] });
    expect(roundNetMinor(round(doubled, { win: 400, status: 'settled' }))).toBe(200);
    const lost = state({ phase: 'finished', hands: [hand(['K', '6', '9'], { result: 'bust' })] });
    expect(roundNetMinor(round(lost, { status: 'settled' }))).toBe(-100);
  });
});
