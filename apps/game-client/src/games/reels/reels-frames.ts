/**
 * What the player sees of an engine slot's round, as a list of frames computed from the config and
 * the outcome alone: the reels landing, each drop's wins, each cascade (cells removed, symbols
 * falling, the refill, the next multiplier), scatters and free spins awarded, every free spin with
 * its counter, the hold-and-win board respin by respin, the jackpot and the total. The renderer
 * only draws these frames, so what it shows is what these pure functions (and their tests) say.
 *
 * Cells are numbered as fairplay's window: cell = reel x rows + row, row 0 at the top.
 */
import {
  payoutMinor,
  ratio,
  type EngineCoin,
  type PaidWin,
  type SlotGameConfig,
  type SlotGameOutcome,
} from '@casino/fairplay';
import { formatDecimal, formatNumber, t } from '../../lib/i18n';

export type Grid = readonly (readonly string[])[];

export type ReelsFrame =
  /** The reels spin and land on `grid`; `sticky` cells hold wilds kept from earlier free spins. */
  | {
      readonly kind: 'spin';
      readonly spin: number;
      readonly freeSpin: boolean;
      readonly freeSpinNumber: number;
      readonly freeSpinsTotal: number;
      readonly grid: Grid;
      readonly sticky: readonly number[];
      readonly totalUnits: number;
    }
  /** A drop's wins lit (`drop` 0 is the spin itself, then one per cascade), at `multiplier`. */
  | {
      readonly kind: 'wins';
      readonly spin: number;
      readonly drop: number;
      readonly multiplier: number;
      readonly wins: readonly PaidWin[];
      readonly cells: readonly number[];
      readonly winUnits: number;
      readonly totalUnits: number;
      readonly sticky: readonly number[];
    }
  /** The winning cells vanish, what is above falls `falls[cell]` rows, fresh symbols drop in on top. */
  | {
      readonly kind: 'cascade';
      readonly spin: number;
      readonly drop: number;
      readonly removed: readonly number[];
      readonly grid: Grid;
      readonly falls: readonly number[];
      readonly fresh: readonly number[];
      readonly multiplier: number;
    }
  /** Scatters in view pay and/or award free spins (a retrigger during free spins). */
  | {
      readonly kind: 'scatter';
      readonly spin: number;
      readonly cells: readonly number[];
      readonly win?: PaidWin;
      readonly freeSpinsAwarded: number;
      readonly retrigger: boolean;
      readonly totalUnits: number;
    }
  /** Hold-and-win starts: the coins lock, the board clears around them. */
  | {
      readonly kind: 'hold-start';
      readonly coins: readonly EngineCoin[];
      readonly respinsLeft: number;
      readonly bought: boolean;
      readonly totalUnits: number;
    }
  | {
      readonly kind: 'hold-respin';
      readonly respin: number;
      readonly landed: readonly EngineCoin[];
      readonly held: readonly EngineCoin[];
      readonly respinsLeft: number;
    }
  | {
      readonly kind: 'hold-end';
      readonly coins: readonly EngineCoin[];
      readonly full: boolean;
      readonly grandPrize: number;
      readonly winUnits: number;
      readonly totalUnits: number;
    }
  | { readonly kind: 'jackpot' }
  | { readonly kind: 'end'; readonly totalUnits: number; readonly paidUnits: number; readonly freeSpinsPlayed: number };

/** The stake of one spin in minor units: a bought round's bet is the stake times the buy's cost. */
export function spinStakeMinor(
  config: SlotGameConfig,
  outcome: Pick<SlotGameOutcome, 'buy'>,
  roundBetMinor: number,
): number {
  const cost = outcome.buy ? (config.bonusBuy?.cost ?? 1) : 1;
  return Math.floor(roundBetMinor / cost);
}

/** The bonus buy's price for a stake, in minor units (what the server charges as the round's bet). */
export function buyPriceMinor(config: SlotGameConfig, stakeMinor: number): number | null {
  return config.bonusBuy ? stakeMinor * config.bonusBuy.cost : null;
}

/** Units of the engine to minor units, rounded down as the platform pays (fairplay's payoutMinor). */
export function unitsToMinor(config: SlotGameConfig, stakeMinor: number, units: number): number {
  if (units <= 0) return 0;
  return Number(payoutMinor(BigInt(stakeMinor), ratio(units, config.stakeUnits)));
}

