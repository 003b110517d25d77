import type { CompiledGame } from './engine-compile';

/** A win of one evaluation of the grid, in units before any multiplier. */
export interface EngineWin {
  readonly type: 'line' | 'ways' | 'cluster' | 'scatter';
  readonly symbol: string;
  /** Symbols counted: reels matched (line, ways), cluster size, scatters in view. */
  readonly count: number;
  /** Cells of the win, cell = reel x rows + row (row 0 at the top). */
  readonly cells: readonly number[];
  /** The payline's index for a line win; the number of ways for a ways win. */
  readonly payline?: number;
  readonly ways?: number;
  readonly pay: number;
}

/** Symbol at each cell, -1 for an empty one (between a cascade's removal and its refill). */
export type EngineWindow = Int32Array;

function lineWin(game: CompiledGame, window: EngineWindow, payline: number, cells: Int32Array): EngineWin | undefined {
  const { wild, pays, scatter, coin } = game;
  const symbolAt = (reel: number): number => window[cells[reel] ?? 0] ?? -1;
  let wildRun = 0;
  while (wildRun < cells.length && symbolAt(wildRun) === wild) wildRun += 1;
  const wildPay = wildRun > 0 ? (pays[wild]?.[wildRun] ?? 0) : 0;
  const base = wildRun < cells.length ? symbolAt(wildRun) : -1;
  const payable = base >= 0 && base !== scatter && base !== coin;
  let count = wildRun;
  if (payable) while (count < cells.length && (symbolAt(count) === base || symbolAt(count) === wild)) count += 1;
  const basePay = payable ? (pays[base]?.[count] ?? 0) : 0;
  const [symbol, matched, pay] = wildPay >= basePay ? [wild, wildRun, wildPay] : [base, count, basePay];
  if (pay <= 0) return undefined;
  return {
    type: 'line',
    symbol: game.symbolIds[symbol] ?? '',
    count: matched,
    cells: Array.from(cells.subarray(0, matched)),
    payline,
    pay,
  };
}

function linesWins(game: CompiledGame, window: EngineWindow): EngineWin[] {
  const wins: EngineWin[] = [];
  game.paylineCells.forEach((cells, payline) => {
    const win = lineWin(game, window, payline, cells);
    if (win) wins.push(win);
  });
  return wins;
}

/** Ways: reels matched from the left, ways = product of matching cells (wilds included) per reel. */
function waysWins(game: CompiledGame, window: EngineWindow): EngineWin[] {
  const { rows, reels } = game.config;
  const wins: EngineWin[] = [];
  for (const symbol of game.regular) {
    let ways = 1;
    let reel = 0;
    const cells: number[] = [];
    for (; reel < reels; reel += 1) {
      let matching = 0;
      for (let row = 0; row < rows; row += 1) {
        const cell = reel * rows + row;
        const shown = window[cell];
        if (shown === symbol || shown === game.wild) {
          matching += 1;
          cells.push(cell);
        }
      }
      if (matching === 0) break;
      ways *= matching;
    }
    const pay = (game.pays[symbol]?.[reel] ?? 0) * ways;
    if (pay > 0) wins.push({ type: 'ways', symbol: game.symbolIds[symbol] ?? '', count: reel, cells, ways, pay });
  }
  return wins;
}

/** Orthogonally joined groups of one regular symbol, by flood fill. */
function clusterWins(game: CompiledGame, window: EngineWindow, minimum: number): EngineWin[] {
  const { rows, reels } = game.config;
  const seen = new Uint8Array(window.length);
  const wins: EngineWin[] = [];
  for (let start = 0; start < window.length; start += 1) {
    const symbol = window[start] ?? -1;
    if (seen[start] || !game.regular.includes(symbol)) continue;
    const cells = [start];
    seen[start] = 1;
    for (let next = 0; next < cells.length; next += 1) {
      const cell = cells[next] ?? 0;
      const reel = Math.floor(cell / rows);
      const row = cell % rows;
      const neighbours = [
        row > 0 ? cell - 1 : -1,
        row < rows - 1 ? cell + 1 : -1,
        reel > 0 ? cell - rows : -1,
        reel < reels - 1 ? cell + rows : -1,
      ];
      for (const neighbour of neighbours) {
        if (neighbour < 0 || seen[neighbour] || window[neighbour] !== symbol) continue;
        seen[neighbour] = 1;
        cells.push(neighbour);
      }
    }
    const pay = cells.length >= minimum ? (game.pays[symbol]?.[cells.length] ?? 0) : 0;
    if (pay > 0)
      wins.push({
        type: 'cluster',
        symbol: game.symbolIds[symbol] ?? '',
        count: cells.length,
        cells: cells.sort((a, b) => a - b),
        pay,
      });
  }
  return wins;
}

/** The wins that a cascade removes: lines, ways or clusters (scatters stay and pay once per spin). */
export function evaluateWindow(game: CompiledGame, window: EngineWindow): EngineWin[] {
  const pays = game.config.pays;
  if (pays.type === 'lines') return linesWins(game, window);
  if (pays.type === 'ways') return waysWins(game, window);
  return clusterWins(game, window, pays.minimum);
}

export function cellsOf(window: EngineWindow, symbol: number): number[] {
  const cells: number[] = [];
  window.forEach((shown, cell) => shown === symbol && cells.push(cell));
  return cells;
}

export function scatterWin(game: CompiledGame, window: EngineWindow): EngineWin | undefined {
  if (game.scatter < 0) return undefined;
  const cells = cellsOf(window, game.scatter);
  const pay = game.pays[game.scatter]?.[cells.length] ?? 0;
  return pay > 0
    ? { type: 'scatter', symbol: game.symbolIds[game.scatter] ?? '', count: cells.length, cells, pay }
    : undefined;
}
