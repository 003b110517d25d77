/**
 * A round of an engine slot in words, as the verify page recomputed it: each spin's grids drop
 * by drop with what they paid, the scatters and free spins, the hold-and-win board respin by
 * respin, the jackpot flag and the total, so a player can compare it with what the reels showed.
 * Pays read in stakes (units / the slot's stake units): the money follows from the bet. Units are
 * written without grouping (in the locale's digits), to compare with the round's JSON.
 */
import {
  findSlotGame,
  toBasisPoints,
  type EngineCoin,
  type PaidWin,
  type SlotGameConfig,
  type SlotGameRoundResult,
} from '@casino/fairplay';
import { formatDecimal, formatNumber, t } from '../lib/i18n';
import { formatMultiplierBps } from '../lib/money';

const stakes = (config: SlotGameConfig, units: number) =>
  t('verify.log.stakes', { stakes: formatNumber(Number((units / config.stakeUnits).toFixed(4))) });

/** Engine units in the locale's digits, ungrouped: they compare with the round's JSON. */
const units = (value: number) => formatDecimal(value, 0, false);

function gridLines(grid: readonly (readonly string[])[], rows: number, sticky: ReadonlySet<number>): string[] {
  const width = Math.max(4, ...grid.flat().map((id) => id.length)) + 1;
  return Array.from(
    { length: rows },
    (_, row) =>
      `    ${grid
        .map((column, reel) => `${column[row] || '·'}${sticky.has(reel * rows + row) ? '*' : ''}`.padEnd(width))
        .join(' ')
        .trimEnd()}`,
  );
}

function winLine(config: SlotGameConfig, win: PaidWin): string {
  const symbol = config.symbols.find((candidate) => candidate.id === win.symbol)?.name ?? win.symbol;
  const what =
    win.type === 'line'
      ? t('verify.log.lineWin', { line: (win.payline ?? 0) + 1, count: win.count, symbol })
      : win.type === 'ways'
        ? t('verify.log.waysWin', { count: win.count, symbol, ways: win.ways ?? 1 })
        : win.type === 'cluster'
          ? t('verify.log.clusterWin', { count: win.count, symbol })
          : t('verify.log.scatterWin', { count: win.count, symbol });
  return `      ${t('verify.log.winPays', { what, pay: units(win.pay), multiplier: win.multiplier, amount: stakes(config, win.amount) })}`;
}

const coinText = (config: SlotGameConfig, coin: EngineCoin) =>
  t('verify.log.coin', {
    reel: Math.floor(coin.cell / config.rows) + 1,
    row: (coin.cell % config.rows) + 1,
    value: coin.label ? coin.label.toUpperCase() : stakes(config, coin.value),
  });

function holdAndWinLines(
  config: SlotGameConfig,
  hold: NonNullable<SlotGameRoundResult['outcome']['holdAndWin']>,
): string[] {
  const lines = [
    '',
    t('verify.log.holdStart', { count: hold.startingCoins.length }),
    ...hold.startingCoins.map((coin) => `    ${coinText(config, coin)}`),
  ];
  hold.respins.forEach((respin, index) => {
    const coins =
      respin.landed.length > 0
        ? respin.landed.map((coin) => coinText(config, coin)).join('; ')
        : t('verify.log.noCoin');
    lines.push(`  ${t('verify.log.respin', { index: index + 1, coins, left: respin.respinsLeft })}`);
  });
  const end = { count: hold.coins.length, win: stakes(config, hold.win) };
  lines.push(
    `  ${hold.full ? t('verify.log.holdEndFull', { ...end, prize: stakes(config, hold.grandPrize) }) : t('verify.log.holdEnd', end)}`,
  );
  return lines;
}

/** Lines of text describing a recomputed engine-slot round (most important first). */
export function engineSlotSummary(result: SlotGameRoundResult): string[] {
  const config = findSlotGame(result.game);
  if (!config) return [t('verify.log.unknownSlot', { game: result.game })];
  const { outcome } = result;
  const spinKind = outcome.buy
    ? t('verify.log.bonusBuy', { cost: stakes(config, outcome.paidUnits) })
    : t('verify.log.paidSpinLower');
  const lines = [
    t('verify.log.engineHeadline', {
      title: config.title,
      spin: spinKind,
      win: stakes(config, outcome.totalWin),
      multiplier: formatMultiplierBps(toBasisPoints(result.multiplier)),
    }),
  ];
  if (outcome.freeSpinsAwarded > 0)
    lines.push(
      t(outcome.freeSpinsCapped ? 'verify.log.freeSpinsPlayedCapped' : 'verify.log.freeSpinsPlayed', {
        count: outcome.freeSpinsAwarded,
      }),
    );
  if (outcome.jackpot) lines.push(t('verify.log.jackpotWon'));
  let free = 0;
  let sticky = new Set<number>();
  for (const spin of outcome.spins) {
    if (spin.freeSpin) free += 1;
    const values = {
      spin: spin.freeSpin ? t('verify.log.freeSpin', { index: free }) : t('verify.log.paidSpin'),
      win: stakes(config, spin.win),
    };
    lines.push(
      '',
      spin.stops
        ? t('verify.log.spinStops', { ...values, stops: spin.stops.join(', ') })
        : t('verify.log.spinWin', values),
    );
    spin.drops.forEach((drop, index) => {
      const heading =
        index > 0
          ? t('verify.log.cascade', { index, multiplier: drop.multiplier })
          : t(sticky.size > 0 ? 'verify.log.gridSticky' : 'verify.log.grid', { multiplier: drop.multiplier });
      lines.push(`  ${heading}:`, ...gridLines(drop.grid, config.rows, index === 0 ? sticky : new Set()));
      lines.push(
        ...(drop.wins.length > 0 ? drop.wins.map((win) => winLine(config, win)) : [`      ${t('verify.log.noWin')}`]),
      );
    });
    if (spin.scatterWin) lines.push(winLine(config, spin.scatterWin));
    if (spin.freeSpinsAwarded > 0)
      lines.push(
        `  ${t(spin.freeSpin ? 'verify.log.scattersAdded' : 'verify.log.scattersAwarded', { scatters: spin.scatterCount, count: spin.freeSpinsAwarded })}`,
      );
    sticky = new Set(spin.stickyWilds ?? []);
  }
  if (outcome.holdAndWin) lines.push(...holdAndWinLines(config, outcome.holdAndWin));
  lines.push('', t('verify.log.engineTotal', { win: units(outcome.totalWin), paid: units(outcome.paidUnits) }));
  return lines;
}
