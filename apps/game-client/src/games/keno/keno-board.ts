/**
 * Keno's DOM: the 40 numbers, the paytable of the pick count, the line under the board and the
 * controls. It draws what it is given and calls back on a click; the picks and the requests live
 * in keno-game.ts.
 */
import { KENO_MAX_PICKS, KENO_NUMBERS } from '@casino/fairplay';
import { h, replace } from '../../lib/dom';
import { createResultStrip, type ResultStrip } from '../result-strip';
import { formatHundredths, paytableRows, rtpText, type KenoTileView } from './keno-view';
import { t } from '../../lib/i18n';

export interface KenoBoard {
  readonly stage: HTMLElement;
  readonly controls: HTMLElement;
  readonly tiles: readonly HTMLButtonElement[];
  readonly status: HTMLElement;
  readonly paytable: HTMLElement;
  readonly results: ResultStrip;
  readonly playButton: HTMLButtonElement;
  readonly countLabel: HTMLOutputElement;
}

export interface KenoHandlers {
  readonly onToggle: (number: number) => void;
  readonly onQuickPick: () => void;
  readonly onClear: () => void;
  readonly onSubmit: (event: Event) => void;
}

export function createKenoBoard(handlers: KenoHandlers): KenoBoard {
  const tiles = Array.from({ length: KENO_NUMBERS }, (_, index) =>
    h(
      'button',
      { type: 'button', class: 'keno-tile', 'aria-pressed': 'false', onclick: () => handlers.onToggle(index + 1) },
      index + 1,
    ),
  );
  const status = h(
    'p',
    { class: 'keno-status', 'aria-live': 'polite' },
    t('games.keno.start', { max: KENO_MAX_PICKS }),
  );
  const paytable = h('div', { class: 'keno-paytable' });
  const results = createResultStrip(t('games.keno.lastDraws'));
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.common.betButton'),
  );
  const countLabel = h('output', { class: 'keno-count' });
  const stage = h(
    'div',
    { class: 'keno-stage' },
    h(
      'div',
      { class: 'keno-board', role: 'group', 'aria-label': t('games.keno.board', { max: KENO_NUMBERS }) },
      ...tiles,
    ),
    status,
  );
  const tool = (label: string, onclick: () => void) =>
    h('button', { type: 'button', class: 'button button--secondary', onclick }, label);
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: handlers.onSubmit },
    h(
      'div',
      { class: 'keno-tools' },
      countLabel,
      tool(t('games.keno.quickPick'), handlers.onQuickPick),
      tool(t('games.roulette.clear'), handlers.onClear),
    ),
    paytable,
    playButton,
    results.element,
  );
  return { stage, controls, tiles, status, paytable, results, playButton, countLabel };
}

/** Every number's face and the count of picks; the play button needs a pick. */
export function paintTiles(board: KenoBoard, views: readonly KenoTileView[], picks: readonly number[]): void {
  board.tiles.forEach((tile, index) => {
    const view = views[index] ?? 'idle';
    tile.className = `keno-tile keno-tile--${view}`;
    tile.setAttribute('aria-pressed', String(picks.includes(index + 1)));
    tile.setAttribute('aria-label', t(`games.keno.tile.${view satisfies KenoTileView}`, { number: index + 1 }));
  });
  board.countLabel.textContent = t('games.keno.picked', { count: picks.length, max: KENO_MAX_PICKS });
  board.playButton.disabled = picks.length === 0;
}

/** The paytable of the pick count, the row of `currentHits` marked. */
export function paintPaytable(board: KenoBoard, pickCount: number, currentHits: number | null): void {
  replace(
    board.paytable,
    pickCount === 0
      ? h('p', { class: 'keno-paytable__empty' }, t('games.keno.paytableEmpty'))
      : h(
          'table',
          { class: 'keno-paytable__table' },
          h('caption', {}, t('games.keno.paytableCaption', { count: pickCount, rtp: rtpText(pickCount) })),
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, t('games.keno.hits')),
              h('th', { scope: 'col' }, t('games.keno.pays')),
            ),
          ),
          h(
            'tbody',
            {},
            ...paytableRows(pickCount).map((row) =>
              h(
                'tr',
                { class: currentHits === row.hits ? 'is-current' : '' },
                h('td', {}, row.hits),
                h('td', {}, formatHundredths(row.multiplierHundredths)),
              ),
            ),
          ),
        ),
  );
}
