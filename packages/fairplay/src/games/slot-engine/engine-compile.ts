import { FairplayError } from '../../errors';
import type { EngineDraw, SlotGameConfig } from './engine-types';

/** A draw turned into integers: strips of symbol indexes, or cumulative weights per symbol. */
export type CompiledDraw =
  | { readonly type: 'strips'; readonly reels: readonly Int32Array[] }
  | { readonly type: 'weights'; readonly symbols: Int32Array; readonly cumulative: Int32Array; readonly total: number };

/**
 * A slot config compiled once into integer arrays, so a spin (millions of them in the benchmark)
 * compares numbers rather than strings.
 */
export interface CompiledGame {
  readonly config: SlotGameConfig;
  readonly symbolIds: readonly string[];
  readonly cells: number;
  /** pays[symbol][count] in units; for clusters and scatters a count pays the largest listed count it reaches. */
  readonly pays: readonly Int32Array[];
  readonly regular: readonly number[];
  readonly wild: number;
  readonly scatter: number;
  readonly coin: number;
  readonly baseDraw: CompiledDraw;
  readonly freeDraw: CompiledDraw;
  readonly paylineCells: readonly Int32Array[];
  readonly coinCumulative: Int32Array;
  readonly coinTotal: number;
}

const compiledGames = new WeakMap<SlotGameConfig, CompiledGame>();

function invalid(config: SlotGameConfig, message: string): FairplayError {
  return new FairplayError('invalid_params', `${config.id}: ${message}`);
}

function indexOfKind(config: SlotGameConfig, kind: 'wild' | 'scatter' | 'coin'): number {
  const indexes = config.symbols.flatMap((symbol, index) => (symbol.kind === kind ? [index] : []));
  if (indexes.length > 1) throw invalid(config, `at most one ${kind} symbol`);
  return indexes[0] ?? -1;
}

/** Running sums of positive integer weights: pick k with cumulative[k-1] <= floor(f x total) < cumulative[k]. */
export function cumulativeOf(weights: readonly number[], config: SlotGameConfig): Int32Array {
  let sum = 0;
  return Int32Array.from(weights, (weight) => {
    if (!Number.isSafeInteger(weight) || weight <= 0) throw invalid(config, 'weights are positive integers');
    sum += weight;
    return sum;
  });
}

export function pickWeighted(cumulative: Int32Array, total: number, float: number): number {
  const target = Math.floor(float * total);
  let index = 0;
  while ((cumulative[index] ?? total) <= target) index += 1;
  return index;
}

function compileDraw(config: SlotGameConfig, draw: EngineDraw, symbolIds: readonly string[]): CompiledDraw {
  const indexOf = (id: string): number => {
    const index = symbolIds.indexOf(id);
    if (index < 0) throw invalid(config, `unknown symbol ${id}`);
    return index;
  };
  if (draw.type === 'strips') {
    if (draw.reels.length !== config.reels) throw invalid(config, `${config.reels} strips expected`);
    if (draw.reels.some((strip) => strip.length < config.rows))
      throw invalid(config, 'a strip is shorter than the window');
    return { type: 'strips', reels: draw.reels.map((strip) => Int32Array.from(strip, indexOf)) };
  }
  const entries = Object.entries(draw.weights);
  const cumulative = cumulativeOf(
    entries.map(([, weight]) => weight),
    config,
  );
  return {
    type: 'weights',
    symbols: Int32Array.from(entries, ([id]) => indexOf(id)),
    cumulative,
    total: cumulative[cumulative.length - 1] ?? 0,
  };
}

/** pays by count, listed counts exact, or carried up to larger counts ("at least"). */
function paysOf(pays: Readonly<Record<number, number>>, length: number, atLeast: boolean): Int32Array {
  const table = new Int32Array(length + 1);
  for (let count = 1; count <= length; count += 1) {
    const listed = pays[count];
    table[count] = listed ?? (atLeast ? (table[count - 1] ?? 0) : 0);
  }
  return table;
}

function validate(config: SlotGameConfig, compiled: Omit<CompiledGame, 'config'>): void {
  if (config.pays.type === 'lines') {
    for (const payline of config.pays.paylines) {
      if (
        payline.length !== config.reels ||
        payline.some((row) => !Number.isInteger(row) || row < 0 || row >= config.rows)
      ) {
        throw invalid(config, `payline ${payline.join(',')} does not fit the window`);
      }
    }
  }
  if (config.pays.type === 'cluster' && compiled.wild >= 0) throw invalid(config, 'cluster games take no wild');
  if (config.cascade && (config.draw.type !== 'weights' || config.freeSpins?.draw?.type === 'strips'))
    throw invalid(config, 'cascades refill by weights');
  if (config.holdAndWin && compiled.coin < 0) throw invalid(config, 'hold-and-win needs a coin symbol');
  if (config.freeSpins && compiled.scatter < 0) throw invalid(config, 'free spins need a scatter symbol');
  if (config.bonusBuy?.feature === 'free-spins' && !config.freeSpins)
    throw invalid(config, 'a bonus buy of free spins needs free spins');
  if (config.bonusBuy?.feature === 'hold-and-win' && !config.holdAndWin)
    throw invalid(config, 'a bonus buy of hold-and-win needs hold-and-win');
}

export function compileGame(config: SlotGameConfig): CompiledGame {
  const cached = compiledGames.get(config);
  if (cached) return cached;
  const symbolIds = config.symbols.map((symbol) => symbol.id);
  const cells = config.reels * config.rows;
  const atLeast = (kind: string): boolean => config.pays.type === 'cluster' || kind === 'scatter';
  const holdValues = config.holdAndWin?.values ?? [];
  const coinCumulative =
    holdValues.length > 0
      ? cumulativeOf(
          holdValues.map((value) => value.weight),
          config,
        )
      : new Int32Array(0);
  const parts = {
    symbolIds,
    cells,
    pays: config.symbols.map((symbol) => paysOf(symbol.pays, cells, atLeast(symbol.kind))),
    regular: config.symbols.flatMap((symbol, index) => (symbol.kind === 'regular' ? [index] : [])),
    wild: indexOfKind(config, 'wild'),
    scatter: indexOfKind(config, 'scatter'),
    coin: indexOfKind(config, 'coin'),
    baseDraw: compileDraw(config, config.draw, symbolIds),
    freeDraw: compileDraw(config, config.freeSpins?.draw ?? config.draw, symbolIds),
    paylineCells:
      config.pays.type === 'lines'
        ? config.pays.paylines.map((line) => Int32Array.from(line, (row, reel) => reel * config.rows + row))
        : [],
    coinCumulative,
    coinTotal: coinCumulative[coinCumulative.length - 1] ?? 0,
  };
  validate(config, parts);
  const game: CompiledGame = { config, ...parts };
  compiledGames.set(config, game);
  return game;
}
