/**
 * Jacks or Better: deal five cards, tap (or press 1-5) the cards to hold, draw, and the final
 * hand pays by the 9/6 table, whose row lights up. The hand lives on the server between the
 * deal and the draw: a reload resumes it. The machine's data and its steps are in
 * video-poker-state.ts, the DOM in video-poker-board.ts; this file asks the server and draws.
 */
import type { Round } from '../../api/provider-types';
import type { GameModule } from '../game-module';
import { createVideoPokerBoard, paintCards, paintPaytable } from './video-poker-board';
import {
  ALL_FRESH,
  cardOfKey,
  drawOf,
  handChip,
  isAwaitingDraw,
  isHeld,
  isMachineOpen,
  machineState,
  openingMachine,
  toggleCard,
} from './video-poker-state';
import { handLine, NO_HOLD } from './video-poker-view';
import './video-poker.css';
import { t } from '../../lib/i18n';

export const videoPokerGame: GameModule = (context) => {
  const machine = openingMachine(context.session.openRound);
  const board = createVideoPokerBoard((event) => void submit(event));
  const format = (amount: number) => context.formatMoney(amount);
  /** The paytable pays for the round's bet, or for the bet field's before the first deal. */
  const paytableBet = () => machine.round?.bet ?? context.peekBet();

  function renderCards(fresh?: readonly boolean[]) {
    const state = machineState(machine);
    paintCards(board, state, {
      held: state ? state.cards.map((_, index) => isHeld(machine, state, index)) : [],
      canHold: isAwaitingDraw(machine),
      fresh,
      onToggle: (index) => {
        if (toggleCard(machine, index)) renderCards();
      },
    });
  }

  function render(fresh?: readonly boolean[]) {
    renderCards(fresh);
    paintPaytable(board, machineState(machine), paytableBet(), format);
    const dealt = isAwaitingDraw(machine);
    context.setRoundOpen(dealt);
    board.playButton.textContent = dealt ? t('games.videoPoker.draw') : t('games.blackjack.deal');
    board.playButton.disabled = false;
  }

  function show(reply: { round: Round<'video-poker'> }, fresh?: readonly boolean[]) {
    machine.round = reply.round;
    const state = reply.round.outcome;
    render(fresh);
    board.status.textContent = handLine(state, reply.round.win, format);
    if (state.phase === 'finished') {
      board.paid.textContent = context.formatMoney(reply.round.win);
      board.strip.push(handChip(state), reply.round.win > 0);
    }
  }

  async function submit(event: Event) {
    event.preventDefault();
    board.playButton.disabled = true;
    const { round } = machine;
    if (round && isAwaitingDraw(machine)) {
      const { action, drawn } = drawOf(machine, round);
      const reply = await context.act<'video-poker'>(round, action, { reveal: (answer) => show(answer, drawn) });
      if (!reply) render();
      return;
    }
    machine.hold = [...NO_HOLD];
    const reply = await context.play<'video-poker'>({}, { reveal: (answer) => show(answer, ALL_FRESH) });
    if (!reply) render();
  }

  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
    const index = cardOfKey(event.key);
    if (index === null || !isAwaitingDraw(machine)) return;
    event.preventDefault();
    toggleCard(machine, index);
    renderCards();
  });
  context.onBetChange(() => {
    if (!isMachineOpen(machine)) paintPaytable(board, machineState(machine), paytableBet(), format);
  });

  if (machine.round) {
    show({ round: machine.round });
    board.status.textContent = `${t('games.blackjack.resumed')} ${board.status.textContent ?? ''}`;
  } else {
    render();
  }
  return { stage: board.stage, controls: board.controls };
};
