import { describe, expect, it } from 'vitest';
import { isFairplayError } from '../../errors';
import { createNodeFloatReader } from '../../node';
import { createFloatReader } from '../../rng/floats';
import { CARD_RANKS, CARD_SUITS, DECK_SIZE, type CardRank } from '../cards';
import {
  blackjackAllowedActions,
  blackjackPublicView,
  blackjackStakedMinor,
  blackjackTotal,
  blackjackWinMinor,
  BLACKJACK_SHOE_SIZE,
  createShoe,
  parseBlackjackAction,
  replayBlackjack,
  startBlackjack,
  type BlackjackActionType,
  type BlackjackState,
} from './blackjack';
import { BLACKJACK_PUBLISHED_RTP, playBlackjackBasicStrategy } from './blackjack-rtp';

/**
 * Floats that deal these ranks in this order (hearts, say): each picks, among the slots left in
 * the shoe, the first slot holding that card, as the public draw floor(f x slots left) reads it.
 */
function floatsDealing(ranks: readonly CardRank[]): number[] {
  const slots = Array.from({ length: BLACKJACK_SHOE_SIZE }, (_, slot) => slot);
  return ranks.map((rank) => {
    const card = CARD_RANKS.indexOf(rank) * CARD_SUITS.length + 1;
    const position = slots.findIndex((slot) => slot % DECK_SIZE === card);
    const float = (position + 0.5) / slots.length;
    slots.splice(position, 1);
    return float;
  });
}

/** Deal order: player, dealer up, player, dealer hole, then the draws. */
const deal = (player: [CardRank, CardRank], dealer: [CardRank, CardRank], draws: CardRank[] = []) =>
  floatsDealing([player[0], dealer[0], player[1], dealer[1], ...draws]);

function play(floats: number[], actions: BlackjackActionType[]): BlackjackState {
  return replayBlackjack(
    createFloatReader(floats),
    {},
    actions.map((type) => ({ type })),
  );
}

const ranks = (cards: readonly { rank: CardRank }[]) => cards.map((card) => card.rank);
const code = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return isFairplayError(error) ? error.code : 'other';
  }
  return 'none';
};

describe('the shoe', () => {
  it('deals six decks without replacement: 312 cards, each card six times', () => {
    const shoe = createShoe(createFloatReader(Array<number>(BLACKJACK_SHOE_SIZE).fill(0)));
    const counts = new Map<string, number>();
    for (let i = 0; i < BLACKJACK_SHOE_SIZE; i += 1) {
      const card = shoe.draw();
      counts.set(card.label, (counts.get(card.label) ?? 0) + 1);
    }
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((count) => count === 6)).toBe(true);
  });

  it('deals the player, the up card, the player, the hole card', () => {
    const state = startBlackjack(createShoe(createFloatReader(deal(['9', '5'], ['7', '3']))));
    expect(ranks(state.hands[0]?.cards ?? [])).toEqual(['9', '5']);
    expect(ranks(state.dealer)).toEqual(['7', '3']);
    expect(state.phase).toBe('player');
  });
});

