import { FairplayError } from './errors';
import { toHex, webCryptoSha256Hex } from './rng/hmac';

/** 32 random bytes: the public scheme's server seed size, beyond any brute-force of its hash. */
export const SERVER_SEED_BYTES = 32;
/** A client seed is shown in the UI and sent on every verification: short enough to read. */
export const CLIENT_SEED_MAX_LENGTH = 64;
const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
// Control characters would be invisible in the UI, so a player could not copy the seed to verify.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The inputs of one round's byte stream. */
export interface RoundSeeds {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

export function assertServerSeed(serverSeed: string): void {
  if (!SERVER_SEED_PATTERN.test(serverSeed)) {
    throw new FairplayError('invalid_server_seed', 'the server seed is 64 lowercase hex characters', 'serverSeed');
  }
}

export function assertClientSeed(clientSeed: string): void {
  if (typeof clientSeed !== 'string' || clientSeed.length === 0 || clientSeed.length > CLIENT_SEED_MAX_LENGTH) {
    throw new FairplayError(
      'invalid_client_seed',
      `the client seed is 1 to ${CLIENT_SEED_MAX_LENGTH} characters`,
      'clientSeed',
    );
  }
  if (CONTROL_CHARACTERS.test(clientSeed)) {
    throw new FairplayError('invalid_client_seed', 'the client seed must not contain control characters', 'clientSeed');
  }
}

export function assertNonce(nonce: number): void {
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new FairplayError('invalid_nonce', 'the nonce is a non-negative integer', 'nonce');
  }
}

export function assertRoundSeeds(seeds: RoundSeeds): void {
  assertServerSeed(seeds.serverSeed);
  assertClientSeed(seeds.clientSeed);
  assertNonce(seeds.nonce);
}

function randomBytes(length: number): Uint8Array {
  const webCrypto = (globalThis as { crypto?: { getRandomValues?: (array: Uint8Array) => Uint8Array } }).crypto;
  if (!webCrypto?.getRandomValues)
    throw new FairplayError('crypto_unavailable', 'crypto.getRandomValues is unavailable');
  return webCrypto.getRandomValues(new Uint8Array(length));
}

/** A fresh server seed: 32 bytes from the platform's CSPRNG, as lowercase hex. */
export function generateServerSeed(): string {
  return toHex(randomBytes(SERVER_SEED_BYTES));
}

/** A default client seed for a player who has not chosen one (16 random bytes as hex). */
export function generateClientSeed(): string {
  return toHex(randomBytes(16));
}

/** sha256 hex of the server seed string: the commitment shown to the player before play. */
export async function hashServerSeed(serverSeed: string): Promise<string> {
  assertServerSeed(serverSeed);
  return webCryptoSha256Hex(serverSeed);
}

/** The HMAC message of one 32-byte block of a round's stream. */
export function hmacMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}
