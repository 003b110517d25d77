/**
 * A round of an engine slot in words, as the verify page recomputed it: each spin's grids drop
 * by drop with what they paid, the scatters and free spins, the hold-and-win board respin by
 * respin, the jackpot flag and the total, so a player can compare it with what the reels showed.
 * Pays read in stakes (units / the slot's stake units): the money follows from the bet.
 */
import { findSlotGame, toBasisPoints, type EngineCoin, type PaidWin, type SlotGameConfig, type SlotGameRoundResult } from '@casino/fairplay';
import { formatMultiplierBps } from '../lib/money';

const stakes = (config: SlotGameConfig, units: number) => `${Number((units / config.stakeUnits).toFixed(4))}× stake`;

function gridLines(grid: readonly (readonly string[])[], rows: number, sticky: ReadonlySet<number>): string[] {
  const width = Math.max(4, ...grid.flat().map((id) => id.length)) + 1;
  return Array.from({ length: rows }, (_, row) =>
    `    ${grid.map((column, reel) => `${column[row] || '·'}${sticky.has(reel * rows + row) ? '*' : ''}`.padEnd(width)).join(' ').trimEnd()}`,
  );
}

function winLine(config: SlotGameConfig, win: PaidWin): string {
  const name = config.symbols.find((symbol) => symbol.id === win.symbol)?.name ?? win.symbol;
  const what =
    win.type === 'line' ? `line ${(win.payline ?? 0) + 1}: ${win.count} ${name}`
      : win.type === 'ways' ? `${win.count} reels of ${name}, ${win.ways ?? 1} ways`
        : win.type === 'cluster' ? `cluster of ${win.count} ${name}`
          : `${win.count} ${name} (scatter)`;
  return `      ${what}: ${win.pay} units x${win.multiplier} = ${stakes(config, win.amount)}`;
}

const coinText = (config: SlotGameConfig, coin: EngineCoin) => `reel ${Math.floor(coin.cell / config.rows) + 1} row ${(coin.cell % config.rows) + 1} ${coin.label ? coin.label.toUpperCase() : stakes(config, coin.value)}`;

/** Lines of text describing a recomputed engine-slot round (most important first). */
export function engineSlotSummary(result: SlotGameRoundResult): string[] {
  const config = findSlotGame(result.game);
  if (!config) return [`Unknown slot ${result.game}`];
  const { outcome } = result;
  const lines = [
    `${config.title}: ${outcome.buy ? `bonus buy (${outcome.paidUnits / config.stakeUnits}× stake)` : 'paid spin'}; total win ${stakes(config, outcome.totalWin)}, multiplier ${formatMultiplierBps(toBasisPoints(result.multiplier))}`,
  ];
  if (outcome.freeSpinsAwarded > 0) lines.push(`Free spins: ${outcome.freeSpinsAwarded} played${outcome.freeSpinsCapped ? ' (capped)' : ''}`);
  if (outcome.jackpot) lines.push('Progressive jackpot: WON');
  let free = 0;
  let sticky = new Set<number>();
  for (const spin of outcome.spins) {
    if (spin.freeSpin) free += 1;
    lines.push('', `${spin.freeSpin ? `Free spin ${free}` : 'Paid spin'}${spin.stops ? ` (stops ${spin.stops.join(', ')})` : ''}: win ${stakes(config, spin.win)}`);
    spin.drops.forEach((drop, index) => {
      lines.push(`  ${index === 0 ? 'Grid' : `Cascade ${index}`} (x${drop.multiplier})${sticky.size > 0 && index === 0 ? ', * sticky wild' : ''}:`, ...gridLines(drop.grid, config.rows, index === 0 ? sticky : new Set()));
      lines.push(...(drop.wins.length > 0 ? drop.wins.map((win) => winLine(config, win)) : ['      no win']));
    });
    if (spin.scatterWin) lines.push(winLine(config, spin.scatterWin));
    if (spin.freeSpinsAwarded > 0) lines.push(`  ${spin.scatterCount} scatters: ${spin.freeSpinsAwarded} free spins ${spin.freeSpin ? 'added' : 'awarded'}`);
    sticky = new Set(spin.stickyWilds ?? []);
  }
  const hold = outcome.holdAndWin;
  if (hold) {
    lines.push('', `Hold and win: ${hold.startingCoins.length} coins to start`, ...hold.startingCoins.map((coin) => `    ${coinText(config, coin)}`));
    hold.respins.forEach((respin, index) => {
      lines.push(`  Respin ${index + 1}: ${respin.landed.length > 0 ? respin.landed.map((coin) => coinText(config, coin)).join('; ') : 'no coin'} (respins left ${respin.respinsLeft})`);
    });
    lines.push(`  ${hold.coins.length} coins${hold.full ? ', grid full: grand prize ' + stakes(config, hold.grandPrize) : ''}; pays ${stakes(config, hold.win)}`);
  }
  lines.push('', `Total: ${outcome.totalWin} units of ${outcome.paidUnits} paid`);
  return lines;
}
