import type { SlotGameConfig } from '../engine-types';
import { coin, paylines, paysTimes, regular, scatter, strips, wild } from './build';

/**
 * Nebula Forge's slots. Pays are in units of the stake (`stakeUnits` units = one stake); each
 * stake was tuned so the RTP sits at the published figure (see engine-rtp and bench:rtp).
 */

/** 7 x 7 cluster pays: every cascade of a spin doubles its multiplier (x1, x2, x4 ... x64). */
export const STARFALL_CLUSTERS: SlotGameConfig = {
  id: 'starfall-clusters',
  title: 'Starfall Clusters',
  reels: 7,
  rows: 7,
  stakeUnits: 1065,
  symbols: [
    regular('comet', 'Comet', paysTimes({ 5: 200, 6: 300, 7: 500, 9: 5000, 12: 30000, 16: 300000, 20: 1000000 }, 20)),
    regular('nebula', 'Nebula', paysTimes({ 5: 100, 6: 150, 7: 250, 9: 2500, 12: 15000, 16: 100000, 20: 500000 }, 20)),
    regular('pulsar', 'Pulsar', paysTimes({ 5: 80, 6: 100, 7: 150, 9: 1500, 12: 8000, 16: 50000, 20: 200000 }, 20)),
    regular('red-star', 'Red Giant', paysTimes({ 5: 50, 6: 80, 7: 100, 9: 1000, 12: 5000, 16: 30000, 20: 100000 }, 20)),
    regular('blue-star', 'Blue Dwarf', paysTimes({ 5: 40, 6: 50, 7: 80, 9: 800, 12: 4000, 16: 20000, 20: 80000 }, 20)),
    regular('moonlet', 'Moonlet', paysTimes({ 5: 25, 6: 40, 7: 60, 9: 500, 12: 2500, 16: 15000, 20: 60000 }, 20)),
    regular('stardust', 'Stardust', paysTimes({ 5: 20, 6: 30, 7: 50, 9: 400, 12: 2000, 16: 10000, 20: 50000 }, 20)),
  ],
  draw: {
    type: 'weights',
    weights: { comet: 6, nebula: 9, pulsar: 11, 'red-star': 13, 'blue-star': 15, moonlet: 17, stardust: 19 },
  },
  pays: { type: 'cluster', minimum: 5 },
  cascade: { multipliers: [1, 2, 4, 8, 16, 32, 64] },
  publishedRtpBasisPoints: 9612,
  volatility: 'high',
};

const NEON_SYMBOLS = [
  wild('neon-wild', 'Neon Wild', paysTimes({ 5: 1000 }, 100)),
  scatter('checkered-flag', 'Checkered Flag', { 3: 5000 }),
  regular('supercar', 'Supercar', paysTimes({ 3: 40, 4: 150, 5: 600 }, 100)),
  regular('racer', 'Racer', paysTimes({ 3: 25, 4: 100, 5: 300 }, 100)),
  regular('nitro', 'Nitro', paysTimes({ 3: 20, 4: 60, 5: 200 }, 100)),
  regular('wheel', 'Alloy Wheel', paysTimes({ 3: 15, 4: 40, 5: 120 }, 100)),
  regular('a', 'A', paysTimes({ 3: 8, 4: 20, 5: 60 }, 100)),
  regular('k', 'K', paysTimes({ 3: 6, 4: 15, 5: 50 }, 100)),
  regular('q', 'Q', paysTimes({ 3: 5, 4: 12, 5: 40 }, 100)),
  regular('j', 'J', paysTimes({ 3: 5, 4: 10, 5: 30 }, 100)),
];
const NEON_LOWS = { a: 6, k: 7, q: 7, j: 8 };

/** 20 lines; flags on reels 1, 3 and 5 start free spins at x2 where wilds that land stay for the rest of them. */
export const NEON_DRIFT: SlotGameConfig = {
  id: 'neon-drift',
  title: 'Neon Drift',
  reels: 5,
  rows: 3,
  stakeUnits: 732,
  symbols: NEON_SYMBOLS,
  draw: {
    type: 'strips',
    reels: strips([
      { 'checkered-flag': 2, supercar: 2, racer: 3, nitro: 4, wheel: 4, ...NEON_LOWS },
      { 'neon-wild': 1, supercar: 2, racer: 3, nitro: 4, wheel: 4, ...NEON_LOWS },
      { 'checkered-flag': 2, 'neon-wild': 1, supercar: 2, racer: 3, nitro: 4, wheel: 4, ...NEON_LOWS },
      { 'neon-wild': 1, supercar: 2, racer: 3, nitro: 4, wheel: 4, ...NEON_LOWS },
      { 'checkered-flag': 2, supercar: 2, racer: 3, nitro: 4, wheel: 4, ...NEON_LOWS },
    ]),
  },
  pays: { type: 'lines', paylines: paylines(20) },
  freeSpins: { awards: { 3: 12 }, retriggers: { 3: 5 }, multiplier: 2, maxSpins: 50, stickyWilds: true },
  bonusBuy: { cost: 52, feature: 'free-spins', amount: 10, rtpBasisPoints: 9600 },
  publishedRtpBasisPoints: 9650,
  volatility: 'high',
};

const QUASAR_LOWS = { a: 6, k: 7, q: 7, j: 8, ten: 8 };

