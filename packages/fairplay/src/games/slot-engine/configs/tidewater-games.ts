import type { SlotGameConfig } from '../engine-types';
import { coin, paylines, paysTimes, regular, scatter, strips, wild } from './build';

/** Tidewater Games' slots; pays in units, `stakeUnits` units = one stake (tuned to the RTP). */

const OCEAN_LOWS = { a: 6, k: 7, q: 7, j: 8 };
const oceanLows = (factor: number) => [
  regular('a', 'A', paysTimes({ 3: 5, 4: 15, 5: 40 }, factor)),
  regular('k', 'K', paysTimes({ 3: 4, 4: 12, 5: 30 }, factor)),
  regular('q', 'Q', paysTimes({ 3: 3, 4: 10, 5: 25 }, factor)),
  regular('j', 'J', paysTimes({ 3: 3, 4: 8, 5: 20 }, factor)),
];

/** 243 ways; in free spins the pearls multiply every win x5. */
export const PEARL_LAGOON: SlotGameConfig = {
  id: 'pearl-lagoon',
  title: 'Pearl Lagoon',
  reels: 5,
  rows: 3,
  stakeUnits: 167,
  symbols: [
    wild('pearl', 'Pearl Wild'),
    scatter('clam', 'Giant Clam', { 3: 2000, 4: 10000, 5: 50000 }),
    regular('mermaid', 'Mermaid', paysTimes({ 3: 20, 4: 60, 5: 200 }, 10)),
    regular('dolphin', 'Dolphin', paysTimes({ 3: 15, 4: 40, 5: 120 }, 10)),
    regular('seahorse', 'Seahorse', paysTimes({ 3: 10, 4: 25, 5: 80 }, 10)),
    regular('starfish', 'Starfish', paysTimes({ 3: 8, 4: 20, 5: 60 }, 10)),
    ...oceanLows(10),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        clam: 1,
        ...(reel > 0 && reel < 4 ? { pearl: 2 } : {}),
        mermaid: 2,
        dolphin: 3,
        seahorse: 4,
        starfish: 4,
        ...OCEAN_LOWS,
      })),
    ),
  },
  pays: { type: 'ways' },
  freeSpins: { awards: { 3: 10, 4: 12, 5: 15 }, multiplier: 5, maxSpins: 100 },
  publishedRtpBasisPoints: 9615,
  volatility: 'medium',
};

/** 5 x 4, 1 024 ways that cascade (x1, x2, x4 ... x32 per drop); ink scatters start free spins at x20; bonus buy. */
export const KRAKENS_DEEP: SlotGameConfig = {
  id: 'krakens-deep',
  title: "Kraken's Deep",
  reels: 5,
  rows: 4,
  stakeUnits: 8662,
  symbols: [
    wild('tentacle', 'Tentacle Wild'),
    scatter('ink', 'Ink Cloud'),
    regular('kraken', 'Kraken', paysTimes({ 3: 10, 4: 40, 5: 150 }, 10)),
    regular('anchor', 'Anchor', paysTimes({ 3: 6, 4: 20, 5: 80 }, 10)),
    regular('compass', 'Compass', paysTimes({ 3: 5, 4: 15, 5: 50 }, 10)),
    regular('bottle', 'Message in a Bottle', paysTimes({ 3: 4, 4: 10, 5: 30 }, 10)),
    regular('a', 'A', paysTimes({ 3: 2, 4: 5, 5: 15 }, 10)),
    regular('k', 'K', paysTimes({ 3: 2, 4: 4, 5: 12 }, 10)),
    regular('q', 'Q', paysTimes({ 3: 1, 4: 3, 5: 10 }, 10)),
  ],
  draw: {
    type: 'weights',
    weights: { tentacle: 2, ink: 1, kraken: 4, anchor: 6, compass: 8, bottle: 10, a: 13, k: 14, q: 15 },
  },
  pays: { type: 'ways' },
  cascade: { multipliers: [1, 2, 4, 8, 16, 32] },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 20, maxSpins: 60 },
  bonusBuy: { cost: 73, feature: 'free-spins', amount: 10, rtpBasisPoints: 9600 },
  publishedRtpBasisPoints: 9600,
  volatility: 'very-high',
};

