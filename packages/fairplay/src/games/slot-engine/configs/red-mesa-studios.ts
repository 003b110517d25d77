import type { EngineCoinValue, SlotGameConfig } from '../engine-types';
import { coin, paylines, paysTimes, regular, scatter, strips, wild } from './build';

/** Red Mesa Studios' slots; pays in units, `stakeUnits` units = one stake (tuned to the RTP). */

const CARD_LOWS = { a: 6, k: 7, q: 7, j: 8 };
const cardLows = (factor: number) => [
  regular('a', 'A', paysTimes({ 3: 5, 4: 15, 5: 40 }, factor)),
  regular('k', 'K', paysTimes({ 3: 4, 4: 12, 5: 30 }, factor)),
  regular('q', 'Q', paysTimes({ 3: 3, 4: 10, 5: 25 }, factor)),
  regular('j', 'J', paysTimes({ 3: 3, 4: 8, 5: 20 }, factor)),
];

/** Coin values of a stake of 1 000 units: the three wagons of fixed jackpots are labelled coins. */
const wagonValues = (unit: number): EngineCoinValue[] => [
  { value: 1 * unit, weight: 400 },
  { value: 2 * unit, weight: 250 },
  { value: 3 * unit, weight: 150 },
  { value: 5 * unit, weight: 100 },
  { value: 10 * unit, weight: 50 },
  { value: 25 * unit, weight: 12, label: 'mini' },
  { value: 100 * unit, weight: 4, label: 'minor' },
  { value: 500 * unit, weight: 1, label: 'major' },
];

/** 25 lines; six nuggets start hold-and-win; a full train wins the progressive jackpot. */
export const GOLD_RUSH_EXPRESS: SlotGameConfig = {
  id: 'gold-rush-express',
  title: 'Gold Rush Express',
  reels: 5,
  rows: 3,
  stakeUnits: 2468,
  symbols: [
    wild('locomotive', 'Locomotive Wild'),
    coin('nugget', 'Gold Nugget'),
    regular('prospector', 'Prospector', paysTimes({ 3: 30, 4: 120, 5: 500 }, 100)),
    regular('mule', 'Mule', paysTimes({ 3: 20, 4: 60, 5: 250 }, 100)),
    regular('pickaxe', 'Pickaxe', paysTimes({ 3: 15, 4: 40, 5: 120 }, 100)),
    regular('lantern', 'Miner Lantern', paysTimes({ 3: 10, 4: 30, 5: 100 }, 100)),
    ...cardLows(100),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        'nugget*2': 3,
        ...(reel > 0 && reel < 4 ? { locomotive: 2 } : {}),
        prospector: 2,
        mule: 3,
        pickaxe: 4,
        lantern: 4,
        ...CARD_LOWS,
      })),
    ),
  },
  pays: { type: 'lines', paylines: paylines(25) },
  holdAndWin: { trigger: 6, respins: 3, coinChance: 0.055, values: wagonValues(2500), grandPrize: 2_500_000 },
  jackpot: { fullHoldAndWin: true },
  publishedRtpBasisPoints: 9561,
  volatility: 'high',
};

/** 5 x 4, 1 024 ways; wanted posters on reels 1, 3 and 5 start free spins at x25 with duel wilds everywhere; bonus buy. */
export const DESERT_OUTLAWS: SlotGameConfig = {
  id: 'desert-outlaws',
  title: 'Desert Outlaws',
  reels: 5,
  rows: 4,
  stakeUnits: 443,
  symbols: [
    wild('duel', 'Duel Wild'),
    scatter('wanted', 'Wanted Poster', { 3: 1000, 4: 5000, 5: 25000 }),
    regular('outlaw', 'Outlaw', paysTimes({ 3: 10, 4: 50, 5: 250 }, 10)),
    regular('sheriff', 'Sheriff', paysTimes({ 3: 8, 4: 30, 5: 120 }, 10)),
    regular('revolver', 'Revolver', paysTimes({ 3: 5, 4: 15, 5: 60 }, 10)),
    regular('whiskey', 'Whiskey', paysTimes({ 3: 4, 4: 10, 5: 40 }, 10)),
    regular('a', 'A', paysTimes({ 3: 2, 4: 5, 5: 15 }, 10)),
    regular('k', 'K', paysTimes({ 3: 2, 4: 4, 5: 12 }, 10)),
    regular('q', 'Q', paysTimes({ 3: 1, 4: 3, 5: 10 }, 10)),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        ...(reel % 2 === 0 ? { wanted: 1 } : { duel: 1 }),
        outlaw: 2,
        sheriff: 3,
        revolver: 4,
        whiskey: 5,
        a: 6,
        k: 7,
        q: 8,
      })),
    ),
  },
  pays: { type: 'ways' },
  freeSpins: {
    awards: { 3: 12 },
    multiplier: 25,
    maxSpins: 100,
    draw: {
      type: 'strips',
      reels: strips(
        [0, 1, 2, 3, 4].map((reel) => ({
          ...(reel % 2 === 0 ? { wanted: 1 } : { duel: 4 }),
          outlaw: 3,
          sheriff: 3,
          revolver: 4,
          whiskey: 5,
          a: 6,
          k: 7,
          q: 8,
        })),
      ),
    },
  },
  bonusBuy: { cost: 307, feature: 'free-spins', amount: 12, rtpBasisPoints: 9592 },
  publishedRtpBasisPoints: 9648,
  volatility: 'very-high',
};

