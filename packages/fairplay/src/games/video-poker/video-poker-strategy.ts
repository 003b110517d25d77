import { CARD_RANKS, type Card } from '../cards';
import { evaluateVideoPokerHand } from './video-poker';

/**
 * A published simple strategy for 9/6 Jacks or Better (it returns about 99.46%, 0.08% below
 * perfect play's 99.54%): of all 32 ways to hold, keep the one whose pattern ranks first in
 * SIMPLE_STRATEGY. The benchmark plays it; the game itself leaves every choice to the player.
 */
export const SIMPLE_STRATEGY = [
  'royal_straight_flush_quads',
  'four_to_royal',
  'trips_straight_flush_full_house',
  'four_to_straight_flush',
  'two_pair',
  'high_pair',
  'three_to_royal',
  'four_to_flush',
  'low_pair',
  'four_to_outside_straight',
  'two_suited_high',
  'three_to_straight_flush',
  'two_unsuited_high',
  'suited_ten_with_face',
  'one_high',
  'discard_all',
] as const;
type Pattern = (typeof SIMPLE_STRATEGY)[number];

const value = (card: Pick<Card, 'rank'>) => CARD_RANKS.indexOf(card.rank);
const TEN = CARD_RANKS.indexOf('10');
const JACK = CARD_RANKS.indexOf('J');
const KING = CARD_RANKS.indexOf('K');
const ACE = CARD_RANKS.indexOf('A');

const suited = (cards: readonly Card[]) => cards.every((card) => card.suit === cards[0]?.suit);
const distinct = (values: readonly number[]) => new Set(values).size === values.length;

/** Ranks fit in a straight: within a span of five, the ace counting high or low. */
function straightDraw(values: readonly number[]): boolean {
  if (!distinct(values)) return false;
  const high = Math.max(...values) - Math.min(...values) <= 4;
  const low = values.map((v) => (v === ACE ? -1 : v));
  return high || Math.max(...low) - Math.min(...low) <= 4;
}

function patternOf(held: readonly Card[]): Pattern | null {
  const values = held.map(value);
  const size = held.length;
  if (size === 5) {
    const hand = evaluateVideoPokerHand(held);
    if (hand === 'royal_flush' || hand === 'straight_flush' || hand === 'four_of_a_kind')
      return 'royal_straight_flush_quads';
    if (hand === 'full_house' || hand === 'flush' || hand === 'straight') return 'trips_straight_flush_full_house';
    return null;
  }
  const sameRank = values.every((v) => v === values[0]);
  if (size === 4) {
    if (suited(held) && values.every((v) => v >= TEN)) return 'four_to_royal';
    if (suited(held) && straightDraw(values)) return 'four_to_straight_flush';
    const counts = values.map((v) => values.filter((w) => w === v).length);
    if (counts.every((count) => count === 2)) return 'two_pair';
    if (suited(held)) return 'four_to_flush';
    if (distinct(values) && Math.max(...values) - Math.min(...values) === 3 && Math.max(...values) <= KING)
      return 'four_to_outside_straight';
    return null;
  }
  if (size === 3) {
    if (sameRank) return 'trips_straight_flush_full_house';
    if (suited(held) && values.every((v) => v >= TEN)) return 'three_to_royal';
    if (suited(held) && straightDraw(values)) return 'three_to_straight_flush';
    return null;
  }
  if (size === 2) {
    if (sameRank) return (values[0] ?? 0) >= JACK ? 'high_pair' : 'low_pair';
    if (values.every((v) => v >= JACK)) return suited(held) ? 'two_suited_high' : 'two_unsuited_high';
    if (suited(held) && values.includes(TEN) && values.some((v) => v >= JACK && v <= KING))
      return 'suited_ten_with_face';
    return null;
  }
  if (size === 1) return (values[0] ?? 0) >= JACK ? 'one_high' : null;
  return 'discard_all';
}

/** The hold flags the simple strategy picks for five dealt cards (the lowest high cards when several tie). */
export function simpleStrategyHold(cards: readonly Card[]): boolean[] {
  let best: { rank: number; mask: number; size: number; tie: number } | null = null;
  for (let mask = 0; mask < 32; mask += 1) {
    const held = cards.filter((_, index) => (mask >> index) & 1);
    const pattern = patternOf(held);
    if (!pattern) continue;
    const rank = SIMPLE_STRATEGY.indexOf(pattern);
    // Among equals, keep the most cards (a full house over its three of a kind), then the lower ones (two unsuited high cards: the lowest two).
    const tie = held.reduce((sum, card) => sum + value(card), 0);
    const better =
      !best ||
      rank < best.rank ||
      (rank === best.rank && (held.length > best.size || (held.length === best.size && tie < best.tie)));
    if (better) best = { rank, mask, size: held.length, tie };
  }
  const mask = best?.mask ?? 0;
  return cards.map((_, index) => ((mask >> index) & 1) === 1);
}
