/**
 * The reel window of any engine slot (3 x 3 to 7 x 7): cells of a fixed square size in a grid
 * whose box never changes (no layout shift), and the moves the frames ask for: reels spinning and
 * stopping left to right, wins lit (a payline drawn, a cluster outlined), cascades (cells vanish,
 * symbols fall, the refill drops in), and the hold-and-win board of coins. Every move has a
 * duration scaled by `pace` (1 normal, turbo less, 0 for reduced motion or a skip: jump to the end).
 */
import type { EngineCoin, SlotGameConfig } from '@casino/fairplay';
import { delay, h, svg } from '../../lib/dom';
import { clusterOutline, paylineCells, type Grid } from './reels-frames';
import type { SlotGlyphs } from './reels-symbols';
import { t } from '../../lib/i18n';

export interface ReelsBoard {
  readonly element: HTMLElement;
  show(grid: Grid, sticky?: readonly number[]): void;
  spin(grid: Grid, sticky: readonly number[], pace: () => number): Promise<void>;
  lightWins(
    cells: readonly number[],
    lines: readonly { payline: number; count: number }[],
    clusters: readonly (readonly number[])[],
  ): void;
  lightCells(cells: readonly number[], className: string): void;
  clearLights(): void;
  markSticky(cells: readonly number[]): void;
  cascade(removed: readonly number[], grid: Grid, falls: readonly number[], pace: () => number): Promise<void>;
  holdStart(coins: readonly EngineCoin[], coinText: (coin: EngineCoin) => string): void;
  holdRespin(landed: readonly EngineCoin[], coinText: (coin: EngineCoin) => string, pace: () => number): Promise<void>;
  holdEnd(full: boolean): void;
}

const ms = (base: number, pace: () => number) => Math.round(base * pace());
const wait = async (base: number, pace: () => number) => {
  const time = ms(base, pace);
  if (time > 0) await delay(time);
};

/** The board's DOM and its one piece of state: the coins held on a hold-and-win board. */
interface BoardParts {
  readonly config: SlotGameConfig;
  readonly glyphs: SlotGlyphs;
  readonly element: HTMLElement;
  readonly columns: readonly HTMLElement[];
  readonly cells: readonly HTMLElement[];
  readonly lines: SVGElement;
  held: Map<number, EngineCoin>;
}

function createParts(config: SlotGameConfig, glyphs: SlotGlyphs): BoardParts {
  const { reels, rows } = config;
  const columns = Array.from({ length: reels }, (_, reel) =>
    h('div', { class: 'reels-column', role: 'group', 'aria-label': t('games.slot.reel', { number: reel + 1 }) }),
  );
  const cells = columns.flatMap((column) =>
    Array.from({ length: rows }, () => {
      const cell = h('div', { class: 'reels-cell' });
      column.appendChild(cell);
      return cell;
    }),
  );
  const lines = svg('svg', {
    class: 'reels-lines',
    viewBox: `0 0 ${reels} ${rows}`,
    preserveAspectRatio: 'none',
    'aria-hidden': 'true',
  });
  const grid = h('div', { class: 'reels-grid' }, ...columns);
  const element = h('div', { class: 'reels-board', style: `--reels:${reels};--rows:${rows}` }, grid, lines);
  return { config, glyphs, element, columns, cells, lines, held: new Map() };
}

function draw(parts: BoardParts, cell: number, symbolId: string) {
  const target = parts.cells[cell];
  if (!target) return;
  target.replaceChildren(parts.glyphs.glyph(symbolId));
  target.dataset.symbol = symbolId;
}

function drawReel(parts: BoardParts, grid: Grid, reel: number) {
  (grid[reel] ?? []).forEach((symbolId, row) => draw(parts, reel * parts.config.rows + row, symbolId));
}

/** Back to reels after a hold-and-win board. */
function leaveHold(parts: BoardParts) {
  parts.element.classList.remove('is-hold', 'is-full');
  parts.held = new Map();
  for (const cell of parts.cells) cell.classList.remove('is-held');
}

function clearLights(parts: BoardParts) {
  parts.element.classList.remove('has-win');
  parts.lines.replaceChildren();
  for (const cell of parts.cells) {
    cell.classList.remove('is-win', 'is-cluster', 'is-scatter', 'is-removed');
    cell.style.removeProperty('--edges');
  }
}

function markSticky(parts: BoardParts, sticky: readonly number[]) {
  const set = new Set(sticky);
  parts.cells.forEach((cell, index) => cell.classList.toggle('is-sticky', set.has(index)));
}

function show(parts: BoardParts, next: Grid, sticky: readonly number[]) {
  leaveHold(parts);
  for (let reel = 0; reel < parts.config.reels; reel += 1) drawReel(parts, next, reel);
  clearLights(parts);
  markSticky(parts, sticky);
}

async function spin(parts: BoardParts, next: Grid, sticky: readonly number[], pace: () => number) {
  if (pace() === 0) {
    show(parts, next, sticky);
    return;
  }
  leaveHold(parts);
  clearLights(parts);
  markSticky(parts, sticky);
  for (const column of parts.columns) column.classList.add('is-spinning');
  await wait(380, pace);
  for (const [reel, column] of parts.columns.entries()) {
    drawReel(parts, next, reel);
    column.classList.remove('is-spinning');
    column.classList.add('is-stopping');
    await wait(110, pace);
    column.classList.remove('is-stopping');
  }
  markSticky(parts, sticky);
}

