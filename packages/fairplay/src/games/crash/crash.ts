import { FairplayError } from '../../errors';
import { type HmacSha256, type HmacSha256Sync, toHex, webCryptoHmacSha256, webCryptoSha256Hex } from '../../rng/hmac';

/**
 * Crash: one shared round for every player, its crash point fixed in advance by a hash chain.
 *
 * The chain. From a secret seed (64 hex characters) the operator computes h0 = seed,
 * h(k+1) = SHA-256(hk) (of the previous hash's 64 hex characters as text, the hash in hex), up to
 * hN, and publishes the terminal hash hN and the salt before the first round. Round n (1..N)
 * uses h(N-n): the rounds walk the chain backwards, so each round's hash is the preimage of the
 * one before it (the terminal hash for round 1). Nobody can compute a round's hash before it is
 * revealed, and the operator cannot change it: SHA-256 of a revealed hash must give the previous
 * round's hash, and hashing it n times must give the published terminal hash.
 *
 * The crash point. HMAC-SHA256 keyed with the round's hash (its hex text, UTF-8) over the salt;
 * the first 52 bits as an integer r in [0, 2^52); the crash point in hundredths is
 * max(100, floor(97 x 2^52 / (2^52 - r))), capped at x1 000 000. A round that crashes at c pays
 * every cash-out at a multiplier m <= c: P(crash >= m) x m = 0.97 (to within 2^-52), so every
 * cash-out target returns 97% (house edge 3%); 1 - 97/101 = 3.96% of rounds crash at x1.00 at once.
 */
export const CRASH_HOUSE_EDGE = 0.03;
/** 97 in the formula: 100 x (1 - house edge), in hundredths of the multiplier. */
const CRASH_RETURN_HUNDREDTHS = 97n;
const TWO_POW_52 = 2n ** 52n;
/** The lowest crash point (x1.00: the round ends as it starts) and the highest (x1 000 000). */
export const CRASH_MIN_HUNDREDTHS = 100;
export const CRASH_MAX_HUNDREDTHS = 100_000_000;
/** The lowest auto cash-out target: x1.01. */
export const CRASH_MIN_TARGET_HUNDREDTHS = 101;

/**
 * The multiplier curve: m(t) = e^(0.00006 t) for t ms of flight (x2 after 11.6 s, x10 after
 * 38.4 s), shown and cashed out at floor(100 m(t)) hundredths.
 */
export const CRASH_GROWTH_PER_MS = 0.00006;

const HASH_PATTERN = /^[0-9a-f]{64}$/;

export function assertCrashHash(hash: string, field = 'hash'): string {
  if (typeof hash !== 'string' || !HASH_PATTERN.test(hash.toLowerCase())) {
    throw new FairplayError('invalid_server_seed', `${field} must be 64 hexadecimal characters`, field);
  }
  return hash.toLowerCase();
}

/** The crash point in hundredths from the HMAC of a round (the first 52 bits). */
export function crashPointFromDigest(digest: Uint8Array): number {
  const r = BigInt(`0x${toHex(digest.subarray(0, 7)).slice(0, 13)}`);
  const point = (CRASH_RETURN_HUNDREDTHS * TWO_POW_52) / (TWO_POW_52 - r);
  if (point < BigInt(CRASH_MIN_HUNDREDTHS)) return CRASH_MIN_HUNDREDTHS;
  if (point > BigInt(CRASH_MAX_HUNDREDTHS)) return CRASH_MAX_HUNDREDTHS;
  return Number(point);
}

/** A round's crash point from its revealed hash and the chain's salt (Web Crypto by default). */
export async function crashPointOf(
  hash: string,
  salt: string,
  hmac: HmacSha256 = webCryptoHmacSha256,
): Promise<number> {
  return crashPointFromDigest(await hmac(assertCrashHash(hash), salt));
}

export function crashPointOfSync(hash: string, salt: string, hmac: HmacSha256Sync): number {
  return crashPointFromDigest(hmac(assertCrashHash(hash), salt));
}

/**
 * The exact return of a cash-out target (in hundredths): target x P(crash >= target), as
 * numerator / denominator. P(crash >= c) = floor(97 x 2^52 / c) / 2^52 for 100 < c <= the cap.
 */
export function crashTargetRtp(targetHundredths: number): { numerator: bigint; denominator: bigint } {
  assertCrashTarget(targetHundredths);
  const c = BigInt(targetHundredths);
  const winning = (CRASH_RETURN_HUNDREDTHS * TWO_POW_52) / c;
  return { numerator: c * winning, denominator: 100n * TWO_POW_52 };
}

export function assertCrashTarget(targetHundredths: unknown, field = 'autoCashOut'): number {
  if (
    typeof targetHundredths !== 'number' ||
    !Number.isSafeInteger(targetHundredths) ||
    targetHundredths < CRASH_MIN_TARGET_HUNDREDTHS ||
    targetHundredths > CRASH_MAX_HUNDREDTHS
  ) {
    throw new FairplayError(
      'invalid_params',
      `${field} must be a whole number of hundredths from ${CRASH_MIN_TARGET_HUNDREDTHS} (x1.01) to ${CRASH_MAX_HUNDREDTHS}`,
      field,
    );
  }
  return targetHundredths;
}

