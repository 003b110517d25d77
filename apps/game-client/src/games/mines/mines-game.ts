/**
 * Mines: 25 tiles, some mines. Each safe tile raises the cash-out multiplier; a mine loses the
 * stake. The round lives on the server, so a reload resumes it where it was.
 */
import { MINES_MAX, MINES_MIN, MINES_TILES, fromBasisPoints, minesMultiplierBps, payoutMinor, toBasisPoints } from '@casino/fairplay';
import { isRoundOpen, type MinesPublicState, type Round } from '../../api/provider-types';
import { h } from '../../lib/dom';
import { formatMultiplierBps } from '../../lib/money';
import type { GameModule } from '../game-module';
import { stat } from '../result-strip';
import { minesStateOf, tileViews, type TileView } from './mines-logic';
import './mines.css';

/** Three mines: the usual opening choice, a gentle x1.13 first step. */
const DEFAULT_MINES = 3;
const TILE_LABELS: Readonly<Record<TileView, string>> = { hidden: 'hidden', gem: 'gem', mine: 'mine', 'mine-hit': 'mine, hit' };

function createMineCountSelect(): HTMLSelectElement {
  const counts = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, index) => index + MINES_MIN);
  return h('select', { id: 'mines-count', class: 'input' }, ...counts.map((count) => h('option', { value: count, selected: count === DEFAULT_MINES }, count)));
}

/** The multiplier now, the one the next gem brings, and what a cash-out pays now. */
function minesFigures(state: MinesPublicState | null, chosenMines: number, betMinor: number) {
  const picks = state?.revealed.length ?? 0;
  const mines = state?.mines ?? chosenMines;
  const bps = state ? toBasisPoints(state.multiplier) : 0;
  return {
    picks,
    current: formatMultiplierBps(bps),
    next: picks < MINES_TILES - mines ? formatMultiplierBps(minesMultiplierBps(mines, picks + 1)) : '—',
    cashoutMinor: Number(payoutMinor(BigInt(betMinor), fromBasisPoints(bps))),
  };
}

function createTiles(onReveal: (tile: number) => void): HTMLButtonElement[] {
  return Array.from({ length: MINES_TILES }, (_, tile) => h('button', { type: 'button', class: 'mines-tile', 'data-tile': tile, onclick: () => onReveal(tile) }));
}

/** Only hidden tiles of an active round can be picked; the others say what they are. */
function paintTiles(tiles: readonly HTMLButtonElement[], views: readonly TileView[], active: boolean): void {
  tiles.forEach((button, tile) => {
    const view = views[tile] ?? 'hidden';
    button.className = `mines-tile mines-tile--${view}`;
    button.disabled = !active || view !== 'hidden';
    button.setAttribute('aria-label', `Tile ${tile + 1}, ${TILE_LABELS[view]}`);
  });
}

function statusText(state: MinesPublicState, winText: string): string {
  if (state.status === 'busted') return 'A mine! The stake is lost.';
  if (state.status === 'cashed_out') return `Cashed out ${formatMultiplierBps(toBasisPoints(state.multiplier))}: ${winText}.`;
  const gems = state.revealed.length;
  return `${gems} gem${gems === 1 ? '' : 's'} found. Pick another tile or cash out.`;
}

export const minesGame: GameModule = (context) => {
  let round: Round<'mines'> | null = null;
  const openRound = context.session.openRound;
  const mineCount = createMineCountSelect();
  const tiles = createTiles((tile) => void reveal(tile));
  const [current, next] = [h('output', { class: 'stat__value' }, 'x0'), h('output', { class: 'stat__value' }, '—')];
  const status = h('p', { class: 'mines-status', 'aria-live': 'polite' }, 'Choose the number of mines and place a bet.');
  const playButton = h('button', { type: 'submit', class: 'button button--primary button--play' }, 'Bet');

  function render(state: MinesPublicState | null) {
    const active = state?.status === 'active';
    const views = state ? tileViews(state) : Array<TileView>(MINES_TILES).fill('hidden');
    paintTiles(tiles, views, active);
    mineCount.disabled = active;
    context.setRoundOpen(active);
    const figures = minesFigures(state, Number(mineCount.value), round?.bet ?? 0);
    current.textContent = figures.current;
    next.textContent = figures.next;
    if (active) {
      playButton.textContent = figures.picks === 0 ? 'Pick a tile' : `Cash out ${context.formatMoney(figures.cashoutMinor)}`;
      playButton.disabled = figures.picks === 0;
    } else {
      playButton.textContent = 'Bet';
      playButton.disabled = false;
    }
  }

  function finish(reply: { round: Round<'mines'> }) {
    round = reply.round;
    const state = minesStateOf(reply.round);
    render(state);
    status.textContent = statusText(state, context.formatMoney(reply.round.win));
  }

  async function reveal(tile: number) {
    if (!round || !isRoundOpen(round)) return;
    await context.act<'mines'>(round, { type: 'reveal', tile }, { reveal: finish });
    tiles[tile]?.focus();
  }

  async function submit(event: Event) {
    event.preventDefault();
    playButton.disabled = true;
    if (round && isRoundOpen(round)) {
      const reply = await context.act<'mines'>(round, { type: 'cashout' }, { reveal: finish });
      if (!reply) render(minesStateOf(round));
      return;
    }
    const reply = await context.play<'mines'>({ mines: Number(mineCount.value) }, {
      reveal: (started) => {
        finish(started);
        status.textContent = 'Pick a tile. Every gem raises the multiplier.';
      },
    });
    if (!reply) render(round ? minesStateOf(round) : null);
  }

  const stage = h('div', { class: 'mines-stage' }, h('div', { class: 'mines-grid', role: 'group', 'aria-label': 'Mines field, 5 by 5' }, ...tiles), status);
  const controls = h('form', { class: 'game-controls', onsubmit: (event: Event) => void submit(event) },
    h('div', { class: 'field' }, h('label', { class: 'field__label', for: 'mines-count' }, 'Mines'), mineCount),
    h('div', { class: 'stats stats--compact' }, stat('Current', current), stat('Next tile', next)), playButton);
  mineCount.addEventListener('change', () => render(round ? minesStateOf(round) : null));
  if (openRound && isRoundOpen(openRound)) {
    round = openRound as Round<'mines'>;
    finish({ round });
    status.textContent = 'Your round in progress was resumed. Pick a tile or cash out.';
  } else {
    render(null);
  }
  return { stage, controls };
};
