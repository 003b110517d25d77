import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nodeHmacSha256 } from '../../node';
import {
  CRASH_MAX_HUNDREDTHS,
  crashChainHashSync,
  crashElapsedFor,
  crashMultiplierAt,
  crashPayoutMinor,
  crashPointFromDigest,
  crashPointOf,
  crashPointOfSync,
  crashRoundHashSync,
  crashTargetRtp,
  verifyCrashRound,
} from './crash';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const SEED = 'a'.repeat(64);
const SALT = 'orbit-originals:comet-crash:chain-1';

/** A digest whose first 52 bits are r. */
function digestOf(r: bigint): Uint8Array {
  const bytes = new Uint8Array(32);
  const hex = (r << 4n).toString(16).padStart(14, '0');
  for (let index = 0; index < 7; index += 1) bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

describe('crash hash chain', () => {
  it('walks the chain backwards: each round hash is the SHA-256 preimage of the one before, and n hashes reach the terminal', () => {
    const length = 50;
    const terminal = crashChainHashSync(SEED, length, sha256);
    const round1 = crashRoundHashSync(SEED, length, 1, sha256);
    const round2 = crashRoundHashSync(SEED, length, 2, sha256);
    expect(sha256(round1)).toBe(terminal);
    expect(sha256(round2)).toBe(round1);
    expect(crashRoundHashSync(SEED, length, length, sha256)).toBe(SEED);
    expect(crashChainHashSync(round2, 2, sha256)).toBe(terminal);
    expect(() => crashRoundHashSync(SEED, length, 51, sha256)).toThrow();
  });

  it('verifies a round from its hash: crash point, link to the previous round and to the terminal hash', async () => {
    const length = 20;
    const terminal = crashChainHashSync(SEED, length, sha256);
    const hash = crashRoundHashSync(SEED, length, 7, sha256);
    const previous = crashRoundHashSync(SEED, length, 6, sha256);
    const check = await verifyCrashRound({
      hash,
      salt: SALT,
      previousHash: previous,
      terminalHash: terminal,
      roundNumber: 7,
    });
    expect(check).toEqual({
      crashPoint: crashPointOfSync(hash, SALT, nodeHmacSha256),
      previousHash: previous,
      previousHashMatches: true,
      terminalHashMatches: true,
    });
    // A forged hash or a wrong place in the chain is caught.
    const forged = await verifyCrashRound({
      hash: 'b'.repeat(64),
      salt: SALT,
      previousHash: previous,
      terminalHash: terminal,
      roundNumber: 7,
    });
    expect(forged).toMatchObject({ previousHashMatches: false, terminalHashMatches: false });
    expect(
      (await verifyCrashRound({ hash, salt: SALT, terminalHash: terminal, roundNumber: 6 })).terminalHashMatches,
    ).toBe(false);
    await expect(verifyCrashRound({ hash: 'xyz', salt: SALT })).rejects.toMatchObject({ code: 'invalid_server_seed' });
  });

  it('gives the same crash point through Web Crypto and node:crypto, and a different one for another salt', async () => {
    const hash = crashRoundHashSync(SEED, 10, 3, sha256);
    expect(await crashPointOf(hash, SALT)).toBe(crashPointOfSync(hash, SALT, nodeHmacSha256));
    const others = await Promise.all(['a', 'b', 'c', 'd'].map((salt) => crashPointOf(hash, salt)));
    expect(new Set(others).size).toBeGreaterThan(1);
  });
});

describe('crash point', () => {
  it('is floor(97 x 2^52 / (2^52 - r)) hundredths, at least x1.00 and at most x1 000 000', () => {
    const two52 = 2n ** 52n;
    expect(crashPointFromDigest(digestOf(0n))).toBe(100); // 0.97 -> x1.00: an instant crash
    expect(crashPointFromDigest(digestOf(two52 / 2n))).toBe(194); // 97 x 2 = 194
    expect(crashPointFromDigest(digestOf((two52 * 3n) / 4n))).toBe(388);
    expect(crashPointFromDigest(digestOf(two52 - 1n))).toBe(CRASH_MAX_HUNDREDTHS);
    // Below x1.01 the round crashes at x1.00 at once (1 - 97/101 = 3.96% of rounds).
    const firstAbove = two52 - (97n * two52) / 100n;
    expect(crashPointFromDigest(digestOf(firstAbove - 1n))).toBe(100);
    expect(crashPointFromDigest(digestOf(firstAbove))).toBe(100);
    expect(crashPointFromDigest(digestOf(firstAbove + 1n))).toBe(100);
  });

  it('returns exactly 97% (to 2^-52) for every cash-out target: the house edge is 3%', () => {
    for (const target of [101, 110, 150, 200, 247, 1_000, 10_000, 1_000_000, CRASH_MAX_HUNDREDTHS]) {
      const { numerator, denominator } = crashTargetRtp(target);
      expect(numerator * 100n <= 97n * denominator).toBe(true);
      // 0.97 - rtp < target / (100 x 2^52)
      expect((97n * denominator - numerator * 100n) * 100n * 2n ** 52n < BigInt(target) * 100n * denominator).toBe(
        true,
      );
    }
    expect(() => crashTargetRtp(100)).toThrow();
  });

  it('follows the published distribution over 200 000 chained rounds (P(crash >= 2) = 48.5%, instant crash 1 - 97/101 = 3.96%)', () => {
    let link = SEED;
    let atLeastTwo = 0;
    let instant = 0;
    let returned = 0;
    const rounds = 200_000;
    for (let index = 0; index < rounds; index += 1) {
      link = sha256(link);
      const point = crashPointOfSync(link, SALT, nodeHmacSha256);
      if (point >= 200) atLeastTwo += 1;
      if (point === 100) instant += 1;
      if (point >= 150) returned += 1.5;
    }
    // Binomial standard errors: about 0.11% and 0.04%; five of them either side.
    expect(Math.abs(atLeastTwo / rounds - 0.485)).toBeLessThan(0.0056);
    expect(Math.abs(instant / rounds - (1 - 97 / 101))).toBeLessThan(0.0025);
    expect(Math.abs(returned / rounds - 0.97)).toBeLessThan(0.011);
  });
});

describe('crash curve', () => {
  it('rises from x1.00 as e^(0.00006 t), in whole hundredths', () => {
    expect(crashMultiplierAt(0)).toBe(100);
    expect(crashMultiplierAt(-5)).toBe(100);
    expect(crashMultiplierAt(1_000)).toBe(106);
    expect(crashMultiplierAt(11_553)).toBe(200);
    expect(crashMultiplierAt(11_552)).toBe(199);
    for (let ms = 0; ms < 60_000; ms += 97)
      expect(crashMultiplierAt(ms + 97)).toBeGreaterThanOrEqual(crashMultiplierAt(ms));
  });

  it('reaches a crash point first at crashElapsedFor: never above it before', () => {
    for (const point of [100, 101, 150, 200, 1_234, 100_000, CRASH_MAX_HUNDREDTHS]) {
      const at = crashElapsedFor(point);
      expect(crashMultiplierAt(at)).toBeGreaterThanOrEqual(point);
      if (at > 0) expect(crashMultiplierAt(at - 1)).toBeLessThan(point);
    }
    expect(crashElapsedFor(100)).toBe(0);
  });

  it('pays stake x multiplier floored to the minor unit', () => {
    expect(crashPayoutMinor(1_000n, 153)).toBe(1_530n);
    expect(crashPayoutMinor(333n, 101)).toBe(336n);
    expect(crashPayoutMinor(10n, 100_000_000)).toBe(10_000_000n);
  });
});
