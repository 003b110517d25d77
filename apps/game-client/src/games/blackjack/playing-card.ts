/**
 * A playing card drawn with HTML and CSS (playing-card.css): rank and suit in two corners and a
 * big suit in the middle; face down, a patterned back. Shared by blackjack and hilo.
 */
import type { Card } from '@casino/fairplay';
import { h } from '../../lib/dom';
import './playing-card.css';
import { t } from '../../lib/i18n';

const SUIT_SYMBOL: Readonly<Record<Card['suit'], string>> = { diamonds: '♦', hearts: '♥', spades: '♠', clubs: '♣' };

/** "10 of hearts", "queen of spades": what a screen reader says. */
export function cardName(card: Pick<Card, 'rank' | 'suit'>): string {
  const rank = ['J', 'Q', 'K', 'A'].includes(card.rank) ? t(`games.cards.rank.${card.rank}`) : card.rank;
  return t(`games.cards.suit.${card.suit}`, { rank });
}

export function isRedSuit(suit: Card['suit']): boolean {
  return suit === 'hearts' || suit === 'diamonds';
}

/** A card face, or its back for null (the dealer's hole card). `size` 'large' for hilo's card. */
export function playingCard(
  card: Pick<Card, 'rank' | 'suit'> | null,
  options: { size?: 'large'; fresh?: boolean } = {},
): HTMLElement {
  const classes = [
    'playing-card',
    options.size === 'large' ? 'playing-card--large' : '',
    options.fresh ? 'playing-card--fresh' : '',
  ];
  if (!card)
    return h('div', {
      class: [...classes, 'playing-card--back'].join(' '),
      role: 'img',
      'aria-label': t('games.cards.faceDown'),
    });
  const symbol = SUIT_SYMBOL[card.suit];
  const corner = () =>
    h(
      'span',
      { class: 'playing-card__corner', 'aria-hidden': 'true' },
      h('span', {}, card.rank),
      h('span', {}, symbol),
    );
  return h(
    'div',
    {
      class: [...classes, isRedSuit(card.suit) ? 'playing-card--red' : 'playing-card--black'].join(' '),
      role: 'img',
      'aria-label': cardName(card),
    },
    corner(),
    h('span', { class: 'playing-card__pip', 'aria-hidden': 'true' }, symbol),
    corner(),
  );
}
