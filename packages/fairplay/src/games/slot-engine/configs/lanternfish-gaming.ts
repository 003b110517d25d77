import type { SlotGameConfig } from '../engine-types';
import { coin, paylines, paysTimes, regular, scatter, strips, wild } from './build';

/** Lanternfish Gaming's slots; pays in units, `stakeUnits` units = one stake (tuned to the RTP). */

const LOWS = { a: 6, k: 7, q: 7, j: 8 };
const lows = (factor: number) => [
  regular('a', 'A', paysTimes({ 3: 5, 4: 15, 5: 40 }, factor)),
  regular('k', 'K', paysTimes({ 3: 4, 4: 12, 5: 30 }, factor)),
  regular('q', 'Q', paysTimes({ 3: 3, 4: 10, 5: 25 }, factor)),
  regular('j', 'J', paysTimes({ 3: 3, 4: 8, 5: 20 }, factor)),
];

/** 25 lines; hoards on reels 1, 3 and 5 start free spins at x20 on reels of gold; the bonus buy starts fifteen of them. */
export const DRAGONS_HOARD: SlotGameConfig = {
  id: 'dragons-hoard',
  title: "Dragon's Hoard",
  reels: 5,
  rows: 3,
  stakeUnits: 1303,
  symbols: [
    wild('dragon-egg', 'Dragon Egg Wild', paysTimes({ 5: 2000 }, 100)),
    scatter('hoard', 'Hoard', { 3: 10000 }),
    regular('dragon', 'Dragon', paysTimes({ 3: 50, 4: 250, 5: 1000 }, 100)),
    regular('knight', 'Knight', paysTimes({ 3: 30, 4: 120, 5: 500 }, 100)),
    regular('crown', 'Crown', paysTimes({ 3: 20, 4: 80, 5: 300 }, 100)),
    regular('goblet', 'Goblet', paysTimes({ 3: 15, 4: 50, 5: 200 }, 100)),
    ...lows(100),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        ...(reel % 2 === 0 ? { hoard: 2 } : { 'dragon-egg': 1 }),
        dragon: 1,
        knight: 2,
        crown: 3,
        goblet: 4,
        ...LOWS,
      })),
    ),
  },
  pays: { type: 'lines', paylines: paylines(25) },
  freeSpins: {
    awards: { 3: 15 },
    multiplier: 20,
    maxSpins: 100,
    draw: {
      type: 'strips',
      reels: strips(
        [0, 1, 2, 3, 4].map((reel) => ({
          ...(reel % 2 === 0 ? { hoard: 2 } : { 'dragon-egg': 3 }),
          dragon: 2,
          knight: 3,
          crown: 3,
          goblet: 4,
          ...LOWS,
        })),
      ),
    },
  },
  bonusBuy: { cost: 173, feature: 'free-spins', amount: 15, rtpBasisPoints: 9584 },
  publishedRtpBasisPoints: 9639,
  volatility: 'very-high',
};

/** 243 ways that cascade; each drop of a spin raises the thunder multiplier (x1, x5, x10, x25, x50, x100). */
export const VALHALLA_THUNDER: SlotGameConfig = {
  id: 'valhalla-thunder',
  title: 'Valhalla Thunder',
  reels: 5,
  rows: 3,
  stakeUnits: 1835,
  symbols: [
    wild('mjolnir', 'Mjolnir Wild'),
    regular('thor', 'Thor', paysTimes({ 3: 20, 4: 60, 5: 250 }, 10)),
    regular('freya', 'Freya', paysTimes({ 3: 15, 4: 40, 5: 150 }, 10)),
    regular('longship', 'Longship', paysTimes({ 3: 10, 4: 30, 5: 100 }, 10)),
    regular('horn', 'War Horn', paysTimes({ 3: 8, 4: 20, 5: 60 }, 10)),
    regular('shield', 'Shield', paysTimes({ 3: 5, 4: 12, 5: 30 }, 10)),
    regular('axe', 'Axe', paysTimes({ 3: 4, 4: 10, 5: 25 }, 10)),
    regular('rune', 'Rune', paysTimes({ 3: 3, 4: 8, 5: 20 }, 10)),
  ],
  draw: {
    type: 'weights',
    weights: { mjolnir: 2, thor: 4, freya: 5, longship: 7, horn: 9, shield: 12, axe: 14, rune: 16 },
  },
  pays: { type: 'ways' },
  cascade: { multipliers: [1, 5, 10, 25, 50, 100] },
  publishedRtpBasisPoints: 9600,
  volatility: 'high',
};

