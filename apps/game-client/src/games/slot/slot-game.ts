/**
 * Lucky Orbit: Cosmic Reels. One paid spin may lead to free spins (3+ Supernovas, wins x3,
 * retriggerable); the server plays them all in the same round, and the client shows them one by
 * one from the outcome, with the counter and the running total. The spin's data and its lines are
 * in slot-state.ts (running and skip in ../spin-play.ts), the DOM in slot-board.ts and slot-reels.ts; this file asks the server and draws.
 */
import { LUCKY_ORBIT_SLOT, evaluateStops, type SlotSpin } from '@casino/fairplay';
import { delay, prefersReducedMotion, replace } from '../../lib/dom';
import type { GameModule } from '../game-module';
import { endSpin, idleSpinPlay, paintSpinButton, pressSpin, startSpin } from '../spin-play';
import { createSlotBoard, paintLines } from './slot-board';
import { spinHighlight, spinWinMinor } from './slot-lines';
import { createPaytable } from './slot-paytable';
import { createSlotReels } from './slot-reels';
import { spinLines } from './slot-state';
import './slot.css';
import { formatNumber, t } from '../../lib/i18n';

const config = LUCKY_ORBIT_SLOT;
/** A view for before the first spin: any stops draw a real window of the strips. */
const OPENING_STOPS = [16, 15, 14, 15, 16];
/** Time to read a free spin's result before the next one starts. */
const FREE_SPIN_PAUSE_MS = 900;

export const slotGame: GameModule = (context) => {
  const machine = idleSpinPlay();
  const reels = createSlotReels(config);
  const board = createSlotBoard(config.title, reels, (event) => void spin(event));
  const format = (amount: number) => context.formatMoney(amount);

  async function present(spins: readonly SlotSpin[], bet: number, totalWin: number) {
    // What the free spins won, apart from the paid spin that triggered them.
    let freeSpinsWon = 0;
    const freeSpins = spins.length - 1;
    const showBanner = (index: number, multiplier: number) => {
      board.banner.hidden = false;
      board.banner.textContent = t('games.slot.freeSpinBanner', {
        index,
        total: freeSpins,
        multiplier: `x${formatNumber(multiplier)}`,
        amount: format(freeSpinsWon),
      });
    };
    for (const [index, spin] of spins.entries()) {
      if (spin.freeSpin) showBanner(index, spin.winMultiplier);
      const highlight = spinHighlight(config, spin);
      if (machine.skip) reels.show(spin.grid, highlight);
      else await reels.spin(spin, highlight);
      const won = spinWinMinor(config, bet, spin);
      paintLines(board, spinLines(config, spin, bet, format));
      board.winLine.textContent = won > 0 ? t('games.slot.win', { amount: format(won) }) : t('games.slot.noWin');
      if (spin.freeSpin) {
        freeSpinsWon += won;
        showBanner(index, spin.winMultiplier);
      }
      if (index < spins.length - 1 && !machine.skip && !prefersReducedMotion()) await delay(FREE_SPIN_PAUSE_MS);
    }
    if (freeSpins > 0) {
      board.banner.textContent = t('games.slot.freeSpinsTotal', { count: freeSpins, amount: format(freeSpinsWon) });
      board.winLine.textContent = t('games.slot.totalWin', { amount: format(totalWin) });
    }
  }

  async function spin(event: Event) {
    event.preventDefault();
    if (pressSpin(machine) === 'skip') return;
    const bet = context.readBet();
    if (bet === null) return;
    startSpin(machine);
    board.banner.hidden = true;
    replace(board.lineList);
    board.winLine.textContent = t('games.slot.spinning');
    paintSpinButton(board.playButton, true);
    const reply = await context.play<'slot'>(
      {},
      { bet, reveal: ({ round }) => present(round.outcome.spins, round.bet, round.win) },
    );
    if (!reply) board.winLine.textContent = t('games.slot.goodLuck');
    endSpin(machine);
    paintSpinButton(board.playButton, false);
  }

  reels.show(evaluateStops(config, OPENING_STOPS).grid);
  return { stage: board.stage, controls: board.controls, extras: [createPaytable(config)] };
};
