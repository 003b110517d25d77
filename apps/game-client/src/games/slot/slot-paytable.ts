/**
 * The paytable screen, generated from the slot's config: the same data fairplay pays from, so
 * the table cannot disagree with the game.
 */
import { GAME_INFO, type SlotConfig } from '@casino/fairplay';
import { h } from '../../lib/dom';
import { symbolArt } from './slot-symbols';
import { formatNumber, formatPercent, t } from '../../lib/i18n';

function paysList(pays: Readonly<Record<number, number>>, unit: 'lineBet' | 'totalBet'): HTMLElement {
  const counts = Object.keys(pays)
    .map(Number)
    .sort((a, b) => b - a);
  return h(
    'ul',
    { class: 'paytable__pays' },
    ...counts.map((count) =>
      h('li', {}, h('span', {}, `${count}×`), ' ', t(`games.slot.paytable.${unit}`, { pays: pays[count] ?? 0 })),
    ),
  );
}

function paylineDiagram(config: SlotConfig, rows: readonly number[], index: number): HTMLElement {
  const cells = config.reels.flatMap((_, reel) =>
    Array.from({ length: config.rows }, (__, row) => h('span', { class: rows[reel] === row ? 'is-on' : '' })),
  );
  return h(
    'li',
    { class: 'payline-diagram' },
    h('span', { class: 'payline-diagram__number' }, index + 1),
    h(
      'span',
      {
        class: 'payline-diagram__grid',
        'aria-label': t('games.slot.paytable.lineRows', {
          line: index + 1,
          rows: rows.map((row) => formatNumber(row + 1)).join(', '),
        }),
        dir: 'ltr',
      },
      ...cells,
    ),
  );
}

export function createPaytable(config: SlotConfig): HTMLElement {
  const wild = config.symbols.find((symbol) => symbol.kind === 'wild');
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter');
  const regular = config.symbols.filter((symbol) => symbol.kind === 'regular');
  const awards = Object.entries(config.freeSpins.awards)
    .map(([count, spins]) => t('games.slot.paytable.award', { scatters: Number(count), count: spins }))
    .join(' · ');
  const wildReels = config.reels.flatMap((strip, reel) => (wild && strip.includes(wild.id) ? [reel + 1] : []));
  return h(
    'details',
    { class: 'panel paytable' },
    h('summary', { class: 'panel__summary' }, t('games.slot.paytable.title')),
    h(
      'p',
      { class: 'field-hint' },
      t('games.slot.paytable.intro', {
        reels: config.reels.length,
        rows: config.rows,
        lines: config.paylines.length,
        rtp: formatPercent(GAME_INFO.slot.rtp * 100, 1),
      }),
    ),
    h(
      'ul',
      { class: 'paytable__symbols' },
      ...regular.map((symbol) =>
        h(
          'li',
          { class: 'paytable__symbol' },
          symbolArt(symbol.id, symbol.name),
          h('div', {}, h('strong', {}, symbol.name), paysList(symbol.pays, 'lineBet')),
        ),
      ),
    ),
    wild
      ? h(
          'div',
          { class: 'paytable__special' },
          symbolArt(wild.id, wild.name),
          h(
            'p',
            {},
            h('strong', {}, t('games.slot.paytable.wildName', { symbol: wild.name })),
            ' ',
            t('games.slot.paytable.wild', { reels: wildReels.map(formatNumber).join(', ') }),
          ),
        )
      : null,
    scatter
      ? h(
          'div',
          { class: 'paytable__special' },
          symbolArt(scatter.id, scatter.name),
          h(
            'div',
            {},
            h(
              'p',
              {},
              h('strong', {}, t('games.slot.paytable.scatterName', { symbol: scatter.name })),
              ' ',
              t('games.slot.paytable.scatter', { awards, multiplier: `x${formatNumber(config.freeSpins.multiplier)}` }),
            ),
            paysList(scatter.pays, 'totalBet'),
          ),
        )
      : null,
    h('h3', { class: 'paytable__heading' }, t('games.slot.paytable.paylines')),
    h('ol', { class: 'paytable__lines' }, ...config.paylines.map((rows, index) => paylineDiagram(config, rows, index))),
  );
}
