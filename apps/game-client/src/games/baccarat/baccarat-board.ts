/**
 * Baccarat's DOM: the two sides with their cards and totals, the spots that take chips, the line
 * under the coup and the controls. It draws what it is given and calls back on a click; the
 * chips and the requests live in baccarat-game.ts.
 */
import { BACCARAT_BET_TYPES, type BaccaratBetType, type Card } from '@casino/fairplay';
import { h, replace } from '../../lib/dom';
import { playingCard } from '../blackjack/playing-card';
import { createResultStrip, stat, type ResultStrip } from '../result-strip';
import type { BaccaratSide, spotResults } from './baccarat-state';
import { slipTotal, spotLabel, spotPays, spotRtp, type BaccaratSlip } from './baccarat-view';
import { t } from '../../lib/i18n';

export interface BaccaratBoard {
  readonly stage: HTMLElement;
  readonly controls: HTMLElement;
  readonly sides: Readonly<Record<BaccaratSide, { cards: HTMLElement; total: HTMLOutputElement }>>;
  readonly status: HTMLElement;
  readonly total: HTMLOutputElement;
  readonly paid: HTMLOutputElement;
  readonly strip: ResultStrip;
  readonly spots: readonly HTMLButtonElement[];
  readonly stakes: ReadonlyMap<BaccaratBetType, HTMLElement>;
  readonly dealButton: HTMLButtonElement;
  readonly clearButton: HTMLButtonElement;
}

export interface BaccaratHandlers {
  readonly onSpot: (type: BaccaratBetType) => void;
  readonly onClear: () => void;
  readonly onDeal: (event: Event) => void;
}

function createSpots(onSpot: (type: BaccaratBetType) => void) {
  const stakes = new Map<BaccaratBetType, HTMLElement>();
  const spots = BACCARAT_BET_TYPES.map((type) => {
    const stake = h('span', { class: 'bac-spot__stake' });
    stakes.set(type, stake);
    return h(
      'button',
      {
        type: 'button',
        class: `bac-spot bac-spot--${type}`,
        'data-spot': type,
        'aria-label': t('games.baccarat.betOn', { spot: spotLabel(type), pays: spotPays(type) }),
        onclick: () => onSpot(type),
      },
      h('span', { class: 'bac-spot__name' }, spotLabel(type)),
      h('span', { class: 'bac-spot__pays' }, `${spotPays(type)} · ${spotRtp(type)}`),
      stake,
    );
  });
  return { spots, stakes };
}

const createSide = (label: string) => ({
  cards: h('div', { class: 'bac-cards', role: 'group', 'aria-label': label }),
  total: h('output', { class: 'bac-total' }, '–'),
});

export function createBaccaratBoard(handlers: BaccaratHandlers): BaccaratBoard {
  const sides = {
    player: createSide(t('games.baccarat.playerCards')),
    banker: createSide(t('games.baccarat.bankerCards')),
  };
  const status = h('p', { class: 'bac-status', 'aria-live': 'polite' }, t('games.baccarat.start'));
  const total = h('output', { class: 'stat__value' });
  const paid = h('output', { class: 'stat__value' }, '—');
  const strip = createResultStrip(t('games.baccarat.lastCoups'));
  const { spots, stakes } = createSpots(handlers.onSpot);
  const dealButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.blackjack.deal'),
  );
  const clearButton = h(
    'button',
    { type: 'button', class: 'button button--secondary', onclick: handlers.onClear },
    t('games.baccarat.clearChips'),
  );
  const side = (name: BaccaratSide) =>
    h(
      'section',
      { class: `bac-side bac-side--${name}`, 'aria-label': spotLabel(name) },
      h('p', { class: 'bac-label' }, spotLabel(name), ' ', sides[name].total),
      sides[name].cards,
    );
  const stage = h(
    'div',
    { class: 'bac-table' },
    strip.element,
    h('div', { class: 'bac-sides' }, side('player'), side('banker')),
    h('p', { class: 'bac-rules' }, t('games.baccarat.rules')),
    status,
    h('div', { class: 'bac-spots', role: 'group', 'aria-label': t('games.baccarat.bets') }, ...spots),
  );
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: handlers.onDeal },
    h('p', { class: 'field-hint' }, t('games.baccarat.hint')),
    h(
      'div',
      { class: 'stats stats--compact' },
      stat(t('games.common.totalBet'), total),
      stat(t('games.blackjack.paid'), paid),
    ),
    clearButton,
    dealButton,
  );
  return { stage, controls, sides, status, total, paid, strip, spots, stakes, dealButton, clearButton };
}

/** The chips on each spot and their total; nothing can be pressed while a coup is dealt. */
export function paintSlip(
  board: BaccaratBoard,
  slip: BaccaratSlip,
  busy: boolean,
  format: (amount: number) => string,
): void {
  for (const type of BACCARAT_BET_TYPES) {
    const amount = slip[type];
    const element = board.stakes.get(type);
    if (element) element.textContent = amount > 0 ? format(amount) : '';
  }
  board.spots.forEach((spot) => {
    spot.disabled = busy;
    spot.classList.toggle('bac-spot--staked', slip[spot.dataset.spot as BaccaratBetType] > 0);
  });
  board.total.textContent = format(slipTotal(slip));
  board.dealButton.disabled = busy || slipTotal(slip) === 0;
  board.clearButton.disabled = busy || slipTotal(slip) === 0;
}

/** An empty table before the next coup: no cards, no totals, no spot lit. */
export function clearCards(board: BaccaratBoard): void {
  replace(board.sides.player.cards);
  replace(board.sides.banker.cards);
  board.sides.player.total.textContent = '–';
  board.sides.banker.total.textContent = '–';
  board.spots.forEach((spot) => spot.classList.remove('bac-spot--won', 'bac-spot--push'));
}

/** Lays a card on a side, with the side's new total. */
export function layCard(board: BaccaratBoard, side: BaccaratSide, card: Card, total: number, fresh: boolean): void {
  board.sides[side].cards.append(playingCard(card, { fresh }));
  board.sides[side].total.textContent = String(total);
}

/** Lights the spots that won or pushed. */
export function paintSpotResults(board: BaccaratBoard, results: ReturnType<typeof spotResults>): void {
  for (const spot of board.spots) {
    const result = results[spot.dataset.spot as BaccaratBetType];
    if (!result) continue;
    spot.classList.toggle('bac-spot--won', result.won);
    spot.classList.toggle('bac-spot--push', result.push);
  }
}
