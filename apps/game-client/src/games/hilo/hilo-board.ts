/**
 * Hilo's DOM: the card, the cards of the round, the guess buttons with their odds, the figures
 * and the controls. It draws what it is given and calls back on a click; the round and its
 * requests live in hilo-game.ts.
 */
import type { HiloState } from '@casino/fairplay';
import { h, replace } from '../../lib/dom';
import { formatMultiplierBps } from '../../lib/money';
import { playingCard } from '../blackjack/playing-card';
import { createResultStrip, stat, type ResultStrip } from '../result-strip';
import type { HiloMove } from './hilo-state';
import { currentCard, stepLabel, type GuessOption } from './hilo-view';
import { formatPercent, t } from '../../lib/i18n';

const HISTORY_SHOWN = 12;

export interface HiloBoard {
  readonly stage: HTMLElement;
  readonly controls: HTMLElement;
  readonly cardSlot: HTMLElement;
  readonly history: HTMLElement;
  readonly status: HTMLElement;
  readonly guesses: HTMLElement;
  readonly current: HTMLOutputElement;
  readonly cashoutValue: HTMLOutputElement;
  readonly results: ResultStrip;
  readonly skipButton: HTMLButtonElement;
  readonly playButton: HTMLButtonElement;
}

export function createHiloBoard(onMove: (type: HiloMove) => void, onSubmit: (event: Event) => void): HiloBoard {
  const cardSlot = h('div', { class: 'hilo-card', 'aria-live': 'polite' });
  const history = h('ol', { class: 'hilo-history', 'aria-label': t('games.hilo.cardsOfRound') });
  const status = h('p', { class: 'hilo-status', 'aria-live': 'polite' }, t('games.hilo.start'));
  const guesses = h('div', { class: 'hilo-guesses', role: 'group', 'aria-label': t('games.hilo.yourGuess') });
  const current = h('output', { class: 'stat__value' }, 'x0');
  const cashoutValue = h('output', { class: 'stat__value' }, '—');
  const results = createResultStrip(t('games.hilo.lastRounds'));
  const skipButton = h(
    'button',
    { type: 'button', class: 'button button--secondary', onclick: () => onMove('skip') },
    t('games.hilo.skipCard'),
  );
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.common.betButton'),
  );
  const stage = h('div', { class: 'hilo-stage' }, h('div', { class: 'hilo-table' }, cardSlot), history, status);
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: onSubmit },
    guesses,
    skipButton,
    h(
      'div',
      { class: 'stats stats--compact' },
      stat(t('games.common.multiplier'), current),
      stat(t('games.hilo.cashOut'), cashoutValue),
    ),
    playButton,
    results.element,
  );
  return {
    stage,
    controls,
    cardSlot,
    history,
    status,
    guesses,
    current,
    cashoutValue,
    results,
    skipButton,
    playButton,
  };
}

function guessButton(option: GuessOption, enabled: boolean, onMove: (type: HiloMove) => void): HTMLButtonElement {
  const arrow = option.guess.startsWith('higher') ? '▲' : option.guess.startsWith('lower') ? '▼' : '=';
  return h(
    'button',
    {
      type: 'button',
      class: `button button--secondary hilo-guess hilo-guess--${option.guess.split('_')[0] ?? 'same'}`,
      disabled: !enabled,
      onclick: () => onMove(option.guess),
    },
    h('span', { class: 'hilo-guess__label' }, h('span', { 'aria-hidden': 'true' }, `${arrow} `), option.label),
    h(
      'span',
      { class: 'hilo-guess__odds' },
      `${formatPercent(option.chancePercent, 2)} · ${formatMultiplierBps(option.multiplierBps)}`,
    ),
  );
}

/** The card shown and the last cards of the round, each marked right or wrong. */
export function paintCards(board: HiloBoard, state: HiloState | null): void {
  const card = state ? currentCard(state) : null;
  replace(
    board.cardSlot,
    card ? playingCard(card, { size: 'large', fresh: true }) : playingCard(null, { size: 'large' }),
  );
  const steps = state?.steps ?? [];
  replace(
    board.history,
    ...steps.slice(-HISTORY_SHOWN).map((step) =>
      h(
        'li',
        {
          class: `hilo-history__item${step.won === false ? ' is-loss' : step.won ? ' is-win' : ''}`,
          title: stepLabel(step),
        },
        playingCard(step.card),
        h('span', { class: 'visually-hidden' }, stepLabel(step)),
      ),
    ),
  );
}

/** The guess buttons and the skip button, pressable while the round is open. */
export function paintGuesses(
  board: HiloBoard,
  options: readonly GuessOption[],
  open: boolean,
  onMove: (type: HiloMove) => void,
): void {
  replace(board.guesses, ...options.map((option) => guessButton(option, open, onMove)));
  board.skipButton.disabled = !open;
}