describe('blackjack rules', () => {
  it('pays a natural 3:2 at once', () => {
    const state = play(deal(['A', 'K'], ['9', '7']), []);
    expect(state).toMatchObject({ phase: 'finished', multiplier: { numerator: 5, denominator: 2 } });
    expect(state.hands[0]?.result).toBe('blackjack');
    expect(blackjackWinMinor(100n, state)).toBe(250n);
    // 3:2 of an odd bet is floored to the minor unit.
    expect(blackjackWinMinor(15n, state)).toBe(37n);
  });

  it('has the dealer stand on soft 17 and draw to 16', () => {
    const soft17 = play(deal(['10', '8'], ['6', 'A'], ['5']), ['stand']);
    expect(ranks(soft17.dealer)).toEqual(['6', 'A']);
    expect(blackjackTotal(soft17.dealer)).toEqual({ total: 17, soft: true });
    expect(soft17.hands[0]?.result).toBe('win');
    expect(soft17.multiplier).toEqual({ numerator: 4, denominator: 2 });

    const sixteen = play(deal(['10', '8'], ['10', '6'], ['5']), ['stand']);
    expect(ranks(sixteen.dealer)).toEqual(['10', '6', '5']);
    expect(sixteen.hands[0]?.result).toBe('lose');
    expect(sixteen.multiplier.numerator).toBe(0);
  });

  it('pushes equal totals: the bet comes back', () => {
    const state = play(deal(['10', '8'], ['J', '8']), ['stand']);
    expect(state.hands[0]?.result).toBe('push');
    expect(blackjackWinMinor(100n, state)).toBe(100n);
  });

  it('busts a hand over 21: the dealer does not draw and the bet is lost', () => {
    const state = play(deal(['10', '6'], ['10', '6'], ['Q', '5']), ['hit']);
    expect(state.hands[0]?.result).toBe('bust');
    expect(ranks(state.dealer)).toEqual(['10', '6']);
    expect(blackjackWinMinor(100n, state)).toBe(0n);
  });

  it('doubles on two cards: one card, two bets', () => {
    const state = play(deal(['5', '6'], ['10', '7'], ['10']), ['double']);
    expect(state.hands[0]).toMatchObject({ doubled: true, result: 'win' });
    expect(ranks(state.hands[0]?.cards ?? [])).toEqual(['5', '6', '10']);
    expect(blackjackStakedMinor(100n, state)).toBe(200n);
    expect(blackjackWinMinor(100n, state)).toBe(400n);
  });

  it('splits a pair once, doubles after the split, and settles each hand', () => {
    // 8 8 against 10 7: split; hand 1 takes a 3, doubles onto a 10 (21); hand 2 takes a 10 (18) and stands.
    let state = play(deal(['8', '8'], ['10', '7'], ['3', '10', '10']), ['split']);
    expect(state.hands.map((hand) => ranks(hand.cards))).toEqual([['8', '3'], ['8']]);
    state = play(deal(['8', '8'], ['10', '7'], ['3', '10', '10']), ['split', 'double']);
    expect(state.hands.map((hand) => ranks(hand.cards))).toEqual([
      ['8', '3', '10'],
      ['8', '10'],
    ]);
    expect(state.activeHand).toBe(1);
    expect(blackjackAllowedActions(state)).toEqual(['hit', 'stand', 'double']);
    state = play(deal(['8', '8'], ['10', '7'], ['3', '10', '10']), ['split', 'double', 'stand']);
    expect(state.hands.map((hand) => hand.result)).toEqual(['win', 'win']);
    expect(blackjackStakedMinor(100n, state)).toBe(300n);
    expect(blackjackWinMinor(100n, state)).toBe(600n);
  });

  it('gives split aces one card each, and their 21 is no blackjack', () => {
    const state = play(deal(['A', 'A'], ['10', '9'], ['K', '7']), ['split']);
    expect(state.phase).toBe('finished');
    expect(state.hands.map((hand) => ranks(hand.cards))).toEqual([
      ['A', 'K'],
      ['A', '7'],
    ]);
    expect(state.hands.map((hand) => hand.result)).toEqual(['win', 'lose']);
    expect(state.multiplier).toEqual({ numerator: 4, denominator: 2 });
  });

  it('offers insurance under an ace: it pays 2:1 when the dealer has blackjack', () => {
    const floats = deal(['10', '9'], ['A', 'K']);
    const offered = play(floats, []);
    expect(offered.phase).toBe('insurance');
    expect(blackjackAllowedActions(offered)).toEqual(['insurance', 'no_insurance']);
    const insured = play(floats, ['insurance']);
    expect(insured).toMatchObject({ phase: 'finished', insured: true, dealerBlackjack: true });
    expect(insured.hands[0]?.result).toBe('lose');
    expect(blackjackStakedMinor(100n, insured)).toBe(150n);
    expect(blackjackWinMinor(100n, insured)).toBe(150n);
    const declined = play(floats, ['no_insurance']);
    expect(blackjackWinMinor(100n, declined)).toBe(0n);
  });

  it('loses insurance when the dealer has no blackjack, and play goes on', () => {
    const state = play(deal(['10', '9'], ['A', '6'], []), ['insurance', 'stand']);
    expect(state).toMatchObject({ phase: 'finished', insured: true, dealerBlackjack: false });
    expect(state.hands[0]?.result).toBe('win');
    expect(blackjackStakedMinor(100n, state)).toBe(150n);
    expect(blackjackWinMinor(100n, state)).toBe(200n);
  });

  it('peeks under a ten: a dealer blackjack ends the round before the player acts; a player natural pushes it', () => {
    expect(play(deal(['10', '9'], ['K', 'A']), [])).toMatchObject({
      phase: 'finished',
      dealerBlackjack: true,
      multiplier: { numerator: 0 },
    });
    const both = play(deal(['A', 'Q'], ['K', 'A']), []);
    expect(both.hands[0]?.result).toBe('push');
    expect(both.multiplier).toEqual({ numerator: 2, denominator: 2 });
  });

  it('refuses what the rules do not allow', () => {
    const floats = deal(['5', '3'], ['10', '7'], ['2', '2', '2', '2']);
    expect(code(() => play(floats, ['hit', 'double']))).toBe('blackjack_action_not_allowed');
    expect(code(() => play(floats, ['split']))).toBe('blackjack_action_not_allowed');
    expect(code(() => play(floats, ['insurance']))).toBe('blackjack_action_not_allowed');
    expect(code(() => play(deal(['10', '9'], ['A', '6']), ['hit']))).toBe('blackjack_action_not_allowed');
    expect(code(() => play(deal(['A', 'K'], ['9', '7']), ['stand']))).toBe('game_round_finished');
    expect(code(() => play(deal(['8', '8'], ['10', '7'], ['8', '8']), ['split', 'split']))).toBe(
      'blackjack_action_not_allowed',
    );
    expect(code(() => parseBlackjackAction({ type: 'surrender' }))).toBe('invalid_action');
    expect(code(() => parseBlackjackAction('hit'))).toBe('invalid_params');
  });

  it('keeps the hole card face down until the round is over', () => {
    const open = play(deal(['10', '6'], ['9', '7']), []);
    expect(blackjackPublicView(open).dealer).toEqual([open.dealer[0], null]);
    expect(blackjackPublicView(open).dealerBlackjack).toBeNull();
    const over = play(deal(['10', '6'], ['9', '7'], ['2']), ['stand']);
    expect(blackjackPublicView(over).dealer).toEqual(over.dealer);
  });

  it('replays the same round from the seeds, whatever the number of steps', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 3 };
    const once = replayBlackjack(createNodeFloatReader(seeds), {}, []);
    expect(replayBlackjack(createNodeFloatReader(seeds), {}, [])).toEqual(once);
  });
});

describe('blackjack RTP', () => {
  it('basic strategy returns the published 99.50% within the sampling error', () => {
    const rounds = 60_000;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const { returnOnBet } = playBlackjackBasicStrategy(
        createNodeFloatReader({ serverSeed: 'b'.repeat(64), clientSeed: 'rtp', nonce }),
      );
      sum += returnOnBet;
      squares += returnOnBet * returnOnBet;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((squares / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - BLACKJACK_PUBLISHED_RTP)).toBeLessThan(3.3 * standardError);
  }, 60_000);
});
