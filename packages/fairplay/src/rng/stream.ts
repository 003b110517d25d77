import { FairplayError, isFairplayError } from '../errors';
import { assertRoundSeeds, hmacMessage, type RoundSeeds } from '../seeds';
import { BYTES_PER_BLOCK, FLOATS_PER_BLOCK, createFloatReader, floatAt, type FloatReader } from './floats';
import { webCryptoHmacSha256, type HmacSha256, type HmacSha256Sync } from './hmac';

/**
 * A lazy reader over the round's byte stream: block `round` is HMAC(serverSeed,
 * `${clientSeed}:${nonce}:${round}`), computed only when the game reaches it.
 */
export function createStreamReader(seeds: RoundSeeds, hmac: HmacSha256Sync): FloatReader {
  assertRoundSeeds(seeds);
  let block: Uint8Array = new Uint8Array(0);
  let round = -1;
  let offsetInBlock = BYTES_PER_BLOCK;
  let consumed = 0;
  return {
    next() {
      if (offsetInBlock >= BYTES_PER_BLOCK) {
        round += 1;
        block = hmac(seeds.serverSeed, hmacMessage(seeds.clientSeed, seeds.nonce, round));
        offsetInBlock = 0;
      }
      const value = floatAt(block, offsetInBlock);
      offsetInBlock += 4;
      consumed += 1;
      return value;
    },
    get consumed() {
      return consumed;
    },
  };
}

/** The first `count` floats of a round's stream, through an asynchronous HMAC (Web Crypto by default). */
export async function generateFloats(
  seeds: RoundSeeds,
  count: number,
  hmac: HmacSha256 = webCryptoHmacSha256,
): Promise<number[]> {
  assertRoundSeeds(seeds);
  const blocks = Math.ceil(count / FLOATS_PER_BLOCK);
  const digests = await Promise.all(
    Array.from({ length: blocks }, (_, round) =>
      hmac(seeds.serverSeed, hmacMessage(seeds.clientSeed, seeds.nonce, round)),
    ),
  );
  const floats: number[] = [];
  for (const digest of digests) {
    for (let offset = 0; offset < BYTES_PER_BLOCK && floats.length < count; offset += 4)
      floats.push(floatAt(digest, offset));
  }
  return floats;
}

/**
 * A bound on one round's randomness, so a faulty game cannot loop forever: a million floats is
 * some 200 000 slot spins, a chain of free spins far beyond any probability worth naming.
 */
export const MAX_FLOATS_PER_ROUND = 1_048_576;

/**
 * A game run needs floats synchronously but Web Crypto is asynchronous, and some games (the slot's
 * free spins) do not know how many floats they need. Game functions are pure, so this fetches a
 * first guess, runs the game, and on `floats_exhausted` fetches twice as many and runs it again.
 */
export async function runWithFloats<T>(
  seeds: RoundSeeds,
  run: (reader: FloatReader) => T,
  options: { hmac?: HmacSha256; initialFloats?: number } = {},
): Promise<T> {
  for (let count = Math.max(options.initialFloats ?? FLOATS_PER_BLOCK, 1); count <= MAX_FLOATS_PER_ROUND; count *= 2) {
    const floats = await generateFloats(seeds, count, options.hmac);
    try {
      return run(createFloatReader(floats));
    } catch (error) {
      if (!isFairplayError(error, 'floats_exhausted')) throw error;
    }
  }
  throw new FairplayError('floats_exhausted', `a round needed more than ${MAX_FLOATS_PER_ROUND} floats`);
}

/** The synchronous counterpart of runWithFloats, over a lazy stream. */
export function runWithFloatsSync<T>(seeds: RoundSeeds, run: (reader: FloatReader) => T, hmac: HmacSha256Sync): T {
  return run(createStreamReader(seeds, hmac));
}
