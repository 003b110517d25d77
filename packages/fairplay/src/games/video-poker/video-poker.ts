import { FairplayError } from '../../errors';
import { pickIndex, type FloatReader } from '../../rng/floats';
import { ratio, ZERO_MULTIPLIER, type Ratio } from '../../ratio';
import { cardAt, CARD_RANKS, DECK_SIZE, type Card } from '../cards';
import { expectRecord } from '../params';

/**
 * Jacks or Better video poker, full-pay 9/6, one hand from a fresh 52-card deck per round. Card i
 * of the round takes index floor(f_i x (52 - i)) among the cards still in the deck (ascending by
 * cards.ts's published order), one float per card: five for the deal, then one per card drawn,
 * replacing the cards not held from left to right.
 * Two steps: the deal, then one action `{ type: 'draw', hold: [true, false, true, false, false] }`.
 * The paytable pays "for one" (the return, stake included) at the five-coin royal rate; with
 * optimal play it returns 99.54% (99.5439%, the published figure of this paytable).
 */
export const VIDEO_POKER_HANDS = [
  'royal_flush',
  'straight_flush',
  'four_of_a_kind',
  'full_house',
  'flush',
  'straight',
  'three_of_a_kind',
  'two_pair',
  'jacks_or_better',
  'nothing',
] as const;
export type VideoPokerHand = (typeof VIDEO_POKER_HANDS)[number];

/** 9/6 Jacks or Better: what one bet returns per hand, stake included. */
export const VIDEO_POKER_PAYTABLE: Readonly<Record<VideoPokerHand, number>> = {
  royal_flush: 800,
  straight_flush: 50,
  four_of_a_kind: 25,
  full_house: 9,
  flush: 6,
  straight: 4,
  three_of_a_kind: 3,
  two_pair: 2,
  jacks_or_better: 1,
  nothing: 0,
};

export const VIDEO_POKER_HAND_NAMES: Readonly<Record<VideoPokerHand, string>> = {
  royal_flush: 'Royal flush',
  straight_flush: 'Straight flush',
  four_of_a_kind: 'Four of a kind',
  full_house: 'Full house',
  flush: 'Flush',
  straight: 'Straight',
  three_of_a_kind: 'Three of a kind',
  two_pair: 'Two pair',
  jacks_or_better: 'Jacks or better',
  nothing: 'No win',
};

/** The return of this paytable with optimal play (exact, from the full analysis of all 2 598 960 deals). */
export const VIDEO_POKER_OPTIMAL_RTP = 0.995439;
export const VIDEO_POKER_PUBLISHED_RTP = 0.9954;
export const VIDEO_POKER_HAND_SIZE = 5;

export type VideoPokerParams = Readonly<Record<string, never>>;

export interface VideoPokerAction {
  readonly type: 'draw';
  /** Five flags, left to right: true keeps the card. */
  readonly hold: readonly boolean[];
}

export interface VideoPokerState {
  /** 'dealt' waits for the hold and draw; 'finished' after the draw. */
  readonly phase: 'dealt' | 'finished';
  /** The five cards dealt. */
  readonly dealt: readonly Card[];
  /** The hold flags of the draw (null before it). */
  readonly held: readonly boolean[] | null;
  /** The final hand after the draw (the dealt hand before it). */
  readonly cards: readonly Card[];
  /** What `cards` make now (before the draw: what the dealt hand already holds). */
  readonly hand: VideoPokerHand;
  /** 0 until the draw; then the paytable's return of the final hand. */
  readonly multiplier: Ratio;
}

export function parseVideoPokerParams(input: unknown): VideoPokerParams {
  expectRecord(input ?? {});
  return {};
}

export function parseVideoPokerAction(input: unknown): VideoPokerAction {
  const record = expectRecord(input, 'action');
  if (record.type !== 'draw') throw new FairplayError('invalid_action', 'type must be draw', 'type');
  const { hold } = record;
  if (
    !Array.isArray(hold) ||
    hold.length !== VIDEO_POKER_HAND_SIZE ||
    !hold.every((flag) => typeof flag === 'boolean')
  ) {
    throw new FairplayError(
      'video_poker_hold_invalid',
      'hold must be five true/false flags, one per card from the left',
      'hold',
    );
  }
  return { type: 'draw', hold };
}

