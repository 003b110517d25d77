import { pickIndex, type FloatReader } from '../../rng/floats';
import { ratio, type Ratio } from '../../ratio';
import { compileSlot, evaluateLine, type CompiledSlot } from './slot-compile';
import type { SlotConfig } from './slot-types';

export interface SlotLineWin {
  /** Index into config.paylines. */
  readonly payline: number;
  readonly symbol: string;
  readonly count: number;
  /** In line bets, before the free-spin multiplier. */
  readonly pay: number;
}

export interface SlotSpin {
  readonly freeSpin: boolean;
  readonly stops: readonly number[];
  /** grid[reel][row], symbol ids, row 0 at the top. */
  readonly grid: readonly (readonly string[])[];
  readonly lineWins: readonly SlotLineWin[];
  readonly scatterCount: number;
  /** The scatter pay in line bets (a scatter pays in total bets: x paylines), before the multiplier. */
  readonly scatterPay: number;
  readonly freeSpinsAwarded: number;
  /** 1 in the base game, the free-spin multiplier in free spins. */
  readonly winMultiplier: number;
  /** This spin's win in line bets, multiplier applied. */
  readonly win: number;
}

export interface SlotOutcome {
  /** The paid spin first, then every free spin it led to, in order. */
  readonly spins: readonly SlotSpin[];
  readonly freeSpinsPlayed: number;
  /** Total win in line bets. */
  readonly totalWin: number;
  /** totalWin / paylines: the total bet is one line bet per payline. */
  readonly multiplier: Ratio;
}

/** The symbols in view for given stops, reel-major (window[reel x rows + row]). */
function windowAt(slot: CompiledSlot, stops: readonly number[]): Int32Array {
  const rows = slot.config.rows;
  const window = new Int32Array(slot.reels.length * rows);
  slot.reels.forEach((strip, reel) => {
    const stop = stops[reel] ?? 0;
    for (let row = 0; row < rows; row += 1) window[reel * rows + row] = strip[(stop + row) % strip.length] ?? -1;
  });
  return window;
}

/** The symbol ids in view, grid[reel][row], for the client to draw. */
function gridOf(slot: CompiledSlot, window: Int32Array): string[][] {
  const rows = slot.config.rows;
  const grid: string[][] = [];
  for (let reel = 0; reel < slot.reels.length; reel += 1) {
    const column: string[] = [];
    for (let row = 0; row < rows; row += 1) column.push(slot.symbolIds[window[reel * rows + row] ?? -1] ?? '');
    grid.push(column);
  }
  return grid;
}

/**
 * A spin at given stops, evaluated: what the client shows and what the round pays. Written with
 * plain loops: the RTP benchmark runs it over a million times.
 */
export function evaluateStops(config: SlotConfig, stops: readonly number[], freeSpin = false): SlotSpin {
  const slot = compileSlot(config);
  const window = windowAt(slot, stops);
  const line = new Int32Array(slot.reels.length);
  const lineWins: SlotLineWin[] = [];
  let lineTotal = 0;
  for (let index = 0; index < slot.paylineCells.length; index += 1) {
    const cells = slot.paylineCells[index] ?? line;
    for (let reel = 0; reel < cells.length; reel += 1) line[reel] = window[cells[reel] ?? 0] ?? -1;
    const { symbol, count, pay } = evaluateLine(slot, line);
    if (pay === 0) continue;
    lineWins.push({ payline: index, symbol: slot.symbolIds[symbol] ?? '', count, pay });
    lineTotal += pay;
  }
  let scatterCount = 0;
  for (const symbol of window) if (symbol === slot.scatter) scatterCount += 1;
  const scatterPay = (slot.pays[slot.scatter]?.[Math.min(scatterCount, slot.maxCount)] ?? 0) * config.paylines.length;
  const winMultiplier = freeSpin ? config.freeSpins.multiplier : 1;
  return {
    freeSpin,
    stops: [...stops],
    grid: gridOf(slot, window),
    lineWins,
    scatterCount,
    scatterPay,
    winMultiplier,
    freeSpinsAwarded: slot.freeSpinAwards[scatterCount] ?? 0,
    win: (lineTotal + scatterPay) * winMultiplier,
  };
}

/**
 * One paid spin and all the free spins it triggers (retriggers add spins to the queue). Each spin
 * reads one float per reel from the round's stream, so free spins continue the same stream.
 */
export function slotOutcome(reader: FloatReader, config: SlotConfig): SlotOutcome {
  const slot = compileSlot(config);
  const spins: SlotSpin[] = [];
  let pendingFreeSpins = 0;
  let freeSpin = false;
  do {
    const stops = slot.reels.map((strip) => pickIndex(reader.next(), strip.length));
    const spin = evaluateStops(config, stops, freeSpin);
    spins.push(spin);
    if (freeSpin) pendingFreeSpins -= 1;
    pendingFreeSpins += spin.freeSpinsAwarded;
    freeSpin = true;
  } while (pendingFreeSpins > 0);
  const totalWin = spins.reduce((sum, spin) => sum + spin.win, 0);
  return { spins, freeSpinsPlayed: spins.length - 1, totalWin, multiplier: ratio(totalWin, config.paylines.length) };
}
