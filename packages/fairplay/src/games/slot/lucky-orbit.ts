import type { SlotConfig, SlotSymbol } from './slot-types';

/**
 * "Lucky Orbit: Cosmic Reels", the house video slot: 5 reels x 3 rows, 10 paylines, the Lucky
 * Orbit wild on reels 2-4, and the Supernova scatter that pays anywhere and awards free spins at
 * x3 (retriggerable). Strips and pays were tuned with slotRtp to an exact RTP of 96.10%; the
 * mix is about 66% line pays, 3% scatter pays and 27% free spins, a free-spin feature about every
 * 90 spins. Change a strip or a pay and the RTP test tells the new figure.
 */
export const LUCKY_ORBIT_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'orbit', name: 'Lucky Orbit', kind: 'wild', pays: {} },
  { id: 'nova', name: 'Supernova', kind: 'scatter', pays: { 3: 2, 4: 10, 5: 50 } },
  { id: 'astronaut', name: 'Astronaut', kind: 'regular', pays: { 3: 50, 4: 250, 5: 1000 } },
  { id: 'rocket', name: 'Rocket', kind: 'regular', pays: { 3: 40, 4: 150, 5: 600 } },
  { id: 'ufo', name: 'UFO', kind: 'regular', pays: { 3: 25, 4: 100, 5: 400 } },
  { id: 'planet', name: 'Ringed Planet', kind: 'regular', pays: { 3: 20, 4: 60, 5: 250 } },
  { id: 'satellite', name: 'Satellite', kind: 'regular', pays: { 3: 12, 4: 40, 5: 150 } },
  { id: 'moon', name: 'Moon', kind: 'regular', pays: { 3: 10, 4: 25, 5: 100 } },
  { id: 'star', name: 'Star', kind: 'regular', pays: { 3: 7, 4: 20, 5: 60 } },
  { id: 'meteor', name: 'Meteor', kind: 'regular', pays: { 3: 6, 4: 12, 5: 50 } },
];

// Reels 1 and 5 carry no wild (a line always starts with a real symbol); reel 3 has a second
// Supernova so that scatters line up often enough for the feature to come round.
// prettier-ignore
const REELS: readonly (readonly string[])[] = [
  ['nova', 'star', 'meteor', 'moon', 'star', 'meteor', 'satellite', 'moon', 'star', 'meteor', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor',
    'astronaut', 'rocket', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor', 'astronaut', 'rocket', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor'],
  ['nova', 'meteor', 'star', 'meteor', 'satellite', 'moon', 'star', 'meteor', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor', 'orbit', 'astronaut',
    'rocket', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor', 'orbit', 'astronaut', 'rocket', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor'],
  ['nova', 'star', 'meteor', 'satellite', 'moon', 'star', 'meteor', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor', 'orbit', 'astronaut', 'rocket',
    'nova', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor', 'orbit', 'astronaut', 'rocket', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor'],
  ['nova', 'meteor', 'star', 'meteor', 'satellite', 'moon', 'star', 'meteor', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor', 'orbit', 'astronaut',
    'rocket', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor', 'orbit', 'astronaut', 'rocket', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor'],
  ['nova', 'star', 'meteor', 'moon', 'star', 'meteor', 'satellite', 'moon', 'star', 'meteor', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor',
    'astronaut', 'rocket', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor', 'astronaut', 'rocket', 'ufo', 'planet', 'satellite', 'moon', 'star', 'meteor'],
];

/** Rows crossed on reels 1-5 (0 = top): the three straight lines, two Vs, and five zigzags. */
// prettier-ignore
const PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [1, 0, 1, 2, 1],
];

export const LUCKY_ORBIT_SLOT: SlotConfig = {
  id: 'lucky-orbit',
  title: 'Lucky Orbit: Cosmic Reels',
  rows: 3,
  symbols: LUCKY_ORBIT_SYMBOLS,
  reels: REELS,
  paylines: PAYLINES,
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 3 },
};
