/**
 * A playing card drawn with HTML and CSS (playing-card.css): rank and suit in two corners and a
 * big suit in the middle; face down, a patterned back. Shared by blackjack and hilo.
 */
import type { Card } from '@casino/fairplay';
import { h } from '../../lib/dom';
import './playing-card.css';

const SUIT_SYMBOL: Readonly<Record<Card['suit'], string>> = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' };
const SUIT_NAME: Readonly<Record<Card['suit'], string>> = { diamonds: 'diamonds', hearts: 'hearts', spades: 'spades', clubs: 'clubs' };
const RANK_NAME: Readonly<Record<string, string>> = { J: 'jack', Q: 'queen', K: 'king', A: 'ace' };

/** "10 of hearts", "queen of spades": what a screen reader says. */
export function cardName(card: Pick<Card, 'rank' | 'suit'>): string {
  return `${RANK_NAME[card.rank] ?? card.rank} of ${SUIT_NAME[card.suit]}`;
}

export function isRedSuit(suit: Card['suit']): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

/** A card face, or its back for null (the dealer's hole card). `size` 'large' for hilo's card. */
export function playingCard(card: Pick<Card, 'rank' | 'suit'> | null, options: { size?: 'large'; fresh?: boolean } = {}): HTMLElement {
  const classes = ['playing-card', options.size === 'large' ? 'playing-card--large' : '', options.fresh ? 'playing-card--fresh' : ''];
  if (!card) return h('div', { class: [...classes, 'playing-card--back'].join(' '), role: 'img', 'aria-label': 'Card face down' });
  const symbol = SUIT_SYMBOL[card.suit];
  const corner = () => h('span', { class: 'playing-card__corner', 'aria-hidden': 'true' }, h('span', {}, card.rank), h('span', {}, symbol));
  return h(
    'div',
    { class: [...classes, isRedSuit(card.suit) ? 'playing-card--red' : 'playing-card--black'].join(' '), role: 'img', 'aria-label': cardName(card) },
    corner(),
    h('span', { class: 'playing-card__pip', 'aria-hidden': 'true' }, symbol),
    corner(),
  );
}
