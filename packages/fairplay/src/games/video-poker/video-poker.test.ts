import { describe, expect, it } from 'vitest';
import { createFloatReader } from '../../rng/floats';
import { payoutMinor } from '../../ratio';
import { cardAt, CARD_RANKS, CARD_SUITS, DECK_SIZE, type Card } from '../cards';
import { playGame } from '../registry';
import {
  evaluateVideoPokerHand,
  parseVideoPokerAction,
  replayVideoPoker,
  VIDEO_POKER_HANDS,
  VIDEO_POKER_PAYTABLE,
  VIDEO_POKER_PUBLISHED_RTP,
  type VideoPokerHand,
} from './video-poker';

const SUIT = { d: 'diamonds', h: 'hearts', s: 'spades', c: 'clubs' } as const;
/** '10h' -> the card: rank then suit letter. */
function parse(text: string): Card {
  const rank = text.slice(0, -1) as (typeof CARD_RANKS)[number];
  const suit = SUIT[text.slice(-1) as keyof typeof SUIT];
  return cardAt(CARD_RANKS.indexOf(rank) * CARD_SUITS.length + CARD_SUITS.indexOf(suit));
}
const hand = (text: string) => text.split(' ').map(parse);
const evaluate = (text: string) => evaluateVideoPokerHand(hand(text));

/** Floats that deal these cards in order from a fresh 52-card deck. */
function floatsFor(cards: readonly Card[]): number[] {
  const taken: number[] = [];
  return cards.map((c, i) => {
    const position = c.index - taken.filter((index) => index < c.index).length;
    taken.push(c.index);
    return (position + 0.5) / (DECK_SIZE - i);
  });
}

describe('the Jacks or Better hands', () => {
  it.each<[string, VideoPokerHand]>([
    ['10s Js Qs Ks As', 'royal_flush'],
    ['As Ks Qs Js 10s', 'royal_flush'],
    ['9h 10h Jh Qh Kh', 'straight_flush'],
    ['Ad 2d 3d 4d 5d', 'straight_flush'],
    ['7c 7d 7h 7s 2d', 'four_of_a_kind'],
    ['Ac Ad Ah As Kd', 'four_of_a_kind'],
    ['3c 3d 3h 9s 9d', 'full_house'],
    ['2c 9c Jc 4c Kc', 'flush'],
    ['10d Jc Qh Ks Ad', 'straight'],
    ['Ac 2d 3h 4s 5d', 'straight'],
    ['5c 6d 7h 8s 9d', 'straight'],
    ['8c 8d 8h Ks 2d', 'three_of_a_kind'],
    ['4c 4d Jh Js 2d', 'two_pair'],
    ['Jc Jd 3h 7s 9d', 'jacks_or_better'],
    ['Qc 2d Qh 7s 9d', 'jacks_or_better'],
    ['Kc 2d 5h Ks 9d', 'jacks_or_better'],
    ['Ac 2d 5h 7s Ad', 'jacks_or_better'],
    ['10c 10d 3h 7s 9d', 'nothing'],
    ['2c 2d 3h 7s 9d', 'nothing'],
    ['Kc Ad 2h 3s 4d', 'nothing'], // no wrap-around straight
    ['2c 3c 4c 5c 7d', 'nothing'],
    ['Ac Kd Qh Js 9d', 'nothing'],
  ])('%s is %s', (cards, expected) => {
    expect(evaluate(cards)).toBe(expected);
  });

  it('pays the full-pay 9/6 table, for one', () => {
    expect(VIDEO_POKER_HANDS.map((name) => VIDEO_POKER_PAYTABLE[name])).toEqual([800, 50, 25, 9, 6, 4, 3, 2, 1, 0]);
    expect(VIDEO_POKER_PUBLISHED_RTP).toBe(0.9954);
  });

  it('counts every one of the 2 598 960 hands as combinatorics does', { timeout: 60_000 }, () => {
    const counts = Object.fromEntries(VIDEO_POKER_HANDS.map((name) => [name, 0])) as Record<VideoPokerHand, number>;
    const deck = Array.from({ length: DECK_SIZE }, (_, index) => cardAt(index));
    const five: Card[] = [];
    for (let a = 0; a < 52; a += 1)
      for (let b = a + 1; b < 52; b += 1)
        for (let c = b + 1; c < 52; c += 1)
          for (let d = c + 1; d < 52; d += 1)
            for (let e = d + 1; e < 52; e += 1) {
              five[0] = deck[a] as Card;
              five[1] = deck[b] as Card;
              five[2] = deck[c] as Card;
              five[3] = deck[d] as Card;
              five[4] = deck[e] as Card;
              counts[evaluateVideoPokerHand(five)] += 1;
            }
    expect(counts).toEqual({
      royal_flush: 4,
      straight_flush: 36,
      four_of_a_kind: 624,
      full_house: 3_744,
      flush: 5_108,
      straight: 10_200,
      three_of_a_kind: 54_912,
      two_pair: 123_552,
      jacks_or_better: 337_920,
      nothing: 2_062_860,
    });
  });
});

