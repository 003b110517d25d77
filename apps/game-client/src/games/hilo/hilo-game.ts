/**
 * Hilo: guess whether the next card is higher, lower or the same. Each button shows its chance
 * and the multiplier a right guess brings; skip a card for free, cash out after any right guess.
 * The round lives on the server: a reload resumes it. The round's data and what the table shows
 * of it are in hilo-state.ts, the DOM in hilo-board.ts; this file asks the server and draws.
 */
import type { Round } from '../../api/provider-types';
import { formatMultiplierBps } from '../../lib/money';
import type { GameModule } from '../game-module';
import { createHiloBoard, paintCards, paintGuesses } from './hilo-board';
import {
  answerLine,
  hiloFigures,
  isTableOpen,
  moveBody,
  openingTable,
  shownOptions,
  type HiloMove,
} from './hilo-state';
import './hilo.css';
import { t } from '../../lib/i18n';

export const hiloGame: GameModule = (context) => {
  const table = openingTable(context.session.openRound);
  const onMove = (type: HiloMove) => void act(type);
  const board = createHiloBoard(onMove, (event) => void submit(event));

  function render() {
    const state = table.round?.outcome ?? null;
    const open = isTableOpen(table);
    paintCards(board, state);
    paintGuesses(board, shownOptions(state), open, onMove);
    context.setRoundOpen(open);
    const { bps, cashoutMinor } = hiloFigures(table);
    board.current.textContent = formatMultiplierBps(bps);
    board.cashoutValue.textContent = open && bps > 0 ? context.formatMoney(cashoutMinor) : '—';
    if (open) {
      board.playButton.textContent =
        bps > 0 ? t('games.mines.cashOut', { amount: context.formatMoney(cashoutMinor) }) : t('games.hilo.guessFirst');
      board.playButton.disabled = bps === 0;
    } else {
      board.playButton.textContent = t('games.common.betButton');
      board.playButton.disabled = false;
    }
  }

  function show(reply: { round: Round<'hilo'> }) {
    table.round = reply.round;
    render();
    const line = answerLine(reply.round.outcome, context.formatMoney(reply.round.win));
    board.status.textContent = line.status;
    if (line.chip) board.results.push(line.chip.label, line.chip.won);
  }

  async function act(type: HiloMove) {
    const { round } = table;
    if (!round || !isTableOpen(table)) return;
    await context.act<'hilo'>(round, moveBody(round, type), { reveal: show });
  }

  async function submit(event: Event) {
    event.preventDefault();
    board.playButton.disabled = true;
    if (isTableOpen(table)) {
      await act('cashout');
      render();
      return;
    }
    const reply = await context.play<'hilo'>({}, { reveal: show });
    if (!reply) render();
  }

  if (table.round) {
    show({ round: table.round });
    board.status.textContent = t('games.hilo.resumed');
  } else {
    render();
  }
  return { stage: board.stage, controls: board.controls };
};
