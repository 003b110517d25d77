/**
 * A scratch card (Lucky Scratch in the lobby): buy a card of nine covered fields, scratch them one by one (drag a finger or
 * the mouse across, or press a field with the keyboard) or reveal all; three equal symbols win
 * that prize, three jackpots the progressive pool. The card is decided when bought (the seeds);
 * scratching only uncovers it, and the balance updates once it is uncovered. The card's data
 * and its steps are in scratch-state.ts, the DOM in scratch-board.ts; this file buys and draws.
 */
import type { Round } from '../../api/provider-types';
import type { GameModule } from '../game-module';
import { bindScratchDrag, createScratchBoard, paintGrid } from './scratch-board';
import { buyCard, openingCard, settleCard, uncoverFields } from './scratch-state';
import { resultLine, scratchAll, scratchField, symbolName, type Scratched } from './scratch-view';
import './scratch.css';
import { t } from '../../lib/i18n';

export const scratchGame: GameModule = (context) => {
  const card = openingCard();
  const board = createScratchBoard(context.session.game.name, {
    onRevealAll: () => uncover(scratchAll()),
    onBuy: (event) => void buy(event),
  });
  const scratch = (field: number) => uncover(scratchField(card.scratched, field));

  function render(fresh: ReadonlySet<number> = new Set()) {
    paintGrid(board, card.outcome, card.scratched, fresh, scratch);
  }

  function uncover(next: Scratched) {
    const keyboard = board.grid.contains(document.activeElement);
    const step = uncoverFields(card, next);
    const { outcome } = card;
    if (!step || !outcome) return;
    render(step.fresh);
    // A keyboard player goes on to the next covered field.
    if (keyboard) board.grid.querySelector<HTMLElement>('.sc-field:not(:disabled)')?.focus();
    if (step.done) {
      board.status.textContent = resultLine(outcome, card.win, (amount) => context.formatMoney(amount));
      board.paid.textContent = context.formatMoney(card.win);
      board.strip.push(
        outcome.winningSymbol ? symbolName(outcome.winningSymbol) : '—',
        card.win > 0 || outcome.jackpot,
      );
      settleCard(card);
    } else if (step.winShown) {
      board.status.textContent = t('games.scratch.threeAlike');
    }
  }

  bindScratchDrag(
    board,
    () => card.outcome !== null,
    (field) => {
      if (!card.scratched.has(field)) scratch(field);
    },
  );

  async function buy(event: Event) {
    event.preventDefault();
    board.buyButton.disabled = true;
    await context.play<'scratch'>(
      {},
      {
        reveal: ({ round }: { round: Round<'scratch'> }) =>
          new Promise<void>((resolve) => {
            buyCard(card, round, resolve);
            board.status.textContent = t('games.scratch.scratchPrompt');
            render();
            board.grid.querySelector<HTMLElement>('.sc-field')?.focus();
          }),
      },
    );
    board.buyButton.disabled = false;
  }

  render();
  return { stage: board.stage, controls: board.controls };
};
