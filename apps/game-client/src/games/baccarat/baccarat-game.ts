/**
 * Baccarat (punto banco, eight decks): chips of the bet field's amount go on player, banker
 * and/or tie; one deal settles the coup by the third-card rules, banker wins paying 0.95:1, tie
 * 8:1 and a tie returning the player and banker bets. The chips stay for the next coup. The
 * table's data and its steps are in baccarat-state.ts, the DOM in baccarat-board.ts; this file
 * asks the server and draws.
 */
import { baccaratTotal, type BaccaratBetType, type BaccaratOutcome, type Card } from '@casino/fairplay';
import type { Round } from '../../api/provider-types';
import { delay, prefersReducedMotion } from '../../lib/dom';
import type { GameModule } from '../game-module';
import { clearCards, createBaccaratBoard, layCard, paintSlip, paintSpotResults } from './baccarat-board';
import { clearChips, dealCheck, dealOrder, openingTable, placeChip, spotResults } from './baccarat-state';
import { betLines, coupLine, slipBets, slipTotal } from './baccarat-view';
import './baccarat.css';
import { t } from '../../lib/i18n';

const DEAL_STEP_MS = 320;

export const baccaratGame: GameModule = (context) => {
  const table = openingTable();
  const format = (amount: number) => context.formatMoney(amount);
  const board = createBaccaratBoard({
    onSpot: (type) => {
      if (placeChip(table, type, table.busy ? null : context.readBet())) refresh();
    },
    onClear: () => {
      clearChips(table);
      refresh();
    },
    onDeal: (event) => void deal(event),
  });
  const refresh = () => paintSlip(board, table.slip, table.busy, format);

  /** Deals the cards in the order they left the shoe, each side's total growing with its cards. */
  async function dealCards(outcome: BaccaratOutcome) {
    const animate = !prefersReducedMotion();
    const shown = { player: [] as Card[], banker: [] as Card[] };
    for (const [side, card] of dealOrder(outcome)) {
      shown[side].push(card);
      layCard(board, side, card, baccaratTotal(shown[side]), animate);
      if (animate) await delay(DEAL_STEP_MS);
    }
  }

  async function reveal({ round }: { round: Round<'baccarat'> }) {
    const outcome = round.outcome;
    await dealCards(outcome);
    paintSpotResults(board, spotResults(outcome));
    board.status.textContent = t('games.baccarat.coupResult', {
      coup: coupLine(outcome),
      bets: betLines(outcome, format).join(t('games.reels.summary.separator')),
    });
    board.paid.textContent = context.formatMoney(round.win);
    board.strip.push(
      t(`games.baccarat.letter.${outcome.winner satisfies BaccaratBetType}`) +
        String(outcome.winner === 'banker' ? outcome.bankerTotal : outcome.playerTotal),
      round.win > 0,
    );
  }

  async function deal(event: Event) {
    event.preventDefault();
    const stake = slipTotal(table.slip);
    const { maxBet } = context.session.limits;
    const check = dealCheck(table, maxBet);
    if (check === 'idle') return;
    if (check === 'overMax') {
      context.showError(t('games.roulette.overMax', { total: format(stake), max: format(maxBet) }));
      return;
    }
    table.busy = true;
    refresh();
    clearCards(board);
    board.status.textContent = t('games.baccarat.dealing');
    const reply = await context.play<'baccarat'>({ bets: slipBets(table.slip) }, { bet: stake, reveal });
    if (!reply) board.status.textContent = t('games.baccarat.notDealt');
    table.busy = false;
    refresh();
  }

  refresh();
  return { stage: board.stage, controls: board.controls };
};
