/**
 * The betting layout as a CSS grid. Each spot carries its place twice: across (desktop, zero on
 * the left, as on a casino table) and down (a narrow phone, zero on top, as mobile tables are).
 * A container query picks the orientation from the width the table really has.
 */
import { pocketColor } from '@casino/fairplay';
import { h } from '../../lib/dom';
import { spotKey, spotLabel, spotNumbers, type EvenChance, type Spot } from './roulette-slip';
import { t } from '../../lib/i18n';

interface Place {
  /** Across: row, column, row span, column span. */
  readonly across: readonly [number, number, number, number];
  /** Down: row, column, row span, column span. */
  readonly down: readonly [number, number, number, number];
}

const EVEN_CHANCES: readonly EvenChance[] = ['low', 'even', 'red', 'black', 'odd', 'high'];
const INDEXES = [1, 2, 3] as const;

function placeOf(spot: Spot): Place {
  switch (spot.type) {
    case 'straight': {
      if (spot.number === 0) return { across: [1, 1, 3, 1], down: [1, 3, 1, 3] };
      const line = Math.ceil(spot.number / 3);
      const within = ((spot.number - 1) % 3) + 1;
      return { across: [4 - within, 1 + line, 1, 1], down: [1 + line, 2 + within, 1, 1] };
    }
    case 'column':
      return { across: [4 - spot.index, 14, 1, 1], down: [14, 2 + spot.index, 1, 1] };
    case 'dozen':
      return { across: [4, 2 + (spot.index - 1) * 4, 1, 4], down: [2 + (spot.index - 1) * 4, 2, 4, 1] };
    default: {
      const index = EVEN_CHANCES.indexOf(spot.type);
      return { across: [5, 2 + index * 2, 1, 2], down: [2 + index * 2, 1, 2, 1] };
    }
  }
}

function spotText(spot: Spot): string {
  if (spot.type === 'straight') return String(spot.number);
  if (spot.type === 'column') return '2:1';
  if (spot.type === 'dozen') return `${spot.index * 12 - 11}-${spot.index * 12}`;
  if (spot.type === 'low') return '1-18';
  if (spot.type === 'high') return '19-36';
  return t(`games.roulette.short.${spot.type}`);
}

function spotClass(spot: Spot): string {
  if (spot.type === 'straight') return `roulette-spot roulette-spot--number roulette-spot--${pocketColor(spot.number)}`;
  if (spot.type === 'red' || spot.type === 'black')
    return `roulette-spot roulette-spot--outside roulette-spot--${spot.type}`;
  if (spot.type === 'column') return 'roulette-spot roulette-spot--column';
  return 'roulette-spot roulette-spot--outside';
}

export const ALL_SPOTS: readonly Spot[] = [
  ...Array.from({ length: 37 }, (_, number): Spot => ({ type: 'straight', number })),
  ...INDEXES.map((index): Spot => ({ type: 'column', index })),
  ...INDEXES.map((index): Spot => ({ type: 'dozen', index })),
  ...EVEN_CHANCES.map((type): Spot => ({ type })),
];

export interface RouletteTable {
  readonly element: HTMLElement;
  /** Shows the stake on each spot (formatted), by spot key. */
  showStakes(stakes: ReadonlyMap<string, number>, format: (amount: number) => string): void;
  /** Marks the winning number and the spots it pays; null clears. */
  showPocket(pocket: number | null): void;
  setDisabled(disabled: boolean): void;
}

export function createRouletteTable(onSpot: (spot: Spot) => void): RouletteTable {
  const buttons = new Map<string, { button: HTMLButtonElement; chip: HTMLElement; spot: Spot }>();
  const grid = h('div', { class: 'roulette-table', role: 'group', 'aria-label': t('games.roulette.table') });
  for (const spot of ALL_SPOTS) {
    const { across, down } = placeOf(spot);
    const chip = h('span', { class: 'roulette-chip', hidden: true });
    const style = `--r:${across[0]};--c:${across[1]};--rs:${across[2]};--cs:${across[3]};--vr:${down[0]};--vc:${down[1]};--vrs:${down[2]};--vcs:${down[3]}`;
    const button = h(
      'button',
      { type: 'button', class: spotClass(spot), style, 'aria-label': spotLabel(spot), onclick: () => onSpot(spot) },
      h('span', {}, spotText(spot)),
      chip,
    );
    buttons.set(spotKey(spot), { button, chip, spot });
  }
  grid.append(...[...buttons.values()].map((entry) => entry.button));
  return {
    // The layout is the casino table's (zero on the left): it keeps that geometry in a right-to-left page.
    element: h('div', { class: 'roulette-table-wrap', dir: 'ltr' }, grid),
    showStakes(stakes, format) {
      for (const [key, { button, chip, spot }] of buttons) {
        const stake = stakes.get(key) ?? 0;
        chip.hidden = stake === 0;
        chip.textContent = stake === 0 ? '' : format(stake);
        button.setAttribute(
          'aria-label',
          stake === 0
            ? spotLabel(spot)
            : t('games.roulette.spotStake', { spot: spotLabel(spot), amount: format(stake) }),
        );
      }
    },
    showPocket(pocket) {
      for (const { button, spot } of buttons.values()) {
        button.classList.toggle('is-pocket', spot.type === 'straight' && spot.number === pocket);
        button.classList.toggle(
          'is-paid',
          pocket !== null && pocket !== 0 && spot.type !== 'straight' && spotNumbers(spot).includes(pocket),
        );
      }
    },
    setDisabled(disabled) {
      for (const { button } of buttons.values()) button.disabled = disabled;
    },
  };
}
