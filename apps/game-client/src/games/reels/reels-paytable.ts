/**
 * The paytable and rules of an engine slot, written from its config: the pays of each symbol (in
 * multiples of the bet), how wins count, cascades, free spins, hold-and-win, the bonus buy, the
 * jackpot and the RTP. The same data the engine pays from, so the screen cannot disagree with it.
 */
import type { SlotGameConfig } from '@casino/fairplay';
import { h } from '../../lib/dom';
import type { SlotGlyphs } from './reels-symbols';
import { formatNumber, formatPercent, t } from '../../lib/i18n';

const percent = (basisPoints: number) => formatPercent(basisPoints / 100, 2);
const times = (value: number) => `x${formatNumber(value)}`;

function stakes(config: SlotGameConfig, units: number, withBet = true): string {
  const value = units / config.stakeUnits;
  const shown = formatNumber(Number(value.toFixed(value >= 10 ? 1 : 2)));
  return withBet ? t('games.reels.rules.timesBet', { value: shown }) : `${shown}×`;
}

function paysList(config: SlotGameConfig, pays: Readonly<Record<number, number>>, suffix = ''): HTMLElement {
  const counts = Object.keys(pays)
    .map(Number)
    .sort((a, b) => b - a);
  return h(
    'ul',
    { class: 'paytable__pays' },
    ...counts.map((count) =>
      h('li', {}, h('span', {}, `${count}${suffix}`), ` ${stakes(config, pays[count] ?? 0, false)}`),
    ),
  );
}

function table(entries: Readonly<Record<number, number>>): string {
  return Object.entries(entries)
    .map(([count, value]) => t('games.reels.rules.awardEntry', { symbols: Number(count), count: value }))
    .join(', ');
}

/** What a bonus buy starts: '10 free spins', 'hold and win with 6 coins'. */
export function buyFeature(buy: NonNullable<SlotGameConfig['bonusBuy']>): string {
  return buy.feature === 'free-spins'
    ? t('games.reels.buyFreeSpins', { count: buy.amount })
    : t('games.reels.buyHoldAndWin', { count: buy.amount });
}

/** How wins are counted, in a sentence. */
export function paysRule(config: SlotGameConfig): string {
  const { pays, reels, rows } = config;
  if (pays.type === 'lines') return t('games.reels.rules.lines', { reels, rows, lines: pays.paylines.length });
  if (pays.type === 'ways') return t('games.reels.rules.ways', { reels, rows, ways: rows ** reels });
  return t('games.reels.rules.cluster', { reels, rows, minimum: pays.minimum });
}

/** The mechanics, one line each. */
export function mechanicsRules(config: SlotGameConfig): string[] {
  const rules = [paysRule(config)];
  const wild = config.symbols.find((symbol) => symbol.kind === 'wild');
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter');
  if (wild) rules.push(t('games.reels.rules.wild', { symbol: wild.name }));
  if (config.cascade)
    rules.push(
      t(config.cascade.multipliers.length > 1 ? 'games.reels.rules.cascadesRepeat' : 'games.reels.rules.cascades', {
        multipliers: config.cascade.multipliers.map(times).join(', '),
      }),
    );
  const free = config.freeSpins;
  if (free) {
    rules.push(
      t('games.reels.rules.freeSpins', {
        symbol: scatter?.name ?? t('games.reels.rules.scatters'),
        awards: table(free.awards),
        multiplier: times(free.multiplier),
        max: free.maxSpins,
      }),
    );
    if (free.retriggers) rules.push(t('games.reels.rules.retriggers', { awards: table(free.retriggers) }));
    if (free.stickyWilds) rules.push(t('games.reels.rules.stickyWilds'));
  }
  const hold = config.holdAndWin;
  if (hold) {
    const coin = config.symbols.find((symbol) => symbol.kind === 'coin');
    const prizes = hold.values
      .filter((value) => value.label)
      .map((value) => `${value.label?.toUpperCase()} ${stakes(config, value.value)}`);
    const range = {
      trigger: hold.trigger,
      symbol: coin?.name ?? t('games.reels.rules.coins'),
      respins: hold.respins,
      min: stakes(config, Math.min(...hold.values.map((value) => value.value))),
      max: stakes(config, Math.max(...hold.values.map((value) => value.value))),
      grand: stakes(config, hold.grandPrize),
    };
    rules.push(
      prizes.length
        ? t('games.reels.rules.holdAndWinPrizes', { ...range, prizes: prizes.join(', ') })
        : t('games.reels.rules.holdAndWin', range),
    );
  }
  const buy = config.bonusBuy;
  if (buy)
    rules.push(
      t('games.reels.rules.bonusBuy', {
        cost: formatNumber(buy.cost),
        feature: buyFeature(buy),
        rtp: percent(buy.rtpBasisPoints),
      }),
    );
  const jackpot = config.jackpot;
  if (jackpot?.combination) {
    const name =
      config.symbols.find((symbol) => symbol.id === jackpot.combination?.symbol)?.name ?? jackpot.combination.symbol;
    rules.push(t('games.reels.rules.jackpot', { count: jackpot.combination.count, symbol: name }));
  }
  if (jackpot?.fullHoldAndWin) rules.push(t('games.reels.rules.jackpotFullGrid'));
  rules.push(
    t('games.reels.rules.rtp', {
      rtp: percent(config.publishedRtpBasisPoints),
      volatility: t(`games.reels.volatility.${config.volatility}`),
    }),
  );
  return rules;
}

export function createReelsPaytable(config: SlotGameConfig, glyphs: SlotGlyphs): HTMLElement {
  const suffix = config.pays.type === 'cluster' ? '+' : '×';
  return h(
    'details',
    // The studio's palette colours its symbols here too.
    { class: 'panel paytable reels-paytable', 'data-studio': glyphs.studio, 'data-slot': config.id },
    h('summary', { class: 'panel__summary' }, t('games.reels.paytableTitle')),
    h('ul', { class: 'reels-rules' }, ...mechanicsRules(config).map((rule) => h('li', {}, rule))),
    h('h2', { class: 'reels-paytable__heading' }, t(`games.reels.paysBy.${config.pays.type}`)),
    h(
      'ul',
      { class: 'paytable__symbols' },
      ...config.symbols.flatMap((symbol) =>
        Object.keys(symbol.pays).length === 0 &&
        symbol.kind !== 'coin' &&
        symbol.kind !== 'scatter' &&
        symbol.kind !== 'wild'
          ? []
          : [
              h(
                'li',
                { class: 'paytable__symbol' },
                glyphs.glyph(symbol.id),
                h(
                  'div',
                  {},
                  h('strong', {}, symbol.name),
                  symbol.kind === 'regular'
                    ? null
                    : h('span', { class: 'field-hint' }, ` ${t(`games.reels.kind.${symbol.kind}`)}`),
                  Object.keys(symbol.pays).length > 0
                    ? paysList(config, symbol.pays, symbol.kind === 'scatter' ? '' : suffix)
                    : null,
                ),
              ),
            ],
      ),
    ),
  );
}
