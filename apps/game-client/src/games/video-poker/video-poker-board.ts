/**
 * Video poker's DOM: the 9/6 paytable with its lit row, the five cards (buttons to hold while
 * the hand waits for the draw), the line under them and the controls. It draws what it is given;
 * the round and its requests live in video-poker-game.ts.
 */
import type { Card, VideoPokerState } from '@casino/fairplay';
import { h, prefersReducedMotion, replace } from '../../lib/dom';
import { cardName, playingCard } from '../blackjack/playing-card';
import { createResultStrip, stat, type ResultStrip } from '../result-strip';
import { litRow, NO_HOLD, PAYTABLE_ROWS, rowPayout, rtpLine } from './video-poker-view';
import { formatNumber, t } from '../../lib/i18n';

export interface VideoPokerBoard {
  readonly stage: HTMLElement;
  readonly controls: HTMLElement;
  readonly cardsRow: HTMLElement;
  readonly status: HTMLElement;
  readonly paytableBody: HTMLTableSectionElement;
  readonly paid: HTMLOutputElement;
  readonly strip: ResultStrip;
  readonly playButton: HTMLButtonElement;
}

export function createVideoPokerBoard(onSubmit: (event: Event) => void): VideoPokerBoard {
  const cardsRow = h('div', { class: 'vp-cards', role: 'group', 'aria-label': t('games.videoPoker.handLabel') });
  const status = h('p', { class: 'vp-status', 'aria-live': 'polite' }, t('games.blackjack.start'));
  const paytableBody = h('tbody');
  const paid = h('output', { class: 'stat__value' }, '—');
  const strip = createResultStrip(t('games.blackjack.lastHands'));
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.blackjack.deal'),
  );
  const paytable = h(
    'table',
    { class: 'vp-paytable' },
    h('caption', { class: 'vp-caption' }, rtpLine()),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t('games.videoPoker.handColumn')),
        h('th', { scope: 'col' }, t('games.keno.pays')),
        h('th', { scope: 'col' }, t('games.videoPoker.forYourBet')),
      ),
    ),
    paytableBody,
  );
  const stage = h('div', { class: 'vp-machine' }, paytable, cardsRow, status);
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: onSubmit },
    h('p', { class: 'field-hint' }, t('games.videoPoker.hint')),
    h('div', { class: 'stats stats--compact' }, stat(t('games.blackjack.paid'), paid)),
    playButton,
    strip.element,
  );
  return { stage, controls, cardsRow, status, paytableBody, paid, strip, playButton };
}

/** The paytable's rows for the bet shown (`bet` null: the multipliers), the hand's row lit. */
export function paintPaytable(
  board: VideoPokerBoard,
  state: VideoPokerState | null,
  bet: number | null,
  format: (amount: number) => string,
): void {
  const lit = litRow(state);
  replace(
    board.paytableBody,
    ...PAYTABLE_ROWS.map((row) =>
      h(
        'tr',
        {
          class: row.hand === lit ? `vp-row vp-row--lit${state?.phase === 'finished' ? ' vp-row--won' : ''}` : 'vp-row',
          'aria-current': row.hand === lit ? 'true' : false,
        },
        h('th', { scope: 'row' }, row.name),
        h('td', {}, `${formatNumber(row.pays)}×`),
        h('td', {}, rowPayout(row, bet, format)),
      ),
    ),
  );
}

export interface CardsView {
  /** Whether each card shows as held. */
  readonly held: readonly boolean[];
  /** The cards are buttons that hold or release them. */
  readonly canHold: boolean;
  /** The cards that animate in. */
  readonly fresh?: readonly boolean[];
  readonly onToggle: (index: number) => void;
}

function cardSlot(card: Card, index: number, view: CardsView): HTMLElement {
  const held = view.held[index] === true;
  const face = playingCard(card, { fresh: (view.fresh ?? NO_HOLD)[index] === true && !prefersReducedMotion() });
  if (!view.canHold)
    return h(
      'div',
      { class: `vp-slot${held ? ' vp-slot--held' : ''}` },
      face,
      h('span', { class: 'vp-held' }, held ? t('games.videoPoker.held') : ''),
    );
  return h(
    'button',
    {
      type: 'button',
      class: `vp-slot vp-slot--toggle${held ? ' vp-slot--held' : ''}`,
      'aria-pressed': held ? 'true' : 'false',
      'aria-label': held ? t('games.videoPoker.cardHeld', { card: cardName(card) }) : cardName(card),
      'aria-keyshortcuts': String(index + 1),
      onclick: () => view.onToggle(index),
    },
    face,
    h(
      'span',
      { class: 'vp-held', 'aria-hidden': 'true' },
      held ? t('games.videoPoker.held') : t('games.videoPoker.hold', { number: index + 1 }),
    ),
  );
}

/** The five cards, or five backs numbered 1 to 5 before the first deal. */
export function paintCards(board: VideoPokerBoard, state: VideoPokerState | null, view: CardsView): void {
  if (!state) {
    replace(
      board.cardsRow,
      ...Array.from({ length: 5 }, (_, index) =>
        h('div', { class: 'vp-slot' }, playingCard(null), h('span', { class: 'vp-held' }, String(index + 1))),
      ),
    );
    return;
  }
  replace(board.cardsRow, ...state.cards.map((card, index) => cardSlot(card, index, view)));
}
