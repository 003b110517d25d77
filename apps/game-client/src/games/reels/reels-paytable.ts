/**
 * The paytable and rules of an engine slot, written from its config: the pays of each symbol (in
 * multiples of the bet), how wins count, cascades, free spins, hold-and-win, the bonus buy, the
 * jackpot and the RTP. The same data the engine pays from, so the screen cannot disagree with it.
 */
import type { SlotGameConfig } from '@casino/fairplay';
import { h } from '../../lib/dom';
import { glyphLabels, symbolGlyph } from './reels-symbols';

const percent = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)}%`;

function stakes(config: SlotGameConfig, units: number, unit = ' bet'): string {
  const value = units / config.stakeUnits;
  return `${Number(value.toFixed(value >= 10 ? 1 : 2))}×${unit}`;
}

function paysList(config: SlotGameConfig, pays: Readonly<Record<number, number>>, suffix = ''): HTMLElement {
  const counts = Object.keys(pays).map(Number).sort((a, b) => b - a);
  return h('ul', { class: 'paytable__pays' }, ...counts.map((count) => h('li', {}, h('span', {}, `${count}${suffix}`), ` ${stakes(config, pays[count] ?? 0, '')}`)));
}

function table(entries: Readonly<Record<number, number>>, unit: string): string {
  return Object.entries(entries).map(([count, value]) => `${count}: ${value} ${unit}`).join(', ');
}

/** How wins are counted, in a sentence. */
export function paysRule(config: SlotGameConfig): string {
  const { pays, reels, rows } = config;
  if (pays.type === 'lines') return `${reels} reels, ${rows} rows, ${pays.paylines.length} paylines paying left to right from the first reel; the best win of each line pays.`;
  if (pays.type === 'ways') return `${reels} reels, ${rows} rows, ${rows ** reels} ways: a symbol on adjacent reels from the left pays, once per combination of its cells.`;
  return `${reels} × ${rows} grid, cluster pays: ${pays.minimum} or more equal symbols joined up, down, left or right pay by the size of the cluster.`;
}

/** The mechanics, one line each. */
export function mechanicsRules(config: SlotGameConfig): string[] {
  const rules = [paysRule(config)];
  const wild = config.symbols.find((symbol) => symbol.kind === 'wild');
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter');
  if (wild) rules.push(`${wild.name} is wild: it stands in for every paying symbol.`);
  if (config.cascade) rules.push(`Cascades: winning symbols vanish, the rest fall and new ones drop in, again while they win. Multiplier per drop: ${config.cascade.multipliers.map((value) => `x${value}`).join(', ')}${config.cascade.multipliers.length > 1 ? ' (the last one repeats)' : ''}.`);
  const free = config.freeSpins;
  if (free) {
    rules.push(`${scatter?.name ?? 'Scatters'} anywhere award free spins (${table(free.awards, 'spins')}), every win x${free.multiplier}; at most ${free.maxSpins} free spins a round.`);
    if (free.retriggers) rules.push(`During free spins they add more (${table(free.retriggers, 'spins')}).`);
    if (free.stickyWilds) rules.push('Sticky wilds: a wild landing in a free spin stays in place until the free spins end.');
  }
  const hold = config.holdAndWin;
  if (hold) {
    const coin = config.symbols.find((symbol) => symbol.kind === 'coin');
    const prizes = hold.values.filter((value) => value.label).map((value) => `${value.label?.toUpperCase()} ${stakes(config, value.value)}`);
    rules.push(`Hold and win: ${hold.trigger} or more ${coin?.name ?? 'coins'} lock in place and ${hold.respins} respins start; each new coin resets them to ${hold.respins}. Coins pay ${stakes(config, Math.min(...hold.values.map((value) => value.value)))} to ${stakes(config, Math.max(...hold.values.map((value) => value.value)))}${prizes.length ? `, prize coins ${prizes.join(', ')}` : ''}. A full grid adds the grand prize of ${stakes(config, hold.grandPrize)}.`);
  }
  const buy = config.bonusBuy;
  if (buy) rules.push(`Bonus buy: ${buy.cost}× bet starts ${buy.feature === 'free-spins' ? `${buy.amount} free spins` : `hold and win with ${buy.amount} coins`} at once (RTP ${percent(buy.rtpBasisPoints)}).`);
  const jackpot = config.jackpot;
  if (jackpot?.combination) {
    const name = config.symbols.find((symbol) => symbol.id === jackpot.combination?.symbol)?.name ?? jackpot.combination.symbol;
    rules.push(`Progressive jackpot: ${jackpot.combination.count} ${name} win the jackpot pool on top of the win.`);
  }
  if (jackpot?.fullHoldAndWin) rules.push('Progressive jackpot: filling the hold-and-win grid wins the jackpot pool on top of the grand prize.');
  rules.push(`RTP ${percent(config.publishedRtpBasisPoints)}; volatility ${config.volatility.replace('-', ' ')}. Pays are multiples of the bet of one spin; a round's wins are rounded down to the cent.`);
  return rules;
}

export function createReelsPaytable(config: SlotGameConfig): HTMLElement {
  const suffix = config.pays.type === 'cluster' ? '+' : '×';
  const labels = glyphLabels(config.symbols);
  return h(
    'details',
    { class: 'panel paytable reels-paytable' },
    h('summary', { class: 'panel__summary' }, 'Paytable and rules'),
    h('ul', { class: 'reels-rules' }, ...mechanicsRules(config).map((rule) => h('li', {}, rule))),
    h('h2', { class: 'reels-paytable__heading' }, `Pays by ${config.pays.type === 'cluster' ? 'cluster size' : config.pays.type === 'lines' ? 'symbols on a line' : 'reels matched'}, in multiples of the bet`),
    h(
      'ul',
      { class: 'paytable__symbols' },
      ...config.symbols.flatMap((symbol, index) =>
        Object.keys(symbol.pays).length === 0 && symbol.kind !== 'coin' && symbol.kind !== 'scatter' && symbol.kind !== 'wild'
          ? []
          : [
              h(
                'li',
                { class: 'paytable__symbol' },
                symbolGlyph(symbol, index, labels.get(symbol.id)),
                h('div', {}, h('strong', {}, symbol.name), symbol.kind === 'regular' ? null : h('span', { class: 'field-hint' }, ` ${symbol.kind}`), Object.keys(symbol.pays).length > 0 ? paysList(config, symbol.pays, symbol.kind === 'scatter' ? '' : suffix) : null),
              ),
            ],
      ),
    ),
  );
}
