/**
 * A scratch card (Lucky Scratch in the lobby): buy a card of nine covered fields, scratch them one by one (drag a finger or
 * the mouse across, or press a field with the keyboard) or reveal all; three equal symbols win
 * that prize, three jackpots the progressive pool. The card is decided when bought (the seeds);
 * scratching only uncovers it, and the balance updates once it is uncovered.
 */
import type { ScratchOutcome } from '@casino/fairplay';
import type { Round } from '../../api/provider-types';
import { h, prefersReducedMotion, replace } from '../../lib/dom';
import type { GameModule } from '../game-module';
import { createResultStrip, stat } from '../result-strip';
import { scratchSymbol } from './scratch-symbols';
import {
  cardRule,
  fieldLabel,
  isCardDone,
  isWinShown,
  prizeRows,
  resultLine,
  scratchAll,
  scratchField,
  symbolName,
  type Scratched,
} from './scratch-view';
import './scratch.css';
import { t } from '../../lib/i18n';

export const scratchGame: GameModule = (context) => {
  let outcome: ScratchOutcome | null = null;
  let scratched: Scratched = new Set();
  let finish: (() => void) | null = null;
  let scratching = false;
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
    { type: 'button', class: 'button button--secondary', disabled: true, onclick: () => uncover(scratchAll()) },
    t('games.scratch.revealAll'),
  );
  let lastWin = 0;

  function render(fresh: ReadonlySet<number> = new Set()) {
    const card = outcome;
    replace(
      grid,
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
            onclick: () => uncover(scratchField(scratched, field)),
          },
          symbol ? scratchSymbol(symbol) : h('span', { class: 'sc-foil', 'aria-hidden': 'true' }, '?'),
        );
      }),
    );
    revealButton.disabled = !card || isCardDone(scratched);
  }

  function uncover(next: Scratched) {
    if (!outcome || isCardDone(scratched)) return;
    const keyboard = grid.contains(document.activeElement);
    const fresh = new Set([...next].filter((field) => !scratched.has(field)));
    scratched = next;
    render(fresh);
    // A keyboard player goes on to the next covered field.
    if (keyboard) grid.querySelector<HTMLElement>('.sc-field:not(:disabled)')?.focus();
    if (isCardDone(scratched)) {
      status.textContent = resultLine(outcome, lastWin, (amount) => context.formatMoney(amount));
      paid.textContent = context.formatMoney(lastWin);
      strip.push(outcome.winningSymbol ? symbolName(outcome.winningSymbol) : '—', lastWin > 0 || outcome.jackpot);
      finish?.();
      finish = null;
    } else if (isWinShown(outcome, scratched)) {
      status.textContent = t('games.scratch.threeAlike');
    }
  }

  /** Scratching by dragging: every field the pointer crosses while pressed is uncovered. */
  function scratchAt(x: number, y: number) {
    const target = document.elementFromPoint(x, y)?.closest<HTMLElement>('.sc-field');
    const field = Number(target?.dataset.field);
    if (target && grid.contains(target) && !scratched.has(field)) uncover(scratchField(scratched, field));
  }
  grid.addEventListener('pointerdown', (event) => {
    if (outcome) {
      scratching = true;
      scratchAt(event.clientX, event.clientY);
    }
  });
  grid.addEventListener('pointermove', (event) => {
    if (scratching) scratchAt(event.clientX, event.clientY);
  });
  for (const type of ['pointerup', 'pointercancel', 'pointerleave'] as const)
    grid.addEventListener(type, () => {
      scratching = false;
    });

  async function buy(event: Event) {
    event.preventDefault();
    buyButton.disabled = true;
    await context.play<'scratch'>(
      {},
      {
        reveal: ({ round }: { round: Round<'scratch'> }) =>
          new Promise<void>((resolve) => {
            outcome = round.outcome;
            lastWin = round.win;
            scratched = new Set();
            finish = resolve;
            status.textContent = t('games.scratch.scratchPrompt');
            render();
            grid.querySelector<HTMLElement>('.sc-field')?.focus();
          }),
      },
    );
    buyButton.disabled = false;
  }

  const prizes = h(
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
  const stage = h(
    'div',
    { class: 'sc-stage' },
    h(
      'div',
      { class: 'sc-card' },
      h('p', { class: 'sc-title' }, context.session.game.name),
      grid,
      h('p', { class: 'sc-rule' }, cardRule()),
    ),
    h('div', { class: 'sc-side' }, status, prizes),
  );
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void buy(event) },
    h('p', { class: 'field-hint' }, t('games.scratch.hint')),
    h('div', { class: 'stats stats--compact' }, stat(t('games.blackjack.paid'), paid)),
    revealButton,
    buyButton,
    strip.element,
  );
  render();
  return { stage, controls };
};
