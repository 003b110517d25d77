/**
 * Mines: 25 tiles, some mines. Each safe tile raises the cash-out multiplier; a mine loses the
 * stake. The round lives on the server, so a reload resumes it where it was.
 */
import {
  MINES_MAX,
  MINES_MIN,
  MINES_TILES,
  fromBasisPoints,
  minesMultiplierBps,
  payoutMinor,
  toBasisPoints,
} from '@casino/fairplay';
import { isRoundOpen, type MinesPublicState, type Round } from '../../api/provider-types';
import { h } from '../../lib/dom';
import { formatMultiplierBps } from '../../lib/money';
import type { GameModule } from '../game-module';
import { stat } from '../result-strip';
import { minesStateOf, tileViews, type TileView } from './mines-logic';
import './mines.css';
import { t } from '../../lib/i18n';

/** Three mines: the usual opening choice, a gentle x1.13 first step. */
const DEFAULT_MINES = 3;
const TILE_LABELS: Readonly<Record<TileView, string>> = {
  hidden: 'hidden',
  gem: 'gem',
  mine: 'mine',
  'mine-hit': 'mineHit',
};

function createMineCountSelect(): HTMLSelectElement {
  const counts = Array.from({ length: MINES_MAX - MINES_MIN + 1 }, (_, index) => index + MINES_MIN);
  return h(
    'select',
    { id: 'mines-count', class: 'input' },
    ...counts.map((count) => h('option', { value: count, selected: count === DEFAULT_MINES }, count)),
  );
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
  return Array.from({ length: MINES_TILES }, (_, tile) =>
    h('button', { type: 'button', class: 'mines-tile', 'data-tile': tile, onclick: () => onReveal(tile) }),
  );
}

/** Only hidden tiles of an active round can be picked; the others say what they are. */
function paintTiles(tiles: readonly HTMLButtonElement[], views: readonly TileView[], active: boolean): void {
  tiles.forEach((button, tile) => {
    const view = views[tile] ?? 'hidden';
    button.className = `mines-tile mines-tile--${view}`;
    button.disabled = !active || view !== 'hidden';
    button.setAttribute('aria-label', t(`games.mines.tile.${TILE_LABELS[view]}`, { number: tile + 1 }));
  });
}

function statusText(state: MinesPublicState, winText: string): string {
  if (state.status === 'busted') return t('games.mines.busted');
  if (state.status === 'cashed_out')
    return t('games.mines.cashedOut', {
      multiplier: formatMultiplierBps(toBasisPoints(state.multiplier)),
      amount: winText,
    });
  return t('games.mines.gemsFound', { count: state.revealed.length });
}

export const minesGame: GameModule = (context) => {
  let round: Round<'mines'> | null = null;
  const openRound = context.session.openRound;
  const mineCount = createMineCountSelect();
  const tiles = createTiles((tile) => void reveal(tile));
  const [current, next] = [h('output', { class: 'stat__value' }, 'x0'), h('output', { class: 'stat__value' }, '—')];
  const status = h('p', { class: 'mines-status', 'aria-live': 'polite' }, t('games.mines.start'));
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.common.betButton'),
  );

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
      playButton.textContent =
        figures.picks === 0
          ? t('games.mines.pickTile')
          : t('games.mines.cashOut', { amount: context.formatMoney(figures.cashoutMinor) });
      playButton.disabled = figures.picks === 0;
    } else {
      playButton.textContent = t('games.common.betButton');
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
    const reply = await context.play<'mines'>(
      { mines: Number(mineCount.value) },
      {
        reveal: (started) => {
          finish(started);
          status.textContent = t('games.mines.started');
        },
      },
    );
    if (!reply) render(round ? minesStateOf(round) : null);
  }

  const stage = h(
    'div',
    { class: 'mines-stage' },
    h('div', { class: 'mines-grid', role: 'group', 'aria-label': t('games.mines.field'), dir: 'ltr' }, ...tiles),
    status,
  );
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void submit(event) },
    h(
      'div',
      { class: 'field' },
      h('label', { class: 'field__label', for: 'mines-count' }, t('games.mines.mines')),
      mineCount,
    ),
    h(
      'div',
      { class: 'stats stats--compact' },
      stat(t('games.mines.current'), current),
      stat(t('games.mines.nextTile'), next),
    ),
    playButton,
  );
  mineCount.addEventListener('change', () => render(round ? minesStateOf(round) : null));
  if (openRound && isRoundOpen(openRound)) {
    round = openRound as Round<'mines'>;
    finish({ round });
    status.textContent = t('games.mines.resumed');
  } else {
    render(null);
  }
  return { stage, controls };
};
