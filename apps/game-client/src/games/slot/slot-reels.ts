/** The 5x3 reel window: draws a spin's grid, spins the reels, and lights the winning cells. */
import type { SlotConfig, SlotSpin } from '@casino/fairplay';
import { delay, h, prefersReducedMotion, replace } from '../../lib/dom';
import { cellIndex, type SpinHighlight } from './slot-lines';
import { symbolArt } from './slot-symbols';
import { t } from '../../lib/i18n';

/** The reels spin together and stop one after another, left to right, as players expect. */
const FIRST_STOP_MS = 350;
const STOP_STEP_MS = 130;

export interface SlotReels {
  readonly element: HTMLElement;
  show(grid: readonly (readonly string[])[], highlight?: SpinHighlight): void;
  spin(spin: SlotSpin, highlight: SpinHighlight): Promise<void>;
}

export function createSlotReels(config: SlotConfig): SlotReels {
  const names = new Map(config.symbols.map((symbol) => [symbol.id, symbol.name]));
  const columns = config.reels.map((_, reel) =>
    h('div', { class: 'slot-reel', role: 'group', 'aria-label': t('games.slot.reel', { number: reel + 1 }) }),
  );
  const cells = columns.flatMap((column) =>
    Array.from({ length: config.rows }, () => {
      const cell = h('div', { class: 'slot-cell' });
      column.appendChild(cell);
      return cell;
    }),
  );
  // Paylines read left to right: the reel window keeps that geometry inside a right-to-left page.
  const element = h('div', { class: 'slot-window', dir: 'ltr' }, ...columns);

  function drawReel(reel: number, symbols: readonly string[], highlight?: SpinHighlight) {
    symbols.forEach((symbol, row) => {
      const index = cellIndex(config, reel, row);
      const cell = cells[index];
      if (!cell) return;
      replace(cell, symbolArt(symbol, names.get(symbol) ?? symbol));
      cell.classList.toggle('is-win', highlight?.cells.has(index) ?? false);
    });
  }

  function show(grid: readonly (readonly string[])[], highlight?: SpinHighlight) {
    grid.forEach((symbols, reel) => drawReel(reel, symbols, highlight));
    element.classList.toggle('has-win', (highlight?.cells.size ?? 0) > 0);
  }

  async function spin(result: SlotSpin, highlight: SpinHighlight) {
    element.classList.remove('has-win');
    for (const cell of cells) cell.classList.remove('is-win');
    if (prefersReducedMotion()) {
      show(result.grid, highlight);
      return;
    }
    for (const column of columns) column.classList.add('is-spinning');
    await delay(FIRST_STOP_MS);
    for (const [reel, column] of columns.entries()) {
      drawReel(reel, result.grid[reel] ?? []);
      column.classList.remove('is-spinning');
      await delay(STOP_STEP_MS);
    }
    show(result.grid, highlight);
  }

  return { element, show, spin };
}
