/**
 * The paytable screen, generated from the slot's config: the same data fairplay pays from, so
 * the table cannot disagree with the game.
 */
import { GAME_INFO, type SlotConfig } from '@casino/fairplay';
import { h } from '../../lib/dom';
import { symbolArt } from './slot-symbols';

function paysList(pays: Readonly<Record<number, number>>, unit: string): HTMLElement {
  const counts = Object.keys(pays).map(Number).sort((a, b) => b - a);
  return h('ul', { class: 'paytable__pays' }, ...counts.map((count) => h('li', {}, h('span', {}, `${count}×`), ` ${pays[count]} ${unit}`)));
}

function paylineDiagram(config: SlotConfig, rows: readonly number[], index: number): HTMLElement {
  const cells = config.reels.flatMap((_, reel) =>
    Array.from({ length: config.rows }, (__, row) => h('span', { class: rows[reel] === row ? 'is-on' : '' })),
  );
  return h('li', { class: 'payline-diagram' }, h('span', { class: 'payline-diagram__number' }, index + 1), h('span', { class: 'payline-diagram__grid', 'aria-label': `Line ${index + 1}: rows ${rows.map((row) => row + 1).join(', ')}` }, ...cells));
}

export function createPaytable(config: SlotConfig): HTMLElement {
  const wild = config.symbols.find((symbol) => symbol.kind === 'wild');
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter');
  const regular = config.symbols.filter((symbol) => symbol.kind === 'regular');
  const awards = Object.entries(config.freeSpins.awards).map(([count, spins]) => `${count} scatters: ${spins} free spins`).join(' · ');
  const wildReels = config.reels.flatMap((strip, reel) => (wild && strip.includes(wild.id) ? [reel + 1] : []));
  return h(
    'details',
    { class: 'panel paytable' },
    h('summary', { class: 'panel__summary' }, 'Paytable'),
    h('p', { class: 'field-hint' }, `${config.reels.length} reels, ${config.rows} rows, ${config.paylines.length} paylines. The bet is spread over all lines: a line bet is the bet / ${config.paylines.length}. Lines pay left to right. RTP ${(GAME_INFO.slot.rtp * 100).toFixed(1)}%.`),
    h('ul', { class: 'paytable__symbols' }, ...regular.map((symbol) => h('li', { class: 'paytable__symbol' }, symbolArt(symbol.id, symbol.name), h('div', {}, h('strong', {}, symbol.name), paysList(symbol.pays, '× line bet'))))),
    wild ? h('div', { class: 'paytable__special' }, symbolArt(wild.id, wild.name), h('p', {}, h('strong', {}, `${wild.name}: wild. `), `Stands in for every symbol but the scatter. Appears on reels ${wildReels.join(', ')}.`)) : null,
    scatter ? h('div', { class: 'paytable__special' }, symbolArt(scatter.id, scatter.name), h('div', {}, h('p', {}, h('strong', {}, `${scatter.name}: scatter. `), `Pays anywhere in view, in total bets. ${awards}, with every win x${config.freeSpins.multiplier}. Free spins can retrigger.`), paysList(scatter.pays, '× total bet'))) : null,
    h('h3', { class: 'paytable__heading' }, 'Paylines'),
    h('ol', { class: 'paytable__lines' }, ...config.paylines.map((rows, index) => paylineDiagram(config, rows, index))),
  );
}
