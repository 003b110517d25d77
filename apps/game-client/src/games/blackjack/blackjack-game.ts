/**
 * Blackjack: one seat against the dealer, six decks shuffled for every round. The table states
 * the rules; the round lives on the server (a reload resumes it), and every action carries the
 * number of actions seen so a retried click is never taken twice. The table's data and its steps
 * are in blackjack-state.ts, the DOM in blackjack-board.ts; this file asks the server and draws.
 */
import type { BlackjackActionType } from '@casino/fairplay';
import { actionSeq, type Round } from '../../api/provider-types';
import type { GameModule } from '../game-module';
import { bindActionKeys, createBlackjackBoard, focusFirstAction, paintButtons, paintCards } from './blackjack-board';
import { cardsOnTable, isTableOpen, landingDelayMs, openingTable, roundNetMinor, tableState } from './blackjack-state';
import { allowedActions, stakedMinor, statusText } from './blackjack-view';
import './blackjack.css';
import { t } from '../../lib/i18n';

export const blackjackGame: GameModule = (context) => {
  const table = openingTable(context.session.openRound);
  const board = createBlackjackBoard(
    (type) => void act(type),
    (event) => void deal(event),
  );

  function render() {
    const { round } = table;
    const state = tableState(table);
    const open = isTableOpen(table);
    paintButtons(board, open ? allowedActions(state) : [], open);
    context.setRoundOpen(open);
    paintCards(board, state, table.shownCards, (bets) => (round ? context.formatMoney(round.bet * bets) : ''));
    table.shownCards = cardsOnTable(state);
    board.staked.textContent = round && state ? context.formatMoney(stakedMinor(round.bet, state)) : '—';
    board.payout.textContent = round && state?.phase === 'finished' ? context.formatMoney(round.win) : '—';
  }

  async function show(reply: { round: Round<'blackjack'> }) {
    const before = table.shownCards;
    table.round = reply.round;
    const state = reply.round.outcome;
    render();
    // Let the new cards land one after another before the result is read out.
    await new Promise((resolve) => setTimeout(resolve, landingDelayMs(before, table.shownCards)));
    board.status.textContent = statusText(state, reply.round.win > 0 ? context.formatMoney(reply.round.win) : null);
    if (state.phase === 'finished') {
      const net = roundNetMinor(reply.round);
      board.results.push(
        net > 0
          ? `+${context.formatMoney(net)}`
          : net === 0
            ? t('games.blackjack.result.push')
            : `−${context.formatMoney(-net)}`,
        net >= 0,
      );
    }
  }

  async function act(type: BlackjackActionType) {
    const { round } = table;
    if (!round || !isTableOpen(table)) return;
    const reply = await context.act<'blackjack'>(round, { type, seq: actionSeq(round) }, { reveal: show });
    if (reply) focusFirstAction(board);
  }

  async function deal(event: Event) {
    event.preventDefault();
    if (isTableOpen(table)) return;
    board.dealButton.disabled = true;
    table.shownCards = 0;
    const reply = await context.play<'blackjack'>({}, { reveal: show });
    if (!reply) render();
    else focusFirstAction(board);
  }

  bindActionKeys(board);
  render();
  if (table.round)
    board.status.textContent = `${t('games.blackjack.resumed')} ${statusText(table.round.outcome, null)}`;
  return { stage: board.stage, controls: board.controls };
};
