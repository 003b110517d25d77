import type { CompiledGame } from './engine-compile';
import { evaluateWindow } from './engine-evaluate';

/**
 * Sums over every stop combination of reel strips, in bigint, for the exact RTP (engine-rtp):
 * line pays, ways pays, and how often a symbol (scatter, coin) shows n times in view.
 */
export type Strips = readonly Int32Array[];

function stripCounts(game: CompiledGame, strips: Strips): bigint[][] {
  return strips.map((strip) => {
    const counts = game.symbolIds.map(() => 0n);
    for (const symbol of strip) counts[symbol] = (counts[symbol] ?? 0n) + 1n;
    return counts;
  });
}

/** Sum of line pays over all symbol tuples (weighted by strip counts), pruned once a line is broken. */
export function lineSum(game: CompiledGame, strips: Strips): bigint {
  const counts = stripCounts(game, strips);
  const reels = strips.length;
  const rest = strips.map((_, reel) =>
    strips.slice(reel + 1).reduce((product, strip) => product * BigInt(strip.length), 1n),
  );
  const line = new Int32Array(reels).fill(-1);
  const payOf = (): number => evaluateWindowAsLine(game, line);
  const visit = (reel: number, weight: bigint, base: number): bigint => {
    let sum = 0n;
    counts[reel]?.forEach((count, symbol) => {
      if (count === 0n) return;
      const nonPayable = symbol === game.scatter || symbol === game.coin;
      const breaks = symbol !== game.wild && ((base >= 0 && symbol !== base) || nonPayable);
      line[reel] = symbol;
      if (breaks || reel === reels - 1) sum += weight * count * (rest[reel] ?? 1n) * BigInt(payOf());
      else sum += visit(reel + 1, weight * count, base < 0 && symbol !== game.wild ? symbol : base);
      line[reel] = -1;
    });
    return sum;
  };
  return visit(0, 1n, -1) * BigInt(game.paylineCells.length);
}

/** A one-row window of `reels` cells evaluated with a single straight payline. */
const lineGames = new WeakMap<CompiledGame, CompiledGame>();
function evaluateWindowAsLine(game: CompiledGame, line: Int32Array): number {
  let single = lineGames.get(game);
  if (!single) {
    single = { ...game, paylineCells: [Int32Array.from(line, (_, reel) => reel)], config: { ...game.config, rows: 1 } };
    lineGames.set(game, single);
  }
  return evaluateWindow(single, line).reduce((sum, win) => sum + win.pay, 0);
}

/** Per reel, for each stop, how many cells in view show the symbol or the wild. */
function matchingInView(game: CompiledGame, strip: Int32Array, symbols: readonly number[]): number[] {
  const rows = game.config.rows;
  return Array.from(strip, (_, stop) => {
    let matching = 0;
    for (let row = 0; row < rows; row += 1)
      if (symbols.includes(strip[(stop + row) % strip.length] ?? -1)) matching += 1;
    return matching;
  });
}

/**
 * Sum over all stop combinations of the ways pays: a symbol matching exactly k reels pays
 * pay[k] x (product of matching cells on reels 0..k-1), summed over stops that is the product of
 * the per-reel sums, times the stops of reel k showing none, times the stops of the later reels.
 */
export function waysSum(game: CompiledGame, strips: Strips): bigint {
  const lengths = strips.map((strip) => BigInt(strip.length));
  const after = (reel: number): bigint => lengths.slice(reel).reduce((product, length) => product * length, 1n);
  let sum = 0n;
  for (const symbol of game.regular) {
    let prefix = 1n;
    strips.forEach((strip, reel) => {
      const matching = matchingInView(game, strip, [symbol, game.wild]);
      const none = BigInt(matching.filter((count) => count === 0).length);
      sum += BigInt(game.pays[symbol]?.[reel] ?? 0) * prefix * none * after(reel + 1);
      prefix *= BigInt(matching.reduce((total, count) => total + count, 0));
    });
    sum += BigInt(game.pays[symbol]?.[strips.length] ?? 0) * prefix;
  }
  return sum;
}

/** histogram[n]: stop combinations showing n of the symbol (scatter or coin) in view. */
export function symbolHistogram(game: CompiledGame, strips: Strips, symbol: number): bigint[] {
  let total = [1n];
  for (const strip of strips) {
    const perReel = Array.from({ length: game.config.rows + 1 }, () => 0n);
    for (const matching of matchingInView(game, strip, [symbol])) perReel[matching] = (perReel[matching] ?? 0n) + 1n;
    const next = Array.from({ length: total.length + game.config.rows }, () => 0n);
    total.forEach((ways, n) => perReel.forEach((reelWays, k) => (next[n + k] = (next[n + k] ?? 0n) + ways * reelWays)));
    total = next;
  }
  return total;
}
