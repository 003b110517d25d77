import { describe, expect, it } from 'vitest';
import { createNodeFloatReader } from '../../node';
import { createFloatReader } from '../../rng/floats';
import { compileGame } from './engine-compile';
import { playSlotGame } from './engine-play';
import { isExactlyComputable, slotGameRtp } from './engine-rtp';
import { holdAndWinValue } from './engine-rtp-hold';
import type { EngineSymbol, SlotGameConfig } from './engine-types';

/**
 * Each mechanic on a hand-built tiny slot whose floats are chosen by hand, so every outcome is
 * known in advance. With weights {a: 1, b: 1}, a float below 0.5 draws `a`, above it `b`; a strip
 * stop is floor(f x length).
 */
const LOW = 0.1;
const HIGH = 0.9;
const symbol = (id: string, kind: EngineSymbol['kind'], pays: Record<number, number> = {}): EngineSymbol => ({
  id,
  name: id.toUpperCase(),
  kind,
  pays,
});

const BASE: Omit<SlotGameConfig, 'draw' | 'pays' | 'symbols' | 'reels' | 'rows'> = {
  id: 'tiny',
  title: 'Tiny',
  stakeUnits: 10,
  publishedRtpBasisPoints: 9600,
  volatility: 'low',
};

describe('cascades', () => {
  // 3 reels x 2 rows, one payline on the bottom row; the multiplier rises x1, x2, x3 per drop.
  const config: SlotGameConfig = {
    ...BASE,
    reels: 3,
    rows: 2,
    symbols: [symbol('a', 'regular', { 3: 10 }), symbol('b', 'regular', { 3: 5 })],
    draw: { type: 'weights', weights: { a: 1, b: 1 } },
    pays: { type: 'lines', paylines: [[1, 1, 1]] },
    cascade: { multipliers: [1, 2, 3] },
  };

  it('removes a win, lets the symbols fall, draws the gaps and pays the next drop at the higher multiplier', () => {
    // The spin: tops b, bottoms a (cells reel by reel, top first); refill 1: a b a; refill 2: a a a.
    const floats = [HIGH, LOW, HIGH, LOW, HIGH, LOW, LOW, HIGH, LOW, LOW, LOW, LOW];
    const reader = createFloatReader(floats);
    const outcome = playSlotGame(reader, config);
    const drops = outcome.spins[0]?.drops ?? [];
    expect(drops.map((drop) => drop.grid)).toEqual([
      [
        ['b', 'a'],
        ['b', 'a'],
        ['b', 'a'],
      ],
      [
        ['a', 'b'],
        ['b', 'b'],
        ['a', 'b'],
      ],
      [
        ['a', 'a'],
        ['a', 'b'],
        ['a', 'a'],
      ],
    ]);
    expect(drops.map((drop) => drop.multiplier)).toEqual([1, 2, 3]);
    expect(drops[0]?.wins[0]).toMatchObject({
      type: 'line',
      symbol: 'a',
      count: 3,
      cells: [1, 3, 5],
      pay: 10,
      multiplier: 1,
      amount: 10,
    });
    expect(drops[1]?.wins[0]).toMatchObject({ symbol: 'b', pay: 5, multiplier: 2, amount: 10 });
    expect(drops[2]?.wins).toEqual([]);
    expect(outcome.totalWin).toBe(20);
    expect(outcome.multiplier).toEqual({ numerator: 20, denominator: 10 });
    expect(reader.consumed).toBe(12);
  });
});

describe('cluster pays', () => {
  it('pays a group of orthogonally joined symbols by its size (the largest listed size reached)', () => {
    const config: SlotGameConfig = {
      ...BASE,
      reels: 3,
      rows: 3,
      symbols: [symbol('a', 'regular', { 4: 10, 6: 30 }), symbol('b', 'regular', { 4: 10 })],
      draw: { type: 'weights', weights: { a: 1, b: 1 } },
      pays: { type: 'cluster', minimum: 4 },
    };
    // a a a / a b a / a a b: eight cells, one b in the middle and one in a corner.
    const grid = [LOW, LOW, LOW, LOW, HIGH, LOW, LOW, LOW, HIGH];
    const outcome = playSlotGame(createFloatReader(grid), config);
    const wins = outcome.spins[0]?.drops[0]?.wins ?? [];
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ type: 'cluster', symbol: 'a', count: 7, cells: [0, 1, 2, 3, 5, 6, 7], pay: 30 });
    expect(outcome.totalWin).toBe(30);
  });
});

