import { SportsbookError } from '../errors';

/**
 * A small seeded generator (mulberry32) for outright simulations: the same seed gives the same
 * prices on every server and in every test. Not for anything a player could exploit: outcomes of
 * bets are decided by real results, never by this.
 */
export function createSeededRandom(seed: number): () => number {
  if (!Number.isSafeInteger(seed))
    throw new SportsbookError('invalid_model', `a seed must be a whole number, got ${seed}`, 'seed');
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
