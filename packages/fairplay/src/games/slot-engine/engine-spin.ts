import { pickIndex, type FloatReader } from '../../rng/floats';
import { pickWeighted, type CompiledDraw, type CompiledGame } from './engine-compile';
import { cellsOf, evaluateWindow, scatterWin, type EngineWin, type EngineWindow } from './engine-evaluate';

/** A win as paid: its pay times the drop's and the free spin's multipliers. */
export interface PaidWin extends EngineWin {
  readonly multiplier: number;
  readonly amount: number;
}

/** One drop of a spin: the grid the player sees and what it pays; a cascade adds drops. */
export interface EngineDrop {
  /** grid[reel][row], symbol ids, row 0 at the top. */
  readonly grid: readonly (readonly string[])[];
  readonly wins: readonly PaidWin[];
  readonly multiplier: number;
  readonly win: number;
}

export interface EngineCoin {
  readonly cell: number;
  readonly value: number;
  readonly label?: string;
}

export interface EngineSpin {
  readonly freeSpin: boolean;
  /** Reel stops (strip games); weighted games draw each cell. */
  readonly stops?: readonly number[];
  readonly drops: readonly EngineDrop[];
  readonly scatterWin?: PaidWin;
  readonly scatterCount: number;
  /** Coins in view with their values (hold-and-win games). */
  readonly coins: readonly EngineCoin[];
  /** Free spins this spin added (a trigger, or a retrigger as far as the cap allows). */
  readonly freeSpinsAwarded: number;
  /** Cells held by sticky wilds after this spin (free spins with sticky wilds). */
  readonly stickyWilds?: readonly number[];
  readonly win: number;
}

export function gridOf(game: CompiledGame, window: EngineWindow): string[][] {
  const { reels, rows } = game.config;
  return Array.from({ length: reels }, (_, reel) =>
    Array.from({ length: rows }, (_, row) => game.symbolIds[window[reel * rows + row] ?? -1] ?? ''),
  );
}

function drawCell(draw: CompiledDraw & { type: 'weights' }, reader: FloatReader): number {
  return draw.symbols[pickWeighted(draw.cumulative, draw.total, reader.next())] ?? -1;
}

/** Strips: one float per reel, its stop. Weights: one float per cell, reel by reel, top row first. */
function drawWindow(
  game: CompiledGame,
  draw: CompiledDraw,
  reader: FloatReader,
): { window: EngineWindow; stops?: number[] } {
  const { reels, rows } = game.config;
  const window = new Int32Array(reels * rows);
  if (draw.type === 'weights') {
    for (let cell = 0; cell < window.length; cell += 1) window[cell] = drawCell(draw, reader);
    return { window };
  }
  const stops = draw.reels.map((strip) => pickIndex(reader.next(), strip.length));
  draw.reels.forEach((strip, reel) => {
    for (let row = 0; row < rows; row += 1)
      window[reel * rows + row] = strip[((stops[reel] ?? 0) + row) % strip.length] ?? -1;
  });
  return { window, stops };
}

/**
 * Removes the winning cells, lets the symbols above fall, and draws the emptied top cells: one
 * float per empty cell, reel by reel, top row first.
 */
export function cascadeWindow(
  game: CompiledGame,
  draw: CompiledDraw,
  window: EngineWindow,
  wins: readonly EngineWin[],
  reader: FloatReader,
): void {
  const { reels, rows } = game.config;
  for (const win of wins) for (const cell of win.cells) window[cell] = -1;
  for (let reel = 0; reel < reels; reel += 1) {
    const kept: number[] = [];
    for (let row = 0; row < rows; row += 1) {
      const symbol = window[reel * rows + row] ?? -1;
      if (symbol >= 0) kept.push(symbol);
    }
    const empty = rows - kept.length;
    for (let row = 0; row < rows; row += 1) window[reel * rows + row] = row < empty ? -1 : (kept[row - empty] ?? -1);
    if (draw.type !== 'weights') continue;
    for (let row = 0; row < empty; row += 1) window[reel * rows + row] = drawCell(draw, reader);
  }
}

function coinValues(game: CompiledGame, window: EngineWindow, reader: FloatReader): EngineCoin[] {
  if (!game.config.holdAndWin) return [];
  return cellsOf(window, game.coin).map((cell) => drawCoin(game, cell, reader));
}

/** One float: a coin's value by weight. */
export function drawCoin(game: CompiledGame, cell: number, reader: FloatReader): EngineCoin {
  const entry = game.config.holdAndWin?.values[pickWeighted(game.coinCumulative, game.coinTotal, reader.next())];
  return entry?.label === undefined
    ? { cell, value: entry?.value ?? 0 }
    : { cell, value: entry.value, label: entry.label };
}

const paid = (wins: readonly EngineWin[], multiplier: number): PaidWin[] =>
  wins.map((win) => ({ ...win, multiplier, amount: win.pay * multiplier }));

export interface SpinContext {
  readonly freeSpin: boolean;
  /** The free-spin multiplier (1 in the base game). */
  readonly multiplier: number;
  /** Sticky wild cells, updated in place when the game keeps wilds. */
  readonly sticky?: Set<number>;
}

/**
 * One spin: the draw, sticky wilds put back, then the drops: each pays its wins times the
 * cascade multiplier of its index; a cascade game removes them and drops again until a drop
 * pays nothing. Scatters are counted on the last grid and pay once; coins' values come last.
 */
export function playSpin(game: CompiledGame, reader: FloatReader, context: SpinContext): EngineSpin {
  const draw = context.freeSpin ? game.freeDraw : game.baseDraw;
  const { window, stops } = drawWindow(game, draw, reader);
  if (context.sticky) {
    for (const cell of context.sticky) window[cell] = game.wild;
    for (const cell of cellsOf(window, game.wild)) context.sticky.add(cell);
  }
  const cascade = game.config.cascade;
  const drops: EngineDrop[] = [];
  for (let index = 0; ; index += 1) {
    const wins = evaluateWindow(game, window);
    const dropMultiplier =
      (cascade ? (cascade.multipliers[Math.min(index, cascade.multipliers.length - 1)] ?? 1) : 1) * context.multiplier;
    const paidWins = paid(wins, dropMultiplier);
    drops.push({
      grid: gridOf(game, window),
      wins: paidWins,
      multiplier: dropMultiplier,
      win: paidWins.reduce((sum, win) => sum + win.amount, 0),
    });
    if (!cascade || wins.length === 0) break;
    cascadeWindow(game, draw, window, wins, reader);
  }
  const scatter = scatterWin(game, window);
  const scatterPaid = scatter ? paid([scatter], context.multiplier)[0] : undefined;
  const win = drops.reduce((sum, drop) => sum + drop.win, 0) + (scatterPaid?.amount ?? 0);
  return {
    freeSpin: context.freeSpin,
    ...(stops ? { stops } : {}),
    drops,
    ...(scatterPaid ? { scatterWin: scatterPaid } : {}),
    scatterCount: game.scatter >= 0 ? cellsOf(window, game.scatter).length : 0,
    coins: coinValues(game, window, reader),
    freeSpinsAwarded: 0,
    ...(context.sticky ? { stickyWilds: [...context.sticky].sort((a, b) => a - b) } : {}),
    win,
  };
}
