/**
 * Plinko: a ball falls through 8 to 16 rows of pegs, left or right at each, and lands in a bucket
 * paying that board's published multiplier (fairplay's tables, shown on the buckets).
 */
import {
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  plinkoRtp,
  toBasisPoints,
  type PlinkoParams,
  type PlinkoRisk,
} from '@casino/fairplay';
import { h } from '../../lib/dom';
import { formatMultiplierBps } from '../../lib/money';
import type { GameModule } from '../game-module';
import { createResultStrip } from '../result-strip';
import { createPlinkoBoard } from './plinko-board';
import { plinkoBallPath } from './plinko-path';
import './plinko.css';
import { formatPercent, t } from '../../lib/i18n';

/** Sixteen rows, medium risk: the board most players start on. */
const DEFAULT_PARAMS: PlinkoParams = { rows: 16, risk: 'medium' };

export const plinkoGame: GameModule = (context) => {
  let params = DEFAULT_PARAMS;
  const board = createPlinkoBoard();
  const strip = createResultStrip(t('games.common.recentResults'));
  const rtp = h('p', { class: 'field-hint' });
  const announce = h('p', { class: 'visually-hidden', 'aria-live': 'polite' });
  const rowsSelect = h(
    'select',
    { id: 'plinko-rows', class: 'input' },
    ...Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, index) => {
      const rows = PLINKO_MIN_ROWS + index;
      return h('option', { value: rows, selected: rows === params.rows }, rows);
    }),
  );
  const riskButtons = PLINKO_RISKS.map((risk) =>
    h(
      'button',
      {
        type: 'button',
        class: 'segmented__option',
        'aria-pressed': String(risk === params.risk),
        onclick: () => setParams({ ...params, risk }),
      },
      t(`games.plinko.risk.${risk satisfies PlinkoRisk}`),
    ),
  );
  const playButton = h(
    'button',
    { type: 'submit', class: 'button button--primary button--play' },
    t('games.plinko.drop'),
  );

  function setParams(next: PlinkoParams) {
    params = next;
    riskButtons.forEach((button, index) =>
      button.setAttribute('aria-pressed', String(PLINKO_RISKS[index] === next.risk)),
    );
    board.draw(next);
    rtp.textContent = t('games.plinko.rtp', { rtp: formatPercent(plinkoRtp(next) * 100, 2) });
  }

  async function drop(event: Event) {
    event.preventDefault();
    playButton.disabled = true;
    rowsSelect.disabled = true;
    for (const button of riskButtons) button.disabled = true;
    await context.play<'plinko'>(params, {
      reveal: async ({ round }) => {
        const { points, bucket } = plinkoBallPath(round.outcome.path);
        await board.drop(points, bucket);
        const label = formatMultiplierBps(toBasisPoints(round.outcome.multiplier));
        announce.textContent = t('games.plinko.landed', {
          bucket: bucket + 1,
          multiplier: label,
          amount: context.formatMoney(round.win),
        });
        strip.push(label, round.win >= round.bet);
      },
    });
    playButton.disabled = false;
    rowsSelect.disabled = false;
    for (const button of riskButtons) button.disabled = false;
  }

  rowsSelect.addEventListener('change', () => setParams({ ...params, rows: Number(rowsSelect.value) }));
  const stage = h('div', { class: 'plinko-stage' }, strip.element, board.element, announce);
  const controls = h(
    'form',
    { class: 'game-controls', onsubmit: (event: Event) => void drop(event) },
    h(
      'div',
      { class: 'field' },
      h('span', { class: 'field__label', id: 'plinko-risk-label' }, t('games.plinko.riskLabel')),
      h('div', { class: 'segmented', role: 'group', 'aria-labelledby': 'plinko-risk-label' }, ...riskButtons),
    ),
    h(
      'div',
      { class: 'field' },
      h('label', { class: 'field__label', for: 'plinko-rows' }, t('games.plinko.rows')),
      rowsSelect,
    ),
    rtp,
    playButton,
  );
  setParams(params);
  return { stage, controls };
};
