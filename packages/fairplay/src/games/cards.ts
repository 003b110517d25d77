import { pickIndex, type FloatReader } from '../rng/floats';

/**
 * Card draws from an infinite deck (every draw independent): index = floor(f * 52) into the
 * published order ♦2 ♥2 ♠2 ♣2 ♦3 ... ♣A, rank major and suit minor. For blackjack, hi-lo or
 * baccarat built on this package.
 */
export const CARD_SUITS = ['diamonds', 'hearts', 'spades', 'clubs'] as const;
export type CardSuit = (typeof CARD_SUITS)[number];
export const CARD_RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;
export type CardRank = (typeof CARD_RANKS)[number];
export const DECK_SIZE = CARD_SUITS.length * CARD_RANKS.length;
const SUIT_SYMBOLS: Readonly<Record<CardSuit, string>> = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' };

export interface Card {
  /** 0 (♦2) to 51 (♣A). */
  readonly index: number;
  readonly rank: CardRank;
  readonly suit: CardSuit;
  /** As the public index writes it, e.g. "♠10". */
  readonly label: string;
}

export function cardAt(index: number): Card {
  const rank = CARD_RANKS[Math.floor(index / CARD_SUITS.length)];
  const suit = CARD_SUITS[index % CARD_SUITS.length];
  if (!Number.isInteger(index) || rank === undefined || suit === undefined)
    throw new RangeError(`no card at index ${index}`);
  return { index, rank, suit, label: `${SUIT_SYMBOLS[suit]}${rank}` };
}

export function cardFromFloat(float: number): Card {
  return cardAt(pickIndex(float, DECK_SIZE));
}

/** The next `count` cards of a round's stream. */
export function drawCards(reader: FloatReader, count: number): Card[] {
  return Array.from({ length: count }, () => cardFromFloat(reader.next()));
}