describe('ways', () => {
  it('multiplies the matching cells of each reel from the left, wilds included', () => {
    const config: SlotGameConfig = {
      ...BASE,
      reels: 3,
      rows: 2,
      symbols: [
        symbol('w', 'wild'),
        symbol('a', 'regular', { 3: 5 }),
        symbol('b', 'regular', { 2: 1, 3: 5 }),
        symbol('c', 'regular', { 3: 5 }),
      ],
      draw: {
        type: 'strips',
        reels: [
          ['a', 'a', 'b'],
          ['a', 'w', 'b'],
          ['b', 'a', 'c'],
        ],
      },
      pays: { type: 'ways' },
    };
    // Stops 0, 0, 0: a a | a w | b a. Ways of a: 2 x 2 x 1 = 4; b starts on no reel 1 cell.
    const outcome = playSlotGame(createFloatReader([0, 0, 0]), config);
    expect(outcome.spins[0]?.drops[0]?.wins).toEqual([
      { type: 'ways', symbol: 'a', count: 3, cells: [0, 1, 2, 3, 5], ways: 4, pay: 20, multiplier: 1, amount: 20 },
    ]);
  });
});

const STRIP = ['s', 'a', 'x', 'w'];
/** A float that stops a 4-symbol strip on `id` (row 0 of a one-row window). */
const stopOn = (id: string): number => (STRIP.indexOf(id) + 0.5) / STRIP.length;

describe('free spins', () => {
  const config: SlotGameConfig = {
    ...BASE,
    reels: 3,
    rows: 1,
    symbols: [symbol('w', 'wild'), symbol('s', 'scatter'), symbol('a', 'regular', { 3: 10 }), symbol('x', 'regular')],
    draw: { type: 'strips', reels: [STRIP, STRIP, STRIP] },
    pays: { type: 'lines', paylines: [[0, 0, 0]] },
    freeSpins: { awards: { 3: 2 }, multiplier: 1, maxSpins: 5, stickyWilds: true },
  };

  it('keeps a wild that landed in a free spin in place for the next ones', () => {
    const floats = ['s', 's', 's', 'x', 'w', 'x', 'a', 'x', 'a'].map(stopOn);
    const outcome = playSlotGame(createFloatReader(floats), config);
    expect(outcome.spins).toHaveLength(3);
    expect(outcome.spins[1]?.stickyWilds).toEqual([1]);
    expect(outcome.spins[2]?.drops[0]?.grid).toEqual([['a'], ['w'], ['a']]);
    expect(outcome.spins[2]?.win).toBe(10);
    expect(outcome.totalWin).toBe(10);
  });

  it('adds retriggered spins but never more than the cap in all', () => {
    const capped: SlotGameConfig = {
      ...config,
      freeSpins: { awards: { 3: 3 }, retriggers: { 3: 2 }, multiplier: 2, maxSpins: 5 },
    };
    // Paid spin: 3 scatters (3 spins); free spin 1: +2 (5); free spin 2: +2 cut by the cap; then three quiet spins.
    const floats = [...Array<string>(9).fill('s'), ...Array<string>(9).fill('a')].map(stopOn);
    const reader = createFloatReader(floats);
    const outcome = playSlotGame(reader, capped);
    expect(outcome.freeSpinsAwarded).toBe(5);
    expect(outcome.freeSpinsCapped).toBe(true);
    expect(outcome.spins.map((spin) => spin.freeSpin)).toEqual([false, true, true, true, true, true]);
    expect(outcome.spins.map((spin) => spin.freeSpinsAwarded)).toEqual([3, 2, 0, 0, 0, 0]);
    expect(outcome.spins.slice(3).map((spin) => spin.win)).toEqual([20, 20, 20]);
    expect(reader.consumed).toBe(18);
  });
});

