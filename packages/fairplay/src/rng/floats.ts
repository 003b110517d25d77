import { FairplayError } from '../errors';

/** Four bytes make one float: 32 bits of precision, as the public algorithm specifies. */
export const BYTES_PER_FLOAT = 4;
/** One HMAC-SHA256 digest is 32 bytes, hence 8 floats per round of the byte stream. */
export const BYTES_PER_BLOCK = 32;
export const FLOATS_PER_BLOCK = BYTES_PER_BLOCK / BYTES_PER_FLOAT;
const TWO_POW_32 = 2 ** 32;

/**
 * f = b0/256 + b1/256^2 + b2/256^3 + b3/256^4, in [0, 1). Every term is a dyadic fraction with at
 * most 32 significant bits, so reading the four bytes as one big-endian integer and dividing by
 * 2^32 gives the very same double, only faster.
 */
export function floatAt(bytes: Uint8Array, offset: number): number {
  const b0 = bytes[offset] ?? 0;
  const b1 = bytes[offset + 1] ?? 0;
  const b2 = bytes[offset + 2] ?? 0;
  const b3 = bytes[offset + 3] ?? 0;
  return (((b0 << 24) >>> 0) + (b1 << 16) + (b2 << 8) + b3) / TWO_POW_32;
}

/** All whole floats of a byte string, in order. */
export function floatsFromBytes(bytes: Uint8Array): number[] {
  const floats: number[] = [];
  for (let offset = 0; offset + BYTES_PER_FLOAT <= bytes.length; offset += BYTES_PER_FLOAT) {
    floats.push(floatAt(bytes, offset));
  }
  return floats;
}

/**
 * How a game consumes randomness: one float at a time, as many as it needs (a slot with free
 * spins does not know in advance). Game functions only ever see this interface, so the same code
 * runs on precomputed floats (browser, tests) and on a lazy HMAC stream (server, simulation).
 */
export interface FloatReader {
  next(): number;
  /** How many floats were taken so far: the cursor of the public algorithm divided by 4. */
  readonly consumed: number;
}

/** Reads a fixed list of floats; running past its end throws `floats_exhausted`. */
export function createFloatReader(floats: readonly number[]): FloatReader {
  let cursor = 0;
  return {
    next() {
      const value = floats[cursor];
      if (value === undefined) {
        throw new FairplayError('floats_exhausted', `the game needed more than ${floats.length} floats`);
      }
      cursor += 1;
      return value;
    },
    get consumed() {
      return cursor;
    },
  };
}

/** floor(f * n): the public way to turn a float into one of n equally likely outcomes. */
export function pickIndex(float: number, outcomes: number): number {
  return Math.floor(float * outcomes);
}
