/**
 * Keno: pick 1 to 10 of 40 numbers, 10 are drawn. The paytable of the pick count is on the
 * board, with the exact RTP; the draw comes from the seeds and shows ball by ball.
 */
import { KENO_MAX_PICKS, KENO_NUMBERS, toBasisPoints } from '@casino/fairplay';
import type { Round } from '../../api/provider-types';
import { h, replace } from '../../lib/dom';
import { formatMultiplierBps } from '../../lib/money';
import type { GameModule } from '../game-module';
import { createResultStrip } from '../result-strip';
import {
  formatHundredths,
  paytableRows,
  randomPicks,
  rtpText,
  tileViews,
  togglePick,
  type KenoTileView,
} from './keno-view';
import './keno.css';
import { t } from '../../lib/i18n';

const BALL_DELAY_MS = 90;
const DEFAULT_QUICK_PICK = 5;

export const kenoGame: GameModule = (context) => {
  let picks: number[] = [];
  let last: Round<'keno'> | null = null;
  let revealed = Number.POSITIVE_INFINITY;
  const tiles = Array.from({ length: KENO_NUMBERS }, (_, index) =>
    h(
      'button',
      { type: 'button', class: 'keno-tile', 'aria-pressed': 'false', onclick: () => toggle(index + 1) },
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

  function render() {
    const views = tileViews(picks, last?.outcome ?? null, revealed);
    tiles.forEach((tile, index) => {
      const view = views[index] ?? 'idle';
      tile.className = `keno-tile keno-tile--${view}`;
      tile.setAttribute('aria-pressed', String(picks.includes(index + 1)));
      tile.setAttribute('aria-label', t(`games.keno.tile.${view satisfies KenoTileView}`, { number: index + 1 }));
    });
    countLabel.textContent = t('games.keno.picked', { count: picks.length, max: KENO_MAX_PICKS });
    playButton.disabled = picks.length === 0;
    const hits = last && revealed >= 10 ? last.outcome.hits.length : null;
    replace(
      paytable,
      picks.length === 0
        ? h('p', { class: 'keno-paytable__empty' }, t('games.keno.paytableEmpty'))
        : h(
            'table',
            { class: 'keno-paytable__table' },
            h('caption', {}, t('games.keno.paytableCaption', { count: picks.length, rtp: rtpText(picks.length) })),
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
              ...paytableRows(picks.length).map((row) =>
                h(
                  'tr',
                  { class: hits === row.hits && last?.outcome.picks.length === picks.length ? 'is-current' : '' },
                  h('td', {}, row.hits),
                  h('td', {}, formatHundredths(row.multiplierHundredths)),
                ),
              ),
            ),
          ),
    );
  }

  function toggle(number: number) {
    if (picks.length >= KENO_MAX_PICKS && !picks.includes(number)) {
      status.textContent = t('games.keno.tooMany', { max: KENO_MAX_PICKS });
      return;
    }
    picks = togglePick(picks, number);
    last = null;
    render();
  }

  async function showDraw(reply: { round: Round<'keno'> }) {
    last = reply.round;
    picks = [...reply.round.outcome.picks];
    for (revealed = 0; revealed <= reply.round.outcome.drawn.length; revealed += 1) {
      render();
      await new Promise((resolve) => setTimeout(resolve, BALL_DELAY_MS));
    }
    revealed = Number.POSITIVE_INFINITY;
    render();
    const { hits, multiplier } = reply.round.outcome;
    const won = reply.round.win > 0;
    status.textContent = won
      ? t('games.keno.resultWon', {
          count: hits.length,
          picks: picks.length,
          multiplier: formatMultiplierBps(toBasisPoints(multiplier)),
          amount: context.formatMoney(reply.round.win),
        })
      : t('games.keno.resultLost', { count: hits.length, picks: picks.length });
    // A chip is green when the draw paid back at least the stake.
    results.push(`${hits.length}/${picks.length}`, reply.round.win >= reply.round.bet);
  }

  async function submit(event: Event) {
    event.preventDefault();
    if (picks.length === 0) return;
    playButton.disabled = true;
    await context.play<'keno'>({ picks }, { reveal: showDraw });
    render();
  }

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
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void submit(event) },
    h(
      'div',
      { class: 'keno-tools' },
      countLabel,
      h(
        'button',
        {
          type: 'button',
          class: 'button button--secondary',
          onclick: () => {
            picks = randomPicks(picks.length || DEFAULT_QUICK_PICK);
            last = null;
            render();
          },
        },
        t('games.keno.quickPick'),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'button button--secondary',
          onclick: () => {
            picks = [];
            last = null;
            render();
          },
        },
        t('games.roulette.clear'),
      ),
    ),
    paytable,
    playButton,
    results.element,
  );
  render();
  return { stage, controls };
};