/** A win in stakes, cut (never rounded up, like the money): 3 750 units of a 1 500-unit stake read "x2.50". */
export function unitsAsStakes(config: SlotGameConfig, units: number): string {
  const stakes = units / config.stakeUnits;
  const digits = stakes >= 100 ? 0 : stakes >= 10 ? 1 : 2;
  const scale = 10 ** digits;
  return `x${formatDecimal(Math.floor(Math.round(stakes * scale * 1e6) / 1e6) / scale, digits, false)}`;
}

function cellsWith(grid: Grid, symbol: string | undefined, rows: number): number[] {
  if (symbol === undefined) return [];
  const cells: number[] = [];
  grid.forEach((column, reel) => column.forEach((shown, row) => shown === symbol && cells.push(reel * rows + row)));
  return cells;
}

/**
 * A cascade between two drops: the removed cells, and for each cell of the next grid how many
 * rows its symbol fell (symbols above a gap fall to the bottom; fresh ones fall in from above).
 */
export function cascadeStep(
  config: Pick<SlotGameConfig, 'reels' | 'rows'>,
  removed: readonly number[],
): { falls: number[]; fresh: number[] } {
  const { reels, rows } = config;
  const gone = new Set(removed);
  const falls = new Array<number>(reels * rows).fill(0);
  const fresh: number[] = [];
  for (let reel = 0; reel < reels; reel += 1) {
    const kept: number[] = [];
    for (let row = 0; row < rows; row += 1) if (!gone.has(reel * rows + row)) kept.push(row);
    const empty = rows - kept.length;
    for (let row = 0; row < empty; row += 1) {
      falls[reel * rows + row] = empty;
      fresh.push(reel * rows + row);
    }
    kept.forEach((from, index) => {
      falls[reel * rows + empty + index] = empty + index - from;
    });
  }
  return { falls, fresh };
}

/** Sides of each cell of a cluster that face outside it: bit 1 top, 2 right, 4 bottom, 8 left. */
export function clusterOutline(
  config: Pick<SlotGameConfig, 'reels' | 'rows'>,
  cells: readonly number[],
): Map<number, number> {
  const { rows } = config;
  const inside = new Set(cells);
  const edges = new Map<number, number>();
  for (const cell of cells) {
    const row = cell % rows;
    let sides = 0;
    if (row === 0 || !inside.has(cell - 1)) sides |= 1;
    if (!inside.has(cell + rows)) sides |= 2;
    if (row === rows - 1 || !inside.has(cell + 1)) sides |= 4;
    if (!inside.has(cell - rows)) sides |= 8;
    edges.set(cell, sides);
  }
  return edges;
}

/** Every frame of a round, in the order the player sees them. */
export function roundFrames(config: SlotGameConfig, outcome: SlotGameOutcome): ReelsFrame[] {
  const frames: ReelsFrame[] = [];
  const { rows } = config;
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter')?.id;
  const maxSpins = config.freeSpins?.maxSpins ?? 0;
  let totalUnits = 0;
  let freeSpinsTotal =
    outcome.buy && config.bonusBuy?.feature === 'free-spins' ? Math.min(config.bonusBuy.amount, maxSpins) : 0;
  let freeSpinNumber = 0;
  let sticky: readonly number[] = [];
  outcome.spins.forEach((spin, index) => {
    if (spin.freeSpin) freeSpinNumber += 1;
    const first = spin.drops[0];
    frames.push({
      kind: 'spin',
      spin: index,
      freeSpin: spin.freeSpin,
      freeSpinNumber,
      freeSpinsTotal,
      grid: first?.grid ?? [],
      sticky,
      totalUnits,
    });
    sticky = spin.stickyWilds ?? sticky;
    spin.drops.forEach((drop, dropIndex) => {
      if (drop.wins.length === 0) return;
      totalUnits += drop.win;
      const cells = [...new Set(drop.wins.flatMap((win) => win.cells))].sort((a, b) => a - b);
      frames.push({
        kind: 'wins',
        spin: index,
        drop: dropIndex,
        multiplier: drop.multiplier,
        wins: drop.wins,
        cells,
        winUnits: drop.win,
        totalUnits,
        sticky,
      });
      const next = spin.drops[dropIndex + 1];
      if (!next) return;
      const { falls, fresh } = cascadeStep(config, cells);
      frames.push({
        kind: 'cascade',
        spin: index,
        drop: dropIndex + 1,
        removed: cells,
        grid: next.grid,
        falls,
        fresh,
        multiplier: next.multiplier,
      });
    });
    const lastGrid = spin.drops[spin.drops.length - 1]?.grid ?? [];
    if (spin.scatterWin || spin.freeSpinsAwarded > 0) {
      totalUnits += spin.scatterWin?.amount ?? 0;
      freeSpinsTotal += spin.freeSpinsAwarded;
      frames.push({
        kind: 'scatter',
        spin: index,
        cells: cellsWith(lastGrid, scatter, rows),
        ...(spin.scatterWin ? { win: spin.scatterWin } : {}),
        freeSpinsAwarded: spin.freeSpinsAwarded,
        retrigger: spin.freeSpin,
        totalUnits,
      });
    }
  });
  pushHoldFrames(frames, config, outcome, totalUnits);
  if (outcome.jackpot) frames.push({ kind: 'jackpot' });
  frames.push({
    kind: 'end',
    totalUnits: outcome.totalWin,
    paidUnits: outcome.paidUnits,
    freeSpinsPlayed: freeSpinNumber,
  });
  return frames;
}