function lightWins(
  parts: BoardParts,
  winCells: readonly number[],
  paylines: readonly { payline: number; count: number }[],
  clusters: readonly (readonly number[])[],
) {
  const { config, cells, lines } = parts;
  clearLights(parts);
  parts.element.classList.add('has-win');
  for (const cell of winCells) cells[cell]?.classList.add('is-win');
  for (const cluster of clusters) {
    for (const [cell, sides] of clusterOutline(config, cluster)) {
      const target = cells[cell];
      if (!target) continue;
      target.classList.add('is-cluster');
      target.style.setProperty('--edges', [1, 2, 4, 8].map((side) => (sides & side ? '3px' : '0')).join(' '));
    }
  }
  for (const [index, { payline, count }] of paylines.entries()) {
    const path = paylineCells(config, payline);
    if (path.length === 0) continue;
    const points = path
      .map((cell) => `${Math.floor(cell / config.rows) + 0.5},${(cell % config.rows) + 0.5}`)
      .join(' ');
    lines.appendChild(svg('polyline', { points, class: `reels-line reels-line--${index % 6}`, 'data-count': count }));
  }
}

async function cascade(
  parts: BoardParts,
  removed: readonly number[],
  next: Grid,
  falls: readonly number[],
  pace: () => number,
) {
  const { cells, element } = parts;
  const { rows } = parts.config;
  for (const cell of removed) cells[cell]?.classList.add('is-removed');
  await wait(260, pace);
  clearLights(parts);
  cells.forEach((cell, index) => {
    const reel = Math.floor(index / rows);
    draw(parts, index, next[reel]?.[index % rows] ?? '');
    const fall = falls[index] ?? 0;
    const glyph = cell.firstElementChild as HTMLElement | null;
    if (!glyph || fall <= 0 || pace() === 0) return;
    // From `fall` cells above to its place: the transform is set without transition, then released.
    glyph.style.transform = `translateY(calc(${-fall} * (100% + var(--reels-gap))))`;
    glyph.classList.add('is-falling');
  });
  if (pace() === 0) return;
  void element.offsetHeight;
  element.style.setProperty('--reels-fall', `${ms(280, pace)}ms`);
  for (const cell of cells) {
    const glyph = cell.firstElementChild as HTMLElement | null;
    if (glyph?.classList.contains('is-falling')) glyph.style.transform = '';
  }
  await wait(300, pace);
  for (const cell of cells) cell.firstElementChild?.classList.remove('is-falling');
}

function holdStart(parts: BoardParts, coins: readonly EngineCoin[], coinText: (coin: EngineCoin) => string) {
  clearLights(parts);
  parts.element.classList.add('is-hold');
  const held = new Map(coins.map((coin) => [coin.cell, coin]));
  parts.held = held;
  parts.cells.forEach((cell, index) => {
    const coin = held.get(index);
    cell.replaceChildren(
      coin
        ? coinGlyph(coin, coinText(coin))
        : h('span', { class: 'reels-hold-empty', role: 'img', 'aria-label': t('games.reels.empty') }),
    );
    cell.dataset.symbol = coin ? 'coin' : '';
    cell.classList.toggle('is-held', coin !== undefined);
  });
}

async function holdRespin(
  parts: BoardParts,
  landed: readonly EngineCoin[],
  coinText: (coin: EngineCoin) => string,
  pace: () => number,
) {
  const { cells, held } = parts;
  const empty = cells.filter((_, index) => !held.has(index));
  for (const cell of empty) cell.classList.add('is-respinning');
  await wait(420, pace);
  for (const cell of empty) cell.classList.remove('is-respinning');
  for (const coin of landed) {
    parts.held.set(coin.cell, coin);
    const cell = cells[coin.cell];
    if (!cell) continue;
    cell.replaceChildren(coinGlyph(coin, coinText(coin)));
    cell.dataset.symbol = 'coin';
    cell.classList.add('is-held', 'is-landed');
  }
  await wait(260, pace);
  for (const cell of cells) cell.classList.remove('is-landed');
}

export function createReelsBoard(config: SlotGameConfig, glyphs: SlotGlyphs): ReelsBoard {
  const parts = createParts(config, glyphs);
  return {
    element: parts.element,
    show: (next, sticky = []) => show(parts, next, sticky),
    spin: (next, sticky, pace) => spin(parts, next, sticky, pace),
    lightWins: (cells, lines, clusters) => lightWins(parts, cells, lines, clusters),
    lightCells(target, className) {
      parts.element.classList.add('has-win');
      for (const cell of target) parts.cells[cell]?.classList.add(className);
    },
    clearLights: () => clearLights(parts),
    markSticky: (sticky) => markSticky(parts, sticky),
    cascade: (removed, next, falls, pace) => cascade(parts, removed, next, falls, pace),
    holdStart: (coins, coinText) => holdStart(parts, coins, coinText),
    holdRespin: (landed, coinText, pace) => holdRespin(parts, landed, coinText, pace),
    holdEnd(full) {
      parts.element.classList.toggle('is-full', full);
    },
  };
}

/** A coin of the hold-and-win board: its value, or its fixed prize's name (MINI, MAJOR). */
function coinGlyph(coin: EngineCoin, text: string): HTMLElement {
  return h(
    'span',
    {
      class: `reels-coin${coin.label ? ' reels-coin--prize' : ''}`,
      role: 'img',
      'aria-label': coin.label
        ? t('games.reels.prizeCoin', { prize: coin.label, amount: text })
        : t('games.reels.coin', { amount: text }),
    },
    h('span', { class: 'reels-coin__text', 'aria-hidden': 'true' }, coin.label ? coin.label.toUpperCase() : text),
  );
}
