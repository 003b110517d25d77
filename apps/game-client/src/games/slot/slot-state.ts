/**
 * Lucky Orbit's spin as plain data: whether a spin is being shown and whether the player asked to
 * skip its animation, and the lines a spin's result reads as (no DOM, no requests).
 */
import type { SlotConfig, SlotSpin } from '@casino/fairplay';
import { spinWinMinor } from './slot-lines';
import { t } from '../../lib/i18n';

export interface SlotMachine {
  /** A spin (with its free spins) is being shown: the button skips the animation. */
  running: boolean;
  /** Show the remaining spins at once. */
  skip: boolean;
}

export function openingMachine(): SlotMachine {
  return { running: false, skip: false };
}

/** The spin button pressed: skips the animation of a spin under way ('skip'), or starts one ('spin'). */
export function pressSpin(machine: SlotMachine): 'skip' | 'spin' {
  if (machine.running) {
    machine.skip = true;
    return 'skip';
  }
  return 'spin';
}

export function startSpin(machine: SlotMachine): void {
  machine.skip = false;
  machine.running = true;
}

export function endSpin(machine: SlotMachine): void {
  machine.running = false;
}

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
