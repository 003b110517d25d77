/**
 * Lucky Orbit's DOM around the reels: the free-spins banner, the win line, the list of what a
 * spin won and the spin button. It draws what it is given; the spins live in slot-game.ts.
 */
import { h, replace } from '../../lib/dom';
import type { SlotReels } from './slot-reels';
import type { SpinLine } from './slot-state';
import { t } from '../../lib/i18n';

export interface SlotBoard {
  readonly stage: HTMLElement;
  readonly controls: HTMLElement;
  readonly banner: HTMLElement;
  readonly winLine: HTMLElement;
  readonly lineList: HTMLElement;
  readonly playButton: HTMLButtonElement;
}

export function createSlotBoard(title: string, reels: SlotReels, onSpin: (event: Event) => void): SlotBoard {
  const banner = h('div', { class: 'slot-banner', 'aria-live': 'polite', hidden: true });
  const winLine = h('p', { class: 'slot-win', 'aria-live': 'polite' }, t('games.slot.goodLuck'));
  const lineList = h('ul', { class: 'slot-lines', 'aria-label': t('games.slot.winningLines') });
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.slot.spin'),
  );
  const stage = h(
    'div',
    { class: 'slot-stage' },
    h('p', { class: 'slot-title' }, title),
    banner,
    reels.element,
    winLine,
    lineList,
  );
  const controls = h('form', { class: 'game-controls', onsubmit: onSpin }, playButton);
  return { stage, controls, banner, winLine, lineList, playButton };
}

export function paintLines(board: SlotBoard, lines: readonly SpinLine[]): void {
  replace(
    board.lineList,
    ...lines.map((line) => h('li', line.feature ? { class: 'slot-lines__feature' } : {}, line.text)),
  );
}
