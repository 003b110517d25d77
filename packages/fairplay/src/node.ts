/**
 * The Node-only entry, `@casino/fairplay/node`: synchronous HMAC and hashing through node:crypto,
 * for the game server's hot path and for simulation. Browser code imports `@casino/fairplay`,
 * which never reaches node:crypto.
 */
import { createHash, createHmac, createSecretKey, type KeyObject } from 'node:crypto';
import { type GameKind } from './games/registry';
import { type FloatReader } from './rng/floats';
import { type HmacSha256Sync } from './rng/hmac';
import { createStreamReader } from './rng/stream';
import { assertServerSeed, type RoundSeeds } from './seeds';
import {
  playRoundFromReader,
  playSlotGameRoundFromReader,
  type RoundInput,
  type RoundResult,
  type SlotGameRoundInput,
  type SlotGameRoundResult,
  type VerifiedRound,
} from './verify';

/**
 * The key object of the last server seed used: a player plays many rounds on one seed, and
 * importing the key is half the cost of an HMAC (7 of 15 microseconds on a small machine).
 */
let lastKey: { readonly secret: string; readonly keyObject: KeyObject } | undefined;

export const nodeHmacSha256: HmacSha256Sync = (key, message) => {
  if (lastKey?.secret !== key) lastKey = { secret: key, keyObject: createSecretKey(Buffer.from(key, 'utf8')) };
  return createHmac('sha256', lastKey.keyObject).update(message).digest();
};

export function hashServerSeedSync(serverSeed: string): string {
  assertServerSeed(serverSeed);
  return createHash('sha256').update(serverSeed).digest('hex');
}

/** A lazy reader over a round's HMAC stream. */
export function createNodeFloatReader(seeds: RoundSeeds): FloatReader {
  return createStreamReader(seeds, nodeHmacSha256);
}

export function resolveRoundSync<K extends GameKind>(input: RoundInput<K>): RoundResult<K> {
  return playRoundFromReader(input, createNodeFloatReader(input));
}

export function verifyRoundSync<K extends GameKind>(
  input: RoundInput<K> & { readonly serverSeedHash?: string },
): VerifiedRound<K> {
  const result = resolveRoundSync(input);
  const serverSeedHash = hashServerSeedSync(input.serverSeed);
  const serverSeedHashMatches =
    input.serverSeedHash === undefined ? null : input.serverSeedHash.toLowerCase() === serverSeedHash;
  return { ...result, serverSeedHash, serverSeedHashMatches };
}

/** A slot round of the engine, synchronously (server and simulation). */
export function resolveSlotGameRoundSync(input: SlotGameRoundInput): SlotGameRoundResult {
  return playSlotGameRoundFromReader(input, createNodeFloatReader(input));
}
