import type { SlotGameConfig } from '../engine-types';
import { paylines, paysTimes, regular, scatter, strips, wild } from './build';

/** Copper Crown's slots; pays in units, `stakeUnits` units = one stake (tuned to the RTP). */

const FRUITS = [
  regular('seven', 'Seven', paysTimes({ 3: 50, 4: 200, 5: 1000 }, 100)),
  regular('bell', 'Bell', paysTimes({ 3: 20, 4: 60, 5: 200 }, 100)),
  regular('watermelon', 'Watermelon', paysTimes({ 3: 15, 4: 40, 5: 120 }, 100)),
  regular('plum', 'Plum', paysTimes({ 3: 10, 4: 25, 5: 80 }, 100)),
  regular('orange', 'Orange', paysTimes({ 3: 5, 4: 15, 5: 50 }, 100)),
  regular('lemon', 'Lemon', paysTimes({ 3: 5, 4: 12, 5: 40 }, 100)),
  regular('cherry', 'Cherry', paysTimes({ 2: 1, 3: 5, 4: 10, 5: 30 }, 100)),
];

/** 5 lines, no features: a classic. */
export const FRUIT_FIESTA: SlotGameConfig = {
  id: 'fruit-fiesta',
  title: 'Fruit Fiesta',
  reels: 5,
  rows: 3,
  stakeUnits: 173,
  symbols: FRUITS,
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map(() => ({ seven: 1, bell: 2, watermelon: 3, plum: 4, orange: 5, lemon: 5, cherry: 6 })),
    ),
  },
  pays: { type: 'lines', paylines: paylines(5) },
  publishedRtpBasisPoints: 9636,
  volatility: 'low',
};

/** Three reels, one line; three red sevens win the local jackpot (and their own pay). */
export const TRIPLE_SEVENS: SlotGameConfig = {
  id: 'triple-sevens',
  title: 'Triple Sevens',
  reels: 3,
  rows: 3,
  stakeUnits: 634,
  symbols: [
    wild('wild-seven', 'Wild Seven', { 3: 100000 }),
    regular('red-seven', 'Red Seven', { 3: 60000 }),
    regular('blue-seven', 'Blue Seven', { 3: 50000 }),
    regular('triple-bar', 'Triple Bar', { 3: 20000 }),
    regular('double-bar', 'Double Bar', { 3: 10000 }),
    regular('bar', 'Bar', { 3: 5000 }),
    regular('cherry', 'Cherry', { 3: 3000 }),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2].map(() => ({
        'wild-seven': 1,
        'red-seven': 1,
        'blue-seven': 2,
        'triple-bar': 3,
        'double-bar': 4,
        bar: 5,
        cherry: 6,
      })),
    ),
  },
  pays: { type: 'lines', paylines: [[1, 1, 1]] },
  jackpot: { combination: { symbol: 'red-seven', count: 3 } },
  publishedRtpBasisPoints: 9511,
  volatility: 'medium',
};

/** 7 x 7 clusters that tumble (x1, x2, x3, x4, x5); four lollipops start free spins at x2; bonus buy. */
export const SUGAR_CASCADE: SlotGameConfig = {
  id: 'sugar-cascade',
  title: 'Sugar Cascade',
  reels: 7,
  rows: 7,
  stakeUnits: 1212,
  symbols: [
    scatter('lollipop', 'Lollipop', { 4: 3000, 5: 5000, 6: 100000 }),
    regular('heart-candy', 'Heart Candy', { 5: 300, 6: 500, 8: 1000, 10: 2500, 13: 10000, 16: 40000 }),
    regular('gummy-bear', 'Gummy Bear', { 5: 200, 6: 300, 8: 600, 10: 1500, 13: 5000, 16: 15000 }),
    regular('donut', 'Donut', { 5: 150, 6: 200, 8: 400, 10: 1000, 13: 3000, 16: 8000 }),
    regular('jelly-bean', 'Jelly Bean', { 5: 100, 6: 150, 8: 300, 10: 600, 13: 2000, 16: 5000 }),
    regular('candy-cane', 'Candy Cane', { 5: 80, 6: 100, 8: 200, 10: 400, 13: 1200, 16: 3000 }),
    regular('mint', 'Mint', { 5: 50, 6: 80, 8: 150, 10: 300, 13: 800, 16: 2000 }),
  ],
  draw: {
    type: 'weights',
    weights: {
      lollipop: 2,
      'heart-candy': 8,
      'gummy-bear': 11,
      donut: 13,
      'jelly-bean': 15,
      'candy-cane': 17,
      mint: 19,
    },
  },
  pays: { type: 'cluster', minimum: 5 },
  cascade: { multipliers: [1, 2, 3, 4, 5] },
  freeSpins: { awards: { 4: 10, 5: 12, 6: 15 }, retriggers: { 3: 5 }, multiplier: 2, maxSpins: 60 },
  bonusBuy: { cost: 17, feature: 'free-spins', amount: 10, rtpBasisPoints: 9600 },
  publishedRtpBasisPoints: 9650,
  volatility: 'high',
};

/** 20 lines; gumball machines on reels 1, 3 and 5 start free spins where the bubbles pop every win x7. */
export const BUBBLEGUM_BONANZA: SlotGameConfig = {
  id: 'bubblegum-bonanza',
  title: 'Bubblegum Bonanza',
  reels: 5,
  rows: 3,
  stakeUnits: 2154,
  symbols: [
    wild('bubble', 'Bubble Wild'),
    scatter('gumball-machine', 'Gumball Machine', { 3: 5000 }),
    regular('bubblegum', 'Bubblegum', paysTimes({ 3: 25, 4: 100, 5: 400 }, 100)),
    regular('cupcake', 'Cupcake', paysTimes({ 3: 15, 4: 60, 5: 200 }, 100)),
    regular('lolly', 'Lolly', paysTimes({ 3: 10, 4: 30, 5: 100 }, 100)),
    regular('taffy', 'Taffy', paysTimes({ 3: 8, 4: 20, 5: 60 }, 100)),
    regular('sprinkles', 'Sprinkles', paysTimes({ 3: 5, 4: 12, 5: 40 }, 100)),
    regular('sherbet', 'Sherbet', paysTimes({ 3: 4, 4: 10, 5: 30 }, 100)),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        ...(reel % 2 === 0 ? { 'gumball-machine': 2 } : {}),
        ...(reel > 0 && reel < 4 ? { bubble: 2 } : {}),
        bubblegum: 2,
        cupcake: 3,
        lolly: 4,
        taffy: 5,
        sprinkles: 6,
        sherbet: 7,
      })),
    ),
  },
  pays: { type: 'lines', paylines: paylines(20) },
  freeSpins: { awards: { 3: 10 }, multiplier: 7, maxSpins: 80 },
  publishedRtpBasisPoints: 9596,
  volatility: 'medium',
};