/** 25 lines, free spins at x10 among wormhole wilds; five Quasars on a line win the progressive jackpot. */
export const QUASAR_QUEST: SlotGameConfig = {
  id: 'quasar-quest',
  title: 'Quasar Quest',
  reels: 5,
  rows: 3,
  stakeUnits: 1106,
  symbols: [
    wild('wormhole', 'Wormhole'),
    scatter('planet-gate', 'Planet Gate', { 3: 2500, 4: 12500, 5: 62500 }),
    regular('quasar', 'Quasar', paysTimes({ 3: 50, 4: 500, 5: 10000 }, 100)),
    regular('starship', 'Starship', paysTimes({ 3: 30, 4: 120, 5: 500 }, 100)),
    regular('android', 'Android', paysTimes({ 3: 20, 4: 80, 5: 300 }, 100)),
    regular('crystal', 'Crystal', paysTimes({ 3: 15, 4: 50, 5: 200 }, 100)),
    regular('a', 'A', paysTimes({ 3: 8, 4: 25, 5: 80 }, 100)),
    regular('k', 'K', paysTimes({ 3: 6, 4: 20, 5: 60 }, 100)),
    regular('q', 'Q', paysTimes({ 3: 5, 4: 15, 5: 50 }, 100)),
    regular('j', 'J', paysTimes({ 3: 5, 4: 12, 5: 40 }, 100)),
    regular('ten', '10', paysTimes({ 3: 4, 4: 10, 5: 30 }, 100)),
  ],
  draw: {
    type: 'strips',
    reels: strips([
      { 'planet-gate': 1, quasar: 1, starship: 2, android: 3, crystal: 4, ...QUASAR_LOWS },
      { 'planet-gate': 1, wormhole: 2, quasar: 1, starship: 2, android: 3, crystal: 4, ...QUASAR_LOWS },
      { 'planet-gate': 1, wormhole: 2, quasar: 1, starship: 2, android: 3, crystal: 4, ...QUASAR_LOWS },
      { 'planet-gate': 1, wormhole: 2, quasar: 1, starship: 2, android: 3, crystal: 4, ...QUASAR_LOWS },
      { 'planet-gate': 1, quasar: 1, starship: 2, android: 3, crystal: 4, ...QUASAR_LOWS },
    ]),
  },
  pays: { type: 'lines', paylines: paylines(25) },
  freeSpins: {
    awards: { 3: 10, 4: 15, 5: 25 },
    multiplier: 10,
    maxSpins: 100,
    draw: {
      type: 'strips',
      reels: strips(
        [0, 1, 2, 3, 4].map((reel) => ({
          'planet-gate': 1,
          ...(reel > 0 && reel < 4 ? { wormhole: 5 } : {}),
          quasar: 2,
          starship: 3,
          android: 3,
          crystal: 4,
          ...QUASAR_LOWS,
        })),
      ),
    },
  },
  jackpot: { combination: { symbol: 'quasar', count: 5 } },
  publishedRtpBasisPoints: 9580,
  volatility: 'very-high',
};

/** 10 lines; six data coins start hold-and-win, a full grid pays the grand prize. */
export const CYBER_HEIST: SlotGameConfig = {
  id: 'cyber-heist',
  title: 'Cyber Heist',
  reels: 5,
  rows: 3,
  stakeUnits: 720,
  symbols: [
    wild('glitch', 'Glitch Wild'),
    coin('data-coin', 'Data Coin'),
    regular('hacker', 'Hacker', paysTimes({ 3: 40, 4: 150, 5: 600 }, 100)),
    regular('drone', 'Drone', paysTimes({ 3: 25, 4: 100, 5: 300 }, 100)),
    regular('keycard', 'Keycard', paysTimes({ 3: 15, 4: 50, 5: 150 }, 100)),
    regular('chip', 'Chip', paysTimes({ 3: 10, 4: 30, 5: 100 }, 100)),
    regular('a', 'A', paysTimes({ 3: 5, 4: 15, 5: 50 }, 100)),
    regular('k', 'K', paysTimes({ 3: 4, 4: 12, 5: 40 }, 100)),
    regular('q', 'Q', paysTimes({ 3: 3, 4: 10, 5: 30 }, 100)),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        'data-coin*2': 2,
        ...(reel > 0 && reel < 4 ? { glitch: 1 } : {}),
        hacker: 2,
        drone: 3,
        keycard: 4,
        chip: 5,
        a: 6,
        k: 7,
        q: 7,
      })),
    ),
  },
  pays: { type: 'lines', paylines: paylines(10) },
  holdAndWin: {
    trigger: 6,
    respins: 3,
    coinChance: 0.06,
    values: [
      { value: 1000, weight: 400 },
      { value: 2000, weight: 250 },
      { value: 3000, weight: 150 },
      { value: 5000, weight: 100 },
      { value: 10000, weight: 50 },
      { value: 25000, weight: 20, label: 'mini' },
      { value: 50000, weight: 8, label: 'minor' },
      { value: 150000, weight: 2, label: 'major' },
    ],
    grandPrize: 500000,
  },
  bonusBuy: { cost: 50, feature: 'hold-and-win', amount: 6, rtpBasisPoints: 9568 },
  publishedRtpBasisPoints: 9609,
  volatility: 'high',
};