describe('a video poker round', () => {
  const dealt = hand('Jh 4c Js 9d 2s');
  const draws = hand('Jd Ah 2h');

  it('deals five cards and waits for the hold', () => {
    const reader = createFloatReader(floatsFor([...dealt, ...draws]));
    const state = replayVideoPoker(reader, {}, []);
    expect(state).toMatchObject({ phase: 'dealt', held: null, hand: 'jacks_or_better' });
    expect(state.cards.map((card) => card.label)).toEqual(['♥J', '♣4', '♠J', '♦9', '♠2']);
    expect(state.multiplier.numerator).toBe(0);
    expect(reader.consumed).toBe(5);
  });

  it('replaces the cards not held, left to right, and pays the final hand', () => {
    const reader = createFloatReader(floatsFor([...dealt, ...draws]));
    const state = replayVideoPoker(reader, {}, [
      parseVideoPokerAction({ type: 'draw', hold: [true, false, true, false, false] }),
    ]);
    expect(state.cards.map((card) => card.label)).toEqual(['♥J', '♦J', '♠J', '♥A', '♥2']);
    expect(state).toMatchObject({
      phase: 'finished',
      hand: 'three_of_a_kind',
      held: [true, false, true, false, false],
    });
    expect(payoutMinor(100n, state.multiplier)).toBe(300n);
    expect(reader.consumed).toBe(8);
  });

  it('holding all five draws nothing; the dealt pair of jacks returns the stake', () => {
    const reader = createFloatReader(floatsFor(dealt));
    const state = playGame('video-poker', reader, {}, [{ type: 'draw', hold: [true, true, true, true, true] }]);
    expect(state.hand).toBe('jacks_or_better');
    expect(payoutMinor(250n, state.multiplier)).toBe(250n);
    expect(reader.consumed).toBe(5);
  });

  it('never deals a card twice in a round', () => {
    for (let seed = 0; seed < 200; seed += 1) {
      const floats = Array.from({ length: 10 }, (_, i) => ((seed * 7919 + i * 104_729) % 1000) / 1000);
      const state = replayVideoPoker(createFloatReader(floats), {}, [
        { type: 'draw', hold: [false, false, false, false, false] },
      ]);
      const all = [...state.dealt, ...state.cards].map((card) => card.index);
      expect(new Set(all).size).toBe(10);
    }
  });

  it('refuses a bad hold, an unknown action and a second draw', () => {
    for (const hold of [[true], [1, 0, 1, 0, 0], 'all', [true, true, true, true, true, true]]) {
      expect(() => parseVideoPokerAction({ type: 'draw', hold })).toThrow(
        expect.objectContaining({ code: 'video_poker_hold_invalid', field: 'hold' }),
      );
    }
    expect(() => parseVideoPokerAction({ type: 'cashout' })).toThrow(
      expect.objectContaining({ code: 'invalid_action', field: 'type' }),
    );
    const draw = { type: 'draw', hold: [false, false, false, false, false] };
    expect(() => playGame('video-poker', createFloatReader(Array<number>(20).fill(0)), {}, [draw, draw])).toThrow(
      expect.objectContaining({ code: 'game_round_finished' }),
    );
  });
});