/** The multiplier after `elapsedMs` of flight, in hundredths (x1.00 at take-off). */
export function crashMultiplierAt(elapsedMs: number): number {
  if (!(elapsedMs > 0)) return CRASH_MIN_HUNDREDTHS;
  const value = Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) + 1e-9);
  return Math.min(Math.max(value, CRASH_MIN_HUNDREDTHS), CRASH_MAX_HUNDREDTHS);
}

/** The first whole millisecond of flight at which the curve reaches `hundredths` (0 for x1.00). */
export function crashElapsedFor(hundredths: number): number {
  if (hundredths <= CRASH_MIN_HUNDREDTHS) return 0;
  let ms = Math.max(0, Math.floor(Math.log(hundredths / 100) / CRASH_GROWTH_PER_MS) - 2);
  while (crashMultiplierAt(ms) < hundredths) ms += 1;
  while (ms > 0 && crashMultiplierAt(ms - 1) >= hundredths) ms -= 1;
  return ms;
}

/** The payout of a cash-out at `hundredths`, floored to the minor unit. */
export function crashPayoutMinor(stakeMinor: bigint, hundredths: number): bigint {
  if (stakeMinor < 0n) throw new FairplayError('invalid_amount', 'the bet must not be negative');
  return (stakeMinor * BigInt(hundredths)) / 100n;
}

/** SHA-256 of a chain hash (its hex text), in hex: the next link towards the terminal hash. */
export type ChainSha256 = (hash: string) => Promise<string>;
export type ChainSha256Sync = (hash: string) => string;

export interface CrashRoundCheck {
  /** The crash point the hash and salt give, in hundredths. */
  readonly crashPoint: number;
  /** SHA-256 of the hash: the previous round's hash (the terminal hash for round 1). */
  readonly previousHash: string;
  /** Whether previousHash equals the one given; null when none was. */
  readonly previousHashMatches: boolean | null;
  /** Whether hashing `roundNumber` times reaches the given terminal hash; null when not asked. */
  readonly terminalHashMatches: boolean | null;
}

export interface CrashRoundInput {
  readonly hash: string;
  readonly salt: string;
  /** The previous round's revealed hash (or the terminal hash for round 1). */
  readonly previousHash?: string;
  /** The chain's published terminal hash, with the round's number in the chain. */
  readonly terminalHash?: string;
  readonly roundNumber?: number;
}

/** The most rounds a verifier walks to the terminal hash (a chain is at most this long). */
export const CRASH_CHAIN_MAX_LENGTH = 1_000_000;

/**
 * Verifies a crash round: its crash point from hash and salt, its link to the previous round,
 * and (when given the terminal hash and its number) its place in the published chain.
 */
export async function verifyCrashRound(
  input: CrashRoundInput,
  options: { hmac?: HmacSha256; sha256?: ChainSha256 } = {},
): Promise<CrashRoundCheck> {
  const hash = assertCrashHash(input.hash);
  const sha256 = options.sha256 ?? webCryptoSha256Hex;
  const crashPoint = await crashPointOf(hash, input.salt, options.hmac);
  const previousHash = await sha256(hash);
  let terminalHashMatches: boolean | null = null;
  if (input.terminalHash !== undefined && input.roundNumber !== undefined) {
    const steps = assertRoundNumber(input.roundNumber);
    let link = previousHash;
    for (let step = 1; step < steps; step += 1) link = await sha256(link);
    terminalHashMatches = link === assertCrashHash(input.terminalHash, 'terminalHash');
  }
  return {
    crashPoint,
    previousHash,
    previousHashMatches:
      input.previousHash === undefined ? null : assertCrashHash(input.previousHash, 'previousHash') === previousHash,
    terminalHashMatches,
  };
}

export function assertRoundNumber(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1 || value > CRASH_CHAIN_MAX_LENGTH) {
    throw new FairplayError(
      'invalid_params',
      `roundNumber must be a whole number from 1 to ${CRASH_CHAIN_MAX_LENGTH}`,
      'roundNumber',
    );
  }
  return value;
}

/** The hash `steps` links after `hash` (hash itself for 0). */
export function crashChainHashSync(hash: string, steps: number, sha256: ChainSha256Sync): string {
  let link = assertCrashHash(hash);
  for (let step = 0; step < steps; step += 1) link = sha256(link);
  return link;
}

/** Round n's hash in a chain of `length` from its seed: h(length - n). */
export function crashRoundHashSync(seed: string, length: number, roundNumber: number, sha256: ChainSha256Sync): string {
  if (roundNumber < 1 || roundNumber > length)
    throw new FairplayError('invalid_params', `round ${roundNumber} is outside a chain of ${length}`, 'roundNumber');
  return crashChainHashSync(seed, length - roundNumber, sha256);
}