/** 6 x 5 cluster pays that tumble with lightning multipliers; four temples start free spins at x3; bonus buy. */
export const OLYMPUS_SPARKS: SlotGameConfig = {
  id: 'olympus-sparks',
  title: 'Olympus Sparks',
  reels: 6,
  rows: 5,
  stakeUnits: 662,
  symbols: [
    scatter('temple', 'Temple', { 4: 3000, 5: 5000, 6: 100000 }),
    regular('zeus', 'Zeus', { 5: 300, 6: 500, 8: 1000, 10: 2500, 13: 10000, 16: 50000 }),
    regular('crown', 'Laurel Crown', { 5: 200, 6: 300, 8: 600, 10: 1500, 13: 5000, 16: 20000 }),
    regular('hourglass', 'Hourglass', { 5: 150, 6: 200, 8: 400, 10: 1000, 13: 3000, 16: 10000 }),
    regular('ring', 'Ring', { 5: 100, 6: 150, 8: 300, 10: 600, 13: 2000, 16: 6000 }),
    regular('chalice', 'Chalice', { 5: 80, 6: 100, 8: 200, 10: 400, 13: 1200, 16: 4000 }),
    regular('sapphire', 'Sapphire', { 5: 50, 6: 80, 8: 150, 10: 300, 13: 800, 16: 2500 }),
    regular('emerald', 'Emerald', { 5: 40, 6: 60, 8: 100, 10: 200, 13: 500, 16: 1500 }),
  ],
  draw: {
    type: 'weights',
    weights: { temple: 3, zeus: 5, crown: 7, hourglass: 9, ring: 11, chalice: 13, sapphire: 15, emerald: 17 },
  },
  pays: { type: 'cluster', minimum: 5 },
  cascade: { multipliers: [1, 2, 5, 10, 25, 50, 100, 250] },
  freeSpins: { awards: { 4: 10, 5: 12, 6: 15 }, retriggers: { 3: 5 }, multiplier: 3, maxSpins: 60 },
  bonusBuy: { cost: 22, feature: 'free-spins', amount: 10, rtpBasisPoints: 9600 },
  publishedRtpBasisPoints: 9650,
  volatility: 'very-high',
};

/** 20 lines; three carved pumpkins start free spins at x8. */
export const PUMPKIN_NIGHT: SlotGameConfig = {
  id: 'pumpkin-night',
  title: 'Pumpkin Night',
  reels: 5,
  rows: 3,
  stakeUnits: 691,
  symbols: [
    wild('witch', 'Witch Wild'),
    scatter('pumpkin', 'Carved Pumpkin', { 3: 2000, 4: 10000, 5: 40000 }),
    regular('vampire', 'Vampire', paysTimes({ 3: 30, 4: 120, 5: 500 }, 100)),
    regular('black-cat', 'Black Cat', paysTimes({ 3: 20, 4: 75, 5: 250 }, 100)),
    regular('cauldron', 'Cauldron', paysTimes({ 3: 15, 4: 50, 5: 150 }, 100)),
    regular('candle', 'Candle', paysTimes({ 3: 10, 4: 30, 5: 100 }, 100)),
    ...lows(100),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        pumpkin: 1,
        ...(reel > 0 && reel < 4 ? { witch: 2 } : {}),
        vampire: 2,
        'black-cat': 3,
        cauldron: 4,
        candle: 4,
        ...LOWS,
      })),
    ),
  },
  pays: { type: 'lines', paylines: paylines(20) },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 8, maxSpins: 100 },
  publishedRtpBasisPoints: 9622,
  volatility: 'medium',
};

/** 10 lines; six lanterns start hold-and-win with three respins. */
export const LANTERN_FESTIVAL: SlotGameConfig = {
  id: 'lantern-festival',
  title: 'Lantern Festival',
  reels: 5,
  rows: 3,
  stakeUnits: 1003,
  symbols: [
    wild('dragon-dance', 'Dragon Dance Wild'),
    coin('lantern', 'Sky Lantern'),
    regular('koi', 'Koi', paysTimes({ 3: 25, 4: 100, 5: 400 }, 100)),
    regular('fan', 'Paper Fan', paysTimes({ 3: 15, 4: 50, 5: 200 }, 100)),
    regular('firecracker', 'Firecracker', paysTimes({ 3: 10, 4: 30, 5: 100 }, 100)),
    ...lows(100),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        'lantern*2': 3,
        ...(reel > 0 && reel < 4 ? { 'dragon-dance': 2 } : {}),
        koi: 2,
        fan: 3,
        firecracker: 4,
        ...LOWS,
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
      { value: 8000, weight: 60 },
      { value: 12000, weight: 30 },
      { value: 15000, weight: 10 },
    ],
    grandPrize: 250000,
  },
  publishedRtpBasisPoints: 9593,
  volatility: 'medium',
};
