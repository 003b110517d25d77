/**
 * Lucky Orbit: Cosmic Reels. One paid spin may lead to free spins (3+ Supernovas, wins x3,
 * retriggerable); the server plays them all in the same round, and the client shows them one by
 * one from the outcome, with the counter and the running total.
 */
import { LUCKY_ORBIT_SLOT, evaluateStops, type SlotSpin } from '@casino/fairplay';
import { delay, h, prefersReducedMotion, replace } from '../../lib/dom';
import type { GameModule } from '../game-module';
import { createPaytable } from './slot-paytable';
import { createSlotReels } from './slot-reels';
import { spinHighlight, spinWinMinor } from './slot-lines';
import './slot.css';
import { formatNumber, t } from '../../lib/i18n';

const config = LUCKY_ORBIT_SLOT;
/** A view for before the first spin: any stops draw a real window of the strips. */
const OPENING_STOPS = [16, 15, 14, 15, 16];
/** Time to read a free spin's result before the next one starts. */
const FREE_SPIN_PAUSE_MS = 900;

export const slotGame: GameModule = (context) => {
  const names = new Map(config.symbols.map((symbol) => [symbol.id, symbol.name]));
  const scatterName = config.symbols.find((symbol) => symbol.kind === 'scatter')?.name ?? '';
  const reels = createSlotReels(config);
  const banner = h('div', { class: 'slot-banner', 'aria-live': 'polite', hidden: true });
  const winLine = h('p', { class: 'slot-win', 'aria-live': 'polite' }, t('games.slot.goodLuck'));
  const lineList = h('ul', { class: 'slot-lines', 'aria-label': t('games.slot.winningLines') });
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.slot.spin'),
  );
  let skip = false;

  function describe(spin: SlotSpin, bet: number) {
    const items = spin.lineWins.map((win) =>
      h(
        'li',
        {},
        t('games.slot.lineWin', {
          line: win.payline + 1,
          count: win.count,
          symbol: names.get(win.symbol) ?? win.symbol,
          pays: win.pay * spin.winMultiplier,
        }),
      ),
    );
    if (spin.scatterPay > 0)
      items.push(
        h(
          'li',
          {},
          t('games.slot.scatterWin', {
            count: spin.scatterCount,
            symbol: scatterName,
            amount: context.formatMoney(
              spinWinMinor(config, bet, { ...spin, win: spin.scatterPay * spin.winMultiplier }),
            ),
          }),
        ),
      );
    if (spin.freeSpinsAwarded > 0)
      items.push(
        h('li', { class: 'slot-lines__feature' }, t('games.slot.freeSpinsAwarded', { count: spin.freeSpinsAwarded })),
      );
    replace(lineList, ...items);
  }

  async function present(spins: readonly SlotSpin[], bet: number, totalWin: number) {
    // What the free spins won, apart from the paid spin that triggered them.
    let freeSpinsWon = 0;
    const freeSpins = spins.length - 1;
    const showBanner = (index: number, multiplier: number) => {
      banner.hidden = false;
      banner.textContent = t('games.slot.freeSpinBanner', {
        index,
        total: freeSpins,
        multiplier: `x${formatNumber(multiplier)}`,
        amount: context.formatMoney(freeSpinsWon),
      });
    };
    for (const [index, spin] of spins.entries()) {
      if (spin.freeSpin) showBanner(index, spin.winMultiplier);
      const highlight = spinHighlight(config, spin);
      if (skip) reels.show(spin.grid, highlight);
      else await reels.spin(spin, highlight);
      const won = spinWinMinor(config, bet, spin);
      describe(spin, bet);
      winLine.textContent = won > 0 ? t('games.slot.win', { amount: context.formatMoney(won) }) : t('games.slot.noWin');
      if (spin.freeSpin) {
        freeSpinsWon += won;
        showBanner(index, spin.winMultiplier);
      }
      if (index < spins.length - 1 && !skip && !prefersReducedMotion()) await delay(FREE_SPIN_PAUSE_MS);
    }
    if (freeSpins > 0) {
      banner.textContent = t('games.slot.freeSpinsTotal', {
        count: freeSpins,
        amount: context.formatMoney(freeSpinsWon),
      });
      winLine.textContent = t('games.slot.totalWin', { amount: context.formatMoney(totalWin) });
    }
  }

  async function spin(event: Event) {
    event.preventDefault();
    if (playButton.dataset.state === 'running') {
      skip = true;
      return;
    }
    const bet = context.readBet();
    if (bet === null) return;
    skip = false;
    banner.hidden = true;
    replace(lineList);
    winLine.textContent = t('games.slot.spinning');
    playButton.dataset.state = 'running';
    playButton.textContent = t('games.slot.skip');
    const reply = await context.play<'slot'>(
      {},
      { bet, reveal: ({ round }) => present(round.outcome.spins, round.bet, round.win) },
    );
    if (!reply) winLine.textContent = t('games.slot.goodLuck');
    delete playButton.dataset.state;
    playButton.textContent = t('games.slot.spin');
  }

  reels.show(evaluateStops(config, OPENING_STOPS).grid);
  const stage = h(
    'div',
    { class: 'slot-stage' },
    h('p', { class: 'slot-title' }, config.title),
    banner,
    reels.element,
    winLine,
    lineList,
  );
  const controls = h('form', { class: 'game-controls', onsubmit: (event: Event) => void spin(event) }, playButton);
  return { stage, controls, extras: [createPaytable(config)] };
};