/** A deck drawn lazily without replacement. */
function createDeck(reader: FloatReader): () => Card {
  const deck = Array.from({ length: DECK_SIZE }, (_, index) => index);
  return () => {
    const [index] = deck.splice(pickIndex(reader.next(), deck.length), 1);
    if (index === undefined) throw new FairplayError('floats_exhausted', 'a float outside [0, 1) was read');
    return cardAt(index);
  };
}

const RANK_VALUE: Readonly<Record<string, number>> = Object.fromEntries(CARD_RANKS.map((rank, value) => [rank, value]));
const JACK = CARD_RANKS.indexOf('J');
const TEN = CARD_RANKS.indexOf('10');
/** A-2-3-4-5: the ace plays low. */
const WHEEL_MASK = 0b1_0000_0000_1111;

/** What five cards make under Jacks or Better (suits all equal; an ace plays high or low in a straight). */
export function evaluateVideoPokerHand(cards: readonly Pick<Card, 'rank' | 'suit'>[]): VideoPokerHand {
  if (cards.length !== VIDEO_POKER_HAND_SIZE) throw new RangeError('a poker hand has five cards');
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  let mask = 0;
  let flush = true;
  const suit = cards[0]?.suit;
  for (const card of cards) {
    const value = RANK_VALUE[card.rank] ?? 0;
    counts[value] = (counts[value] ?? 0) + 1;
    mask |= 1 << value;
    if (card.suit !== suit) flush = false;
  }
  let pairs = 0;
  let trips = 0;
  let quads = 0;
  let highPair = false;
  counts.forEach((count, value) => {
    if (count === 2) {
      pairs += 1;
      if (value >= JACK) highPair = true;
    } else if (count === 3) trips += 1;
    else if (count === 4) quads += 1;
  });
  const lowest = 31 - Math.clz32(mask & -mask);
  const straight = pairs + trips + quads === 0 && (mask >> lowest === 0b11111 || mask === WHEEL_MASK);
  if (straight && flush) return lowest === TEN ? 'royal_flush' : 'straight_flush';
  if (quads) return 'four_of_a_kind';
  if (trips && pairs) return 'full_house';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (trips) return 'three_of_a_kind';
  if (pairs === 2) return 'two_pair';
  return highPair ? 'jacks_or_better' : 'nothing';
}

export function videoPokerMultiplier(hand: VideoPokerHand): Ratio {
  const pays = VIDEO_POKER_PAYTABLE[hand];
  return pays === 0 ? ZERO_MULTIPLIER : ratio(pays, 1);
}

function startFrom(draw: () => Card): VideoPokerState {
  const dealt = Array.from({ length: VIDEO_POKER_HAND_SIZE }, draw);
  return {
    phase: 'dealt',
    dealt,
    held: null,
    cards: dealt,
    hand: evaluateVideoPokerHand(dealt),
    multiplier: ZERO_MULTIPLIER,
  };
}

function drawFrom(state: VideoPokerState, action: VideoPokerAction, draw: () => Card): VideoPokerState {
  if (state.phase === 'finished') throw new FairplayError('game_round_finished', 'the hand is over: deal a new one');
  const cards = state.dealt.map((card, index) => (action.hold[index] ? card : draw()));
  const hand = evaluateVideoPokerHand(cards);
  return {
    phase: 'finished',
    dealt: state.dealt,
    held: [...action.hold],
    cards,
    hand,
    multiplier: videoPokerMultiplier(hand),
  };
}

/** Deals, lets `choose` pick the hold flags, and draws: how a strategy plays a hand (the benchmark). */
export function playVideoPokerHand(
  reader: FloatReader,
  choose: (cards: readonly Card[]) => readonly boolean[],
): VideoPokerState {
  const draw = createDeck(reader);
  const dealt = startFrom(draw);
  return drawFrom(dealt, { type: 'draw', hold: choose(dealt.cards) }, draw);
}

/** Deals, then replays the draw if given: how the server goes on with a round and a verifier checks it. */
export function replayVideoPoker(
  reader: FloatReader,
  _params: VideoPokerParams,
  actions: readonly VideoPokerAction[],
): VideoPokerState {
  if (actions.length > 1) throw new FairplayError('game_round_finished', 'a hand takes one draw');
  const draw = createDeck(reader);
  return actions.reduce((state, action) => drawFrom(state, action, draw), startFrom(draw));
}