/** 10 lines; the ankh scatter starts free spins at x10 on reels heavy with gods. */
export const SANDS_OF_ANUBIS: SlotGameConfig = {
  id: 'sands-of-anubis',
  title: 'Sands of Anubis',
  reels: 5,
  rows: 3,
  stakeUnits: 515,
  symbols: [
    wild('anubis', 'Anubis Wild', paysTimes({ 2: 5, 3: 50, 4: 250, 5: 2500 }, 100)),
    scatter('ankh', 'Ankh', { 3: 2000, 4: 20000, 5: 200000 }),
    regular('pharaoh', 'Pharaoh', paysTimes({ 2: 5, 3: 40, 4: 200, 5: 1000 }, 100)),
    regular('scarab', 'Scarab', paysTimes({ 3: 30, 4: 100, 5: 750 }, 100)),
    regular('eye', 'Eye of Horus', paysTimes({ 3: 20, 4: 75, 5: 300 }, 100)),
    ...cardLows(100),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        ankh: 1,
        ...(reel > 0 && reel < 4 ? { anubis: 1 } : {}),
        pharaoh: 1,
        scarab: 2,
        eye: 3,
        ...CARD_LOWS,
      })),
    ),
  },
  pays: { type: 'lines', paylines: paylines(10) },
  freeSpins: {
    awards: { 3: 10 },
    multiplier: 10,
    maxSpins: 100,
    draw: {
      type: 'strips',
      reels: strips(
        [0, 1, 2, 3, 4].map((reel) => ({
          ankh: 1,
          ...(reel > 0 && reel < 4 ? { anubis: 1 } : {}),
          pharaoh: 3,
          scarab: 3,
          eye: 3,
          ...CARD_LOWS,
        })),
      ),
    },
  },
  publishedRtpBasisPoints: 9619,
  volatility: 'high',
};

/** 20 lines; scarab coins lock for respins, the mini jackpot among them, the grand prize for a full vault. */
export const PHARAOHS_VAULT: SlotGameConfig = {
  id: 'pharaohs-vault',
  title: "Pharaoh's Vault",
  reels: 5,
  rows: 3,
  stakeUnits: 1962,
  symbols: [
    wild('sphinx', 'Sphinx Wild'),
    coin('scarab-coin', 'Scarab Coin'),
    regular('cleopatra', 'Cleopatra', paysTimes({ 3: 25, 4: 100, 5: 400 }, 100)),
    regular('pyramid', 'Pyramid', paysTimes({ 3: 15, 4: 50, 5: 200 }, 100)),
    regular('chalice', 'Chalice', paysTimes({ 3: 10, 4: 30, 5: 100 }, 100)),
    ...cardLows(100),
  ],
  draw: {
    type: 'strips',
    reels: strips(
      [0, 1, 2, 3, 4].map((reel) => ({
        'scarab-coin*2': 3,
        ...(reel > 0 && reel < 4 ? { sphinx: 2 } : {}),
        cleopatra: 2,
        pyramid: 3,
        chalice: 4,
        ...CARD_LOWS,
      })),
    ),
  },
  pays: { type: 'lines', paylines: paylines(20) },
  holdAndWin: { trigger: 6, respins: 3, coinChance: 0.06, values: wagonValues(2000).slice(0, 6), grandPrize: 400_000 },
  jackpot: { fullHoldAndWin: true },
  publishedRtpBasisPoints: 9514,
  volatility: 'medium',
};