describe('hold-and-win', () => {
  const config: SlotGameConfig = {
    ...BASE,
    reels: 2,
    rows: 2,
    symbols: [symbol('c', 'coin'), symbol('x', 'regular')],
    draw: {
      type: 'strips',
      reels: [
        ['c', 'c', 'x'],
        ['x', 'x', 'c'],
      ],
    },
    pays: { type: 'lines', paylines: [[0, 0]] },
    holdAndWin: {
      trigger: 2,
      respins: 3,
      coinChance: 0.5,
      values: [
        { value: 10, weight: 1 },
        { value: 20, weight: 1 },
      ],
      grandPrize: 100,
    },
    jackpot: { fullHoldAndWin: true },
  };

  it('locks coins, resets the respins on a new coin and pays the grand prize for a full grid', () => {
    const floats = [
      0,
      0, // stops: c c | x x
      LOW,
      LOW, // the two coins in view are worth 10 each
      HIGH,
      HIGH, // respin 1: nothing lands (3 -> 2)
      LOW,
      HIGH,
      HIGH, // respin 2: a coin worth 20 on cell 2, none on cell 3 (reset to 3)
      LOW,
      LOW, // respin 3: a coin worth 10 on cell 3: the grid is full
    ];
    const reader = createFloatReader(floats);
    const outcome = playSlotGame(reader, config);
    const feature = outcome.holdAndWin;
    expect(feature?.respins).toEqual([
      { landed: [], respinsLeft: 2 },
      { landed: [{ cell: 2, value: 20 }], respinsLeft: 3 },
      { landed: [{ cell: 3, value: 10 }], respinsLeft: 3 },
    ]);
    expect(feature).toMatchObject({ full: true, grandPrize: 100, win: 150 });
    expect(outcome).toMatchObject({ totalWin: 150, jackpot: true });
    expect(reader.consumed).toBe(floats.length);
  });

  it('ends when three respins in a row bring nothing', () => {
    const outcome = playSlotGame(createFloatReader([0, 0, LOW, HIGH, ...Array<number>(6).fill(HIGH)]), config);
    expect(outcome.holdAndWin?.respins.map((respin) => respin.respinsLeft)).toEqual([2, 1, 0]);
    expect(outcome).toMatchObject({ totalWin: 30, jackpot: false });
  });

  it('its exact value: coins held at the end times the mean coin, plus the grand prize times P(full)', () => {
    const game = compileGame(config);
    const rule = { ...config.holdAndWin!, respins: 1 };
    // 4 cells, 3 coins, one respin at 1/2: full with 1/2 (4 coins) else 3 coins; mean coin 15.
    expect(holdAndWinValue(game, rule, 3)).toBeCloseTo(15 * 3.5 + 100 * 0.5, 12);
    // Two respins: the last cell lands on the first (1/2) or the second (1/4).
    expect(holdAndWinValue(game, { ...rule, respins: 2 }, 3)).toBeCloseTo(15 * 3.75 + 100 * 0.75, 12);
  });

  it('the exact RTP of a hold-and-win game matches a seeded simulation', () => {
    const rounds = 100_000;
    let sum = 0;
    let sumOfSquares = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const returned =
        playSlotGame(createNodeFloatReader({ serverSeed: 'c'.repeat(64), clientSeed: 'hold', nonce }), config)
          .totalWin / config.stakeUnits;
      sum += returned;
      sumOfSquares += returned * returned;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((sumOfSquares / rounds - mean * mean) / rounds);
    const report = slotGameRtp(config);
    // Reel 1 shows 2, 1, 1 coins over its stops, reel 2 shows 0, 1, 1: two or more with 1/3 + 2/3 x 2/3.
    expect(report.holdAndWinTriggerChance).toBeCloseTo(7 / 9, 12);
    expect(Math.abs(mean - report.rtp)).toBeLessThan(5 * standardError);
  }, 30_000);

  it('a bonus buy starts it with coins placed by the stream, at its price', () => {
    const bought: SlotGameConfig = {
      ...config,
      bonusBuy: { cost: 50, feature: 'hold-and-win', amount: 2, rtpBasisPoints: 9600 },
    };
    // Coin 1 on empty cell floor(0.6 x 4) = 2 worth 20; coin 2 on floor(0.1 x 3) = cell 0 worth 10; then three empty respins.
    const outcome = playSlotGame(createFloatReader([0.6, HIGH, LOW, LOW, ...Array<number>(6).fill(HIGH)]), bought, {
      buy: true,
    });
    expect(outcome.spins).toEqual([]);
    expect(outcome.holdAndWin?.startingCoins).toEqual([
      { cell: 2, value: 20 },
      { cell: 0, value: 10 },
    ]);
    expect(outcome).toMatchObject({
      buy: true,
      totalWin: 30,
      paidUnits: 500,
      multiplier: { numerator: 30, denominator: 500 },
    });
  });
});

describe('bonus buy of free spins', () => {
  it('plays the bought free spins without a paid spin, and the multiplier is of the price', () => {
    const config: SlotGameConfig = {
      ...BASE,
      reels: 3,
      rows: 1,
      symbols: [symbol('w', 'wild'), symbol('s', 'scatter'), symbol('a', 'regular', { 3: 10 }), symbol('x', 'regular')],
      draw: { type: 'strips', reels: [STRIP, STRIP, STRIP] },
      pays: { type: 'lines', paylines: [[0, 0, 0]] },
      freeSpins: { awards: { 3: 5 }, multiplier: 3, maxSpins: 20 },
      bonusBuy: { cost: 40, feature: 'free-spins', amount: 2, rtpBasisPoints: 9600 },
    };
    const outcome = playSlotGame(createFloatReader(['a', 'a', 'a', 'x', 'x', 'x'].map(stopOn)), config, { buy: true });
    expect(outcome.spins.map((spin) => [spin.freeSpin, spin.win])).toEqual([
      [true, 30],
      [true, 0],
    ]);
    expect(outcome).toMatchObject({
      buy: true,
      freeSpinsAwarded: 2,
      totalWin: 30,
      paidUnits: 400,
      multiplier: { numerator: 30, denominator: 400 },
    });
  });
});

