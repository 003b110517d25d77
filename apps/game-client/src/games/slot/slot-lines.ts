/**
 * Which cells of a spin won, for the reels to light up: the leading cells of each paying line
 * (left to right, as lines pay) and every scatter in view when scatters paid or awarded spins.
 * Cells are numbered reel-major, reel x rows + row, like fairplay's window.
 */
import { payoutMinor, ratio, type SlotConfig, type SlotSpin } from '@casino/fairplay';

export function cellIndex(config: SlotConfig, reel: number, row: number): number {
  return reel * config.rows + row;
}

/** The cells a payline crosses, reel by reel. */
export function paylineCells(config: SlotConfig, payline: number): number[] {
  return (config.paylines[payline] ?? []).map((row, reel) => cellIndex(config, reel, row));
}

export function scatterSymbolId(config: SlotConfig): string | null {
  return config.symbols.find((symbol) => symbol.kind === 'scatter')?.id ?? null;
}

export interface SpinHighlight {
  /** Every winning cell. */
  readonly cells: ReadonlySet<number>;
  /** The winning cells of each paying line, by line win, in the outcome's order. */
  readonly lines: readonly { readonly payline: number; readonly cells: readonly number[] }[];
  readonly scatterCells: readonly number[];
}

export function spinHighlight(config: SlotConfig, spin: SlotSpin): SpinHighlight {
  const lines = spin.lineWins.map((win) => ({
    payline: win.payline,
    cells: paylineCells(config, win.payline).slice(0, win.count),
  }));
  const scatter = scatterSymbolId(config);
  const scatterCells: number[] = [];
  if (scatter && (spin.scatterPay > 0 || spin.freeSpinsAwarded > 0)) {
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === scatter) scatterCells.push(cellIndex(config, reel, row));
      }),
    );
  }
  return { cells: new Set([...lines.flatMap((line) => line.cells), ...scatterCells]), lines, scatterCells };
}

/** A spin's win in minor units: its win counts line bets, and the total bet is one line bet per payline. */
export function spinWinMinor(config: SlotConfig, betMinor: number, spin: SlotSpin): number {
  return Number(payoutMinor(BigInt(betMinor), ratio(spin.win, config.paylines.length)));
}