/** 20 lines; six shell coins start hold-and-win; a full screen wins the jackpot. */
export const REEF_RICHES: SlotGameConfig = {
  id: 'reef-riches',
  title: 'Reef Riches',
  reels: 5,
  rows: 3,
  stakeUnits: 1937,
  symbols: [
    wild('coral', 'Coral Wild'),
    coin('shell-coin', 'Shell Coin'),
    regular('turtle', 'Sea Turtle', paysTimes({ 3: 25, 4: 100, 5: 400 }, 100)),
    regular('octopus', 'Octopus', paysTimes({ 3: 15, 4: 60, 5: 200 }, 100)),
    regular('clownfish', 'Clownfish', paysTimes({ 3: 10, 4: 30, 5: 100 }, 100)),
    ...oceanLows(100),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        'shell-coin*2': 3,
        ...(reel > 0 && reel < 4 ? { coral: 2 } : {}),
        turtle: 2,
        octopus: 3,
        clownfish: 4,
        ...OCEAN_LOWS,
      })),
    ),
  },
  pays: { type: 'lines', paylines: paylines(20) },
  holdAndWin: {
    trigger: 6,
    respins: 3,
    coinChance: 0.06,
    values: [
      { value: 2000, weight: 400 },
      { value: 4000, weight: 250 },
      { value: 6000, weight: 150 },
      { value: 10000, weight: 100 },
      { value: 20000, weight: 50 },
      { value: 25000, weight: 15, label: 'mini' },
      { value: 40000, weight: 5, label: 'minor' },
    ],
    grandPrize: 400000,
  },
  jackpot: { fullHoldAndWin: true },
  publishedRtpBasisPoints: 9552,
  volatility: 'medium',
};

/** 243 ways; in free spins the reels carry more orchid wilds. */
export const JUNGLE_BLOOM: SlotGameConfig = {
  id: 'jungle-bloom',
  title: 'Jungle Bloom',
  reels: 5,
  rows: 3,
  stakeUnits: 137,
  symbols: [
    wild('orchid', 'Orchid Wild'),
    scatter('waterfall', 'Waterfall', { 3: 1000, 4: 5000, 5: 20000 }),
    regular('parrot', 'Parrot', paysTimes({ 3: 10, 4: 30, 5: 100 }, 10)),
    regular('toucan', 'Toucan', paysTimes({ 3: 8, 4: 20, 5: 60 }, 10)),
    regular('frog', 'Tree Frog', paysTimes({ 3: 6, 4: 15, 5: 40 }, 10)),
    regular('butterfly', 'Butterfly', paysTimes({ 3: 5, 4: 12, 5: 30 }, 10)),
    regular('a', 'A', paysTimes({ 3: 3, 4: 8, 5: 20 }, 10)),
    regular('k', 'K', paysTimes({ 3: 3, 4: 6, 5: 15 }, 10)),
    regular('q', 'Q', paysTimes({ 3: 2, 4: 5, 5: 12 }, 10)),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        waterfall: 1,
        ...(reel > 0 && reel < 4 ? { orchid: 2 } : {}),
        parrot: 3,
        toucan: 4,
        frog: 4,
        butterfly: 5,
        a: 5,
        k: 6,
        q: 6,
      })),
    ),
  },
  pays: { type: 'ways' },
  freeSpins: {
    awards: { 3: 8 },
    multiplier: 1,
    maxSpins: 80,
    draw: {
      type: 'strips',
      reels: strips(
        [0, 1, 2, 3, 4].map((reel) => ({
          waterfall: 1,
          ...(reel > 0 && reel < 4 ? { orchid: 5 } : {}),
          parrot: 3,
          toucan: 4,
          frog: 4,
          butterfly: 5,
          a: 5,
          k: 6,
          q: 6,
        })),
      ),
    },
  },
  publishedRtpBasisPoints: 9668,
  volatility: 'low',
};

/** 5 x 4, 1 024 ways; free spins at x10, retriggered by three tiger eyes. */
export const TIGER_FALLS: SlotGameConfig = {
  id: 'tiger-falls',
  title: 'Tiger Falls',
  reels: 5,
  rows: 4,
  stakeUnits: 929,
  symbols: [
    wild('falls', 'Falls Wild'),
    scatter('tiger-eye', 'Tiger Eye', { 3: 2000, 4: 10000, 5: 50000 }),
    regular('tiger', 'Tiger', paysTimes({ 3: 10, 4: 40, 5: 200 }, 10)),
    regular('panther', 'Panther', paysTimes({ 3: 6, 4: 20, 5: 100 }, 10)),
    regular('monkey', 'Monkey', paysTimes({ 3: 5, 4: 15, 5: 60 }, 10)),
    regular('lotus', 'Lotus', paysTimes({ 3: 4, 4: 10, 5: 40 }, 10)),
    regular('a', 'A', paysTimes({ 3: 2, 4: 5, 5: 15 }, 10)),
    regular('k', 'K', paysTimes({ 3: 2, 4: 4, 5: 12 }, 10)),
    regular('q', 'Q', paysTimes({ 3: 1, 4: 3, 5: 10 }, 10)),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        'tiger-eye': 1,
        ...(reel > 0 && reel < 4 ? { falls: 2 } : {}),
        tiger: 2,
        panther: 3,
        monkey: 4,
        lotus: 5,
        a: 6,
        k: 7,
        q: 7,
      })),
    ),
  },
  pays: { type: 'ways' },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, retriggers: { 3: 5, 4: 10, 5: 15 }, multiplier: 10, maxSpins: 100 },
  publishedRtpBasisPoints: 9611,
  volatility: 'high',
};
