/**
 * Lucky Orbit's spin as plain data: the lines a spin's result reads as (no DOM, no requests). Whether
 * a spin is being shown and a skip asked is the slots' shared SpinPlay (../spin-play.ts).
 */
import type { SlotConfig, SlotSpin } from '@casino/fairplay';
import { spinWinMinor } from './slot-lines';
import { t } from '../../lib/i18n';

export interface SpinLine {
  readonly text: string;
  /** A feature (free spins awarded) rather than a win. */
  readonly feature: boolean;
}

/** A spin's result line by line: each line win, the scatter pay, the free spins it awarded. */
export function spinLines(
  config: SlotConfig,
  spin: SlotSpin,
  bet: number,
  format: (amount: number) => string,
): SpinLine[] {
  const names = new Map(config.symbols.map((symbol) => [symbol.id, symbol.name]));
  const scatterName = config.symbols.find((symbol) => symbol.kind === 'scatter')?.name ?? '';
  const lines: SpinLine[] = spin.lineWins.map((win) => ({
    text: t('games.slot.lineWin', {
      line: win.payline + 1,
      count: win.count,
      symbol: names.get(win.symbol) ?? win.symbol,
      pays: win.pay * spin.winMultiplier,
    }),
    feature: false,
  }));
  if (spin.scatterPay > 0)
    lines.push({
      text: t('games.slot.scatterWin', {
        count: spin.scatterCount,
        symbol: scatterName,
        amount: format(spinWinMinor(config, bet, { ...spin, win: spin.scatterPay * spin.winMultiplier })),
      }),
      feature: false,
    });
  if (spin.freeSpinsAwarded > 0)
    lines.push({ text: t('games.slot.freeSpinsAwarded', { count: spin.freeSpinsAwarded }), feature: true });
  return lines;
}
