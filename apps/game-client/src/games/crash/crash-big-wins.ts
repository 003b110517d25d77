/**
 * The room's big wins: the largest cash-outs of its ended rounds this week, as the server keeps
 * them (real money, players by masked names). A visitor of a quiet room sees what it has paid,
 * not only an empty round. Asked again once per round, when a new crash leads the history.
 */
import { h, replace } from '../../lib/dom';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import type { CrashBigWin } from './crash-api';
import { formatMultiplier } from './crash-logic';

export interface BigWinsPanel {
  readonly element: HTMLElement;
  /** Loads the list unless it was loaded after this round already (the id of the latest crashed round, '' before any). */
  refresh(latestRoundId: string): void;
}

function winRow(win: CrashBigWin): HTMLElement {
  const currency = { code: win.currency, subunitToUnit: win.subunitToUnit };
  return h(
    'tr',
    { class: 'crash-row crash-row--cashed_out', 'data-round': win.round },
    h('td', {}, h('bdi', {}, win.player)),
    h('td', { class: 'crash-num' }, formatMultiplier(win.cashedOutAt)),
    h('td', { class: 'crash-num' }, formatMoney(win.win, currency)),
  );
}

export function createBigWinsPanel(load: () => Promise<readonly CrashBigWin[]>): BigWinsPanel {
  const body = h('tbody');
  const element = h(
    'section',
    { class: 'panel crash-players', 'aria-labelledby': 'crash-big-wins-title', 'data-testid': 'crash-big-wins' },
    h('h2', { class: 'crash-panel-title', id: 'crash-big-wins-title' }, t('games.crash.bigWins')),
    h('p', { class: 'field-hint' }, t('games.crash.bigWinsHint')),
    h(
      'table',
      { class: 'crash-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('games.crash.player')),
          h('th', { scope: 'col' }, t('games.crash.outAt')),
          h('th', { scope: 'col' }, t('games.crash.win')),
        ),
      ),
      body,
    ),
  );
  let loadedAfter: string | null = null;
  return {
    element,
    refresh(latestRoundId) {
      if (latestRoundId === loadedAfter) return;
      loadedAfter = latestRoundId;
      load().then(
        (wins) =>
          replace(
            body,
            ...(wins.length === 0
              ? [h('tr', {}, h('td', { colspan: 3, class: 'crash-empty' }, t('games.crash.noBigWins')))]
              : wins.map(winRow)),
          ),
        // Not fatal to the game: the list is asked for again after the next crash.
        () => undefined,
      );
    },
  };
}
