/**
 * Keno: pick 1 to 10 of 40 numbers, 10 are drawn. The paytable of the pick count is on the
 * board, with the exact RTP; the draw comes from the seeds and shows ball by ball. The board's
 * data and its steps are in keno-state.ts, the DOM in keno-board.ts; this file asks the server
 * and draws.
 */
import { KENO_MAX_PICKS, toBasisPoints } from '@casino/fairplay';
import type { Round } from '../../api/provider-types';
import { formatMultiplierBps } from '../../lib/money';
import type { GameModule } from '../game-module';
import { createKenoBoard, paintPaytable, paintTiles } from './keno-board';
import { clearPicks, currentRowHits, openingBoard, quickPick, startDraw, toggleNumber } from './keno-state';
import { tileViews } from './keno-view';
import './keno.css';
import { t } from '../../lib/i18n';

const BALL_DELAY_MS = 90;

export const kenoGame: GameModule = (context) => {
  const state = openingBoard();
  const board = createKenoBoard({
    onToggle: (number) => {
      if (toggleNumber(state, number) === 'full')
        board.status.textContent = t('games.keno.tooMany', { max: KENO_MAX_PICKS });
      else render();
    },
    onQuickPick: () => {
      quickPick(state);
      render();
    },
    onClear: () => {
      clearPicks(state);
      render();
    },
    onSubmit: (event) => void submit(event),
  });

  function render() {
    paintTiles(board, tileViews(state.picks, state.last?.outcome ?? null, state.revealed), state.picks);
    paintPaytable(board, state.picks.length, currentRowHits(state));
  }

  async function showDraw(reply: { round: Round<'keno'> }) {
    startDraw(state, reply.round);
    for (; state.revealed <= reply.round.outcome.drawn.length; state.revealed += 1) {
      render();
      await new Promise((resolve) => setTimeout(resolve, BALL_DELAY_MS));
    }
    state.revealed = Number.POSITIVE_INFINITY;
    render();
    const { picks } = state;
    const { hits, multiplier } = reply.round.outcome;
    const won = reply.round.win > 0;
    board.status.textContent = won
      ? t('games.keno.resultWon', {
          count: hits.length,
          picks: picks.length,
          multiplier: formatMultiplierBps(toBasisPoints(multiplier)),
          amount: context.formatMoney(reply.round.win),
        })
      : t('games.keno.resultLost', { count: hits.length, picks: picks.length });
    // A chip is green when the draw paid back at least the stake.
    board.results.push(`${hits.length}/${picks.length}`, reply.round.win >= reply.round.bet);
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (state.picks.length === 0) return;
    board.playButton.disabled = true;
    await context.play<'keno'>({ picks: state.picks }, { reveal: showDraw });
    render();
  }

  render();
  return { stage: board.stage, controls: board.controls };
};