/** The hold-and-win board respin by respin, after the spins (`totalBefore` won in them). */
function pushHoldFrames(
  frames: ReelsFrame[],
  config: SlotGameConfig,
  outcome: SlotGameOutcome,
  totalBefore: number,
): void {
  const hold = outcome.holdAndWin;
  if (!hold || !config.holdAndWin) return;
  const held = [...hold.startingCoins];
  frames.push({
    kind: 'hold-start',
    coins: [...held],
    respinsLeft: config.holdAndWin.respins,
    bought: outcome.buy,
    totalUnits: totalBefore,
  });
  hold.respins.forEach((respin, index) => {
    held.push(...respin.landed);
    frames.push({
      kind: 'hold-respin',
      respin: index + 1,
      landed: respin.landed,
      held: [...held].sort((a, b) => a.cell - b.cell),
      respinsLeft: respin.respinsLeft,
    });
  });
  frames.push({
    kind: 'hold-end',
    coins: hold.coins,
    full: hold.full,
    grandPrize: hold.grandPrize,
    winUnits: hold.win,
    totalUnits: totalBefore + hold.win,
  });
}

/** The cells a payline crosses, reel by reel (for drawing the line over the reels). */
export function paylineCells(config: SlotGameConfig, payline: number): number[] {
  if (config.pays.type !== 'lines') return [];
  return (config.pays.paylines[payline] ?? []).map((row, reel) => reel * config.rows + row);
}

/** A win in words: what the list under the reels and the screen reader say. */
export function describeWin(config: SlotGameConfig, win: PaidWin, money: (units: number) => string): string {
  const name = config.symbols.find((symbol) => symbol.id === win.symbol)?.name ?? win.symbol;
  const params = {
    count: win.count,
    symbol: name,
    amount: money(win.amount),
    line: (win.payline ?? 0) + 1,
    ways: win.ways ?? 1,
    multiplier: `x${formatNumber(win.multiplier)}`,
  };
  const boosted = win.multiplier > 1 ? 'Times' : '';
  if (win.type === 'line') return t(`games.reels.win.line${boosted}`, params);
  if (win.type === 'ways') return t(`games.reels.win.ways${boosted}`, params);
  if (win.type === 'cluster') return t(`games.reels.win.cluster${boosted}`, params);
  return t(`games.reels.win.scatter${boosted}`, params);
}

/** The round in one sentence for screen readers, once it is shown. */
export function roundSummary(frames: readonly ReelsFrame[], totalText: string): string {
  const cascades = frames.filter((frame) => frame.kind === 'cascade').length;
  const end = frames.find((frame): frame is Extract<ReelsFrame, { kind: 'end' }> => frame.kind === 'end');
  const hold = frames.find((frame): frame is Extract<ReelsFrame, { kind: 'hold-end' }> => frame.kind === 'hold-end');
  const parts = [
    end && end.totalUnits > 0 ? t('games.reels.summary.won', { amount: totalText }) : t('games.reels.summary.noWin'),
  ];
  if (cascades > 0) parts.push(t('games.reels.summary.cascades', { count: cascades }));
  if (end && end.freeSpinsPlayed > 0) parts.push(t('games.reels.summary.freeSpins', { count: end.freeSpinsPlayed }));
  if (hold)
    parts.push(
      t(hold.full ? 'games.reels.summary.holdFull' : 'games.reels.summary.hold', { count: hold.coins.length }),
    );
  if (frames.some((frame) => frame.kind === 'jackpot')) parts.push(t('games.reels.summary.jackpot'));
  return t('games.reels.summary.sentence', { parts: parts.join(t('games.reels.summary.separator')) });
}