describe('the jackpot hook', () => {
  it('flags a round whose line shows the combination', () => {
    const config: SlotGameConfig = {
      ...BASE,
      reels: 3,
      rows: 1,
      symbols: [symbol('w', 'wild'), symbol('s', 'scatter'), symbol('a', 'regular', { 3: 10 }), symbol('x', 'regular')],
      draw: { type: 'strips', reels: [STRIP, STRIP, STRIP] },
      pays: { type: 'lines', paylines: [[0, 0, 0]] },
      jackpot: { combination: { symbol: 'a', count: 3 } },
    };
    expect(playSlotGame(createFloatReader(['a', 'w', 'a'].map(stopOn)), config).jackpot).toBe(true);
    expect(playSlotGame(createFloatReader(['a', 'x', 'a'].map(stopOn)), config).jackpot).toBe(false);
  });
});

/** The RTP by brute force over every stop combination, free spins left out. */
function bruteForceBaseRtp(config: SlotGameConfig): number {
  if (config.draw.type !== 'strips') throw new Error('strips only');
  const lengths = config.draw.reels.map((strip) => strip.length);
  const combinations = lengths.reduce((product, length) => product * length, 1);
  let total = 0;
  for (let index = 0; index < combinations; index += 1) {
    let rest = index;
    const floats = lengths.map((length) => {
      const stop = rest % length;
      rest = Math.floor(rest / length);
      return (stop + 0.5) / length;
    });
    total += playSlotGame(createFloatReader(floats), config).spins[0]?.win ?? 0;
  }
  return total / combinations / config.stakeUnits;
}

describe('exact RTP', () => {
  const symbols = [
    symbol('w', 'wild', { 3: 50 }),
    symbol('s', 'scatter', { 2: 5, 3: 20 }),
    symbol('a', 'regular', { 2: 2, 3: 10 }),
    symbol('b', 'regular', { 3: 6 }),
    symbol('c', 'regular', { 3: 4 }),
  ];
  const reels = [
    ['a', 'b', 'c', 's', 'w'],
    ['a', 'w', 'b', 'c', 'a', 's'],
    ['c', 'b', 'a', 's', 'w', 'b', 'c'],
  ];
  const lines: SlotGameConfig = {
    ...BASE,
    reels: 3,
    rows: 2,
    symbols,
    draw: { type: 'strips', reels },
    pays: {
      type: 'lines',
      paylines: [
        [0, 0, 0],
        [1, 1, 1],
        [0, 1, 0],
      ],
    },
  };
  const ways: SlotGameConfig = { ...lines, pays: { type: 'ways' } };

  it.each([
    ['lines', lines],
    ['ways', ways],
  ] as const)('%s: the analytic figure equals brute force over every stop', (_name, config) => {
    expect(slotGameRtp(config).rtp).toBeCloseTo(bruteForceBaseRtp(config), 12);
  });

  it('free spins: the expected spins played count retriggers and the cap', () => {
    // One cell: a scatter on half the stops (a trigger, or a retrigger of one spin), `a` on the other half.
    const config: SlotGameConfig = {
      ...BASE,
      reels: 1,
      rows: 1,
      stakeUnits: 1,
      symbols: [symbol('s', 'scatter'), symbol('a', 'regular', { 1: 1 })],
      draw: { type: 'strips', reels: [['s', 'a']] },
      pays: { type: 'lines', paylines: [[0]] },
      freeSpins: { awards: { 1: 2 }, retriggers: { 1: 1 }, multiplier: 1, maxSpins: 4 },
    };
    // Base: half a unit. A trigger awards 2; each free spin adds one with chance 1/2, up to 4 in all.
    // From (played 0, awarded 2): the awarded total reaches 3 unless both first spins miss (1/4),
    // and reaches 4 unless the spins up to the third miss (P = 1/4 + 2 x 1/8 = 1/2): E = 2 + 3/4 + 1/2.
    const expectedSpins = 2 + 3 / 4 + 1 / 2;
    const report = slotGameRtp(config);
    expect(report.freeSpinsPerTrigger).toBeCloseTo(expectedSpins, 12);
    expect(report.rtp).toBeCloseTo(0.5 + 0.5 * expectedSpins * 0.5, 12);
  });

  it('is refused for mechanics it cannot compute (cascades, sticky wilds)', () => {
    const cascading: SlotGameConfig = {
      ...lines,
      draw: { type: 'weights', weights: { a: 1, b: 1 } },
      cascade: { multipliers: [1, 2] },
    };
    expect(isExactlyComputable(cascading)).toBe(false);
    expect(() => slotGameRtp(cascading)).toThrow(expect.objectContaining({ code: 'invalid_params' }));
  });
});
