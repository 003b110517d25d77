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
import { formatHundredths, paytableRows, randomPicks, rtpText, tileViews, togglePick, type KenoTileView } from './keno-view';
import './keno.css';

const BALL_DELAY_MS = 90;
const TILE_LABEL: Readonly<Record<KenoTileView, string>> = { idle: '', picked: ', picked', hit: ', picked and drawn: a hit', drawn: ', drawn' };
const DEFAULT_QUICK_PICK = 5;

export const kenoGame: GameModule = (context) => {
  let picks: number[] = [];
  let last: Round<'keno'> | null = null;
  let revealed = Number.POSITIVE_INFINITY;
  const tiles = Array.from({ length: KENO_NUMBERS }, (_, index) =>
    h('button', { type: 'button', class: 'keno-tile', 'aria-pressed': 'false', onclick: () => toggle(index + 1) }, index + 1));
  const status = h('p', { class: 'keno-status', 'aria-live': 'polite' }, `Pick 1 to ${KENO_MAX_PICKS} numbers.`);
  const paytable = h('div', { class: 'keno-paytable' });
  const results = createResultStrip('Last draws');
  const playButton = h('button', { type: 'submit', class: 'button button--primary button--play' }, 'Bet');
  const countLabel = h('output', { class: 'keno-count' });

  function render() {
    const views = tileViews(picks, last?.outcome ?? null, revealed);
    tiles.forEach((tile, index) => {
      const view = views[index] ?? 'idle';
      tile.className = `keno-tile keno-tile--${view}`;
      tile.setAttribute('aria-pressed', String(picks.includes(index + 1)));
      tile.setAttribute('aria-label', `${index + 1}${TILE_LABEL[view]}`);
    });
    countLabel.textContent = `${picks.length} / ${KENO_MAX_PICKS} picked`;
    playButton.disabled = picks.length === 0;
    const hits = last && revealed >= 10 ? last.outcome.hits.length : null;
    replace(
      paytable,
      picks.length === 0
        ? h('p', { class: 'keno-paytable__empty' }, 'The paytable of your pick count shows here.')
        : h('table', { class: 'keno-paytable__table' },
          h('caption', {}, `${picks.length} pick${picks.length === 1 ? '' : 's'} · RTP ${rtpText(picks.length)}`),
          h('thead', {}, h('tr', {}, h('th', { scope: 'col' }, 'Hits'), h('th', { scope: 'col' }, 'Pays'))),
          h('tbody', {}, ...paytableRows(picks.length).map((row) =>
            h('tr', { class: hits === row.hits && last?.outcome.picks.length === picks.length ? 'is-current' : '' },
              h('td', {}, row.hits), h('td', {}, formatHundredths(row.multiplierHundredths)))))),
    );
  }

  function toggle(number: number) {
    if (picks.length >= KENO_MAX_PICKS && !picks.includes(number)) {
      status.textContent = `${KENO_MAX_PICKS} numbers at most: take one off first.`;
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
    status.textContent = `${hits.length} hit${hits.length === 1 ? '' : 's'} of ${picks.length}: ${won ? `${formatMultiplierBps(toBasisPoints(multiplier))}, paid ${context.formatMoney(reply.round.win)}` : 'no win this time'}.`;
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

  const stage = h('div', { class: 'keno-stage' },
    h('div', { class: 'keno-board', role: 'group', 'aria-label': `Keno board, numbers 1 to ${KENO_NUMBERS}` }, ...tiles),
    status);
  const controls = h('form', { class: 'game-controls', onsubmit: (event: Event) => void submit(event) },
    h('div', { class: 'keno-tools' }, countLabel,
      h('button', { type: 'button', class: 'button button--secondary', onclick: () => { picks = randomPicks(picks.length || DEFAULT_QUICK_PICK); last = null; render(); } }, 'Quick pick'),
      h('button', { type: 'button', class: 'button button--secondary', onclick: () => { picks = []; last = null; render(); } }, 'Clear')),
    paytable, playButton, results.element);
  render();
  return { stage, controls };
};
