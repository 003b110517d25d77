/**
 * The scratch card's DOM: the nine fields, the prize rows, the line beside them and the controls,
 * and the dragging that scratches every field the pointer crosses. It draws what it is given and
 * calls back; the card and the purchase live in scratch-game.ts.
 */
import type { ScratchOutcome } from '@casino/fairplay';
import { h, prefersReducedMotion, replace } from '../../lib/dom';
import { createResultStrip, stat, type ResultStrip } from '../result-strip';
import { scratchSymbol } from './scratch-symbols';
import { cardRule, fieldLabel, isCardDone, isWinShown, prizeRows, type Scratched } from './scratch-view';
import { t } from '../../lib/i18n';

export interface ScratchBoard {
  readonly stage: HTMLElement;
  readonly controls: HTMLElement;
  readonly grid: HTMLElement;
  readonly status: HTMLElement;
  readonly paid: HTMLOutputElement;
  readonly strip: ResultStrip;
  readonly buyButton: HTMLButtonElement;
  readonly revealButton: HTMLButtonElement;
}

function createPrizes(): HTMLElement {
  return h(
    'ul',
    { class: 'sc-prizes', 'aria-label': t('games.scratch.prizes') },
    ...prizeRows().map((row) =>
      h(
        'li',
        { class: 'sc-prize' },
        h(
          'span',
          { class: 'sc-prize__symbols' },
          scratchSymbol(row.symbol),
          scratchSymbol(row.symbol),
          scratchSymbol(row.symbol),
        ),
        h('span', {}, t('games.scratch.prizeRow', { symbol: row.name, prize: row.prize })),
      ),
    ),
  );
}

export function createScratchBoard(
  title: string,
  handlers: { onRevealAll: () => void; onBuy: (event: Event) => void },
): ScratchBoard {
  const grid = h('div', { class: 'sc-grid', role: 'group', 'aria-label': t('games.scratch.card') });
  const status = h('p', { class: 'sc-status', 'aria-live': 'polite' }, t('games.scratch.start'));
  const paid = h('output', { class: 'stat__value' }, '—');
  const strip = createResultStrip(t('games.scratch.lastCards'));
  const buyButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.scratch.buy'),
  );
  const revealButton = h(
    'button',
    { type: 'button', class: 'button button--secondary', disabled: true, onclick: handlers.onRevealAll },
    t('games.scratch.revealAll'),
  );
  const stage = h(
    'div',
    { class: 'sc-stage' },
    h(
      'div',
      { class: 'sc-card' },
      h('p', { class: 'sc-title' }, title),
      grid,
      h('p', { class: 'sc-rule' }, cardRule()),
    ),
    h('div', { class: 'sc-side' }, status, createPrizes()),
  );
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: handlers.onBuy },
    h('p', { class: 'field-hint' }, t('games.scratch.hint')),
    h('div', { class: 'stats stats--compact' }, stat(t('games.blackjack.paid'), paid)),
    revealButton,
    buyButton,
    strip.element,
  );
  return { stage, controls, grid, status, paid, strip, buyButton, revealButton };
}

/** The nine fields: covered, or their symbol (lit once the three alike show); `fresh` ones animate. */
export function paintGrid(
  board: ScratchBoard,
  card: ScratchOutcome | null,
  scratched: Scratched,
  fresh: ReadonlySet<number>,
  onField: (field: number) => void,
): void {
  replace(
    board.grid,
    ...Array.from({ length: 9 }, (_, field) => {
      const open = !!card && scratched.has(field);
      const symbol = open && card ? (card.fields[field] ?? null) : null;
      const winning = open && !!card && isWinShown(card, scratched) && card.winningFields.includes(field);
      return h(
        'button',
        {
          type: 'button',
          class: `sc-field${open ? ' sc-field--open' : ''}${winning ? ' sc-field--win' : ''}${fresh.has(field) && !prefersReducedMotion() ? ' sc-field--fresh' : ''}`,
          'data-field': field,
          disabled: !card || open,
          'aria-label': card ? fieldLabel(field, symbol) : t('games.scratch.field', { number: field + 1 }),
          onclick: () => onField(field),
        },
        symbol ? scratchSymbol(symbol) : h('span', { class: 'sc-foil', 'aria-hidden': 'true' }, '?'),
      );
    }),
  );
  board.revealButton.disabled = !card || isCardDone(scratched);
}

/** Scratching by dragging: every field the pointer crosses while pressed (on a bought card) is passed on. */
export function bindScratchDrag(board: ScratchBoard, hasCard: () => boolean, onField: (field: number) => void): void {
  let scratching = false;
  const scratchAt = (x: number, y: number) => {
    const target = document.elementFromPoint(x, y)?.closest<HTMLElement>('.sc-field');
    if (target && board.grid.contains(target)) onField(Number(target.dataset.field));
  };
  board.grid.addEventListener('pointerdown', (event) => {
    if (hasCard()) {
      scratching = true;
      scratchAt(event.clientX, event.clientY);
    }
  });
  board.grid.addEventListener('pointermove', (event) => {
    if (scratching) scratchAt(event.clientX, event.clientY);
  });
  for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const)
    board.grid.addEventListener(type, () => {
      scratching = false;
    });
}
