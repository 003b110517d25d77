import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isFairplayError } from '../errors';
import { createNodeFloatReader, hashServerSeedSync, nodeHmacSha256 } from '../node';
import { generateClientSeed, generateServerSeed, hashServerSeed } from '../seeds';
import { createFloatReader, floatAt, floatsFromBytes } from './floats';
import { webCryptoHmacSha256 } from './hmac';
import { createStreamReader, generateFloats, runWithFloats } from './stream';

/** The public algorithm written out plainly, independently of the package's code. */
function referenceFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < count * 4; round += 1) {
    bytes.push(...createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest());
  }
  const floats: number[] = [];
  for (let i = 0; i < count; i += 1) {
    floats.push(bytes.slice(i * 4, i * 4 + 4).reduce((sum, byte, j) => sum + byte / 256 ** (j + 1), 0));
  }
  return floats;
}

const SERVER_SEED = 'c5e7146c5863d7d647c93ffe7d4ec13fffbb7311108fab0c067d97bcc2b32d55';
const seeds = { serverSeed: SERVER_SEED, clientSeed: 'LuckyClientSeed777', nonce: 2 };

describe('floats from bytes', () => {
  it('is b0/256 + b1/256^2 + b2/256^3 + b3/256^4, exactly', () => {
    const bytes = Uint8Array.from([137, 90, 202, 182, 0, 0, 0, 0, 255, 255, 255, 255]);
    expect(floatAt(bytes, 0)).toBe(137 / 256 + 90 / 256 ** 2 + 202 / 256 ** 3 + 182 / 256 ** 4);
    expect(floatsFromBytes(bytes)).toEqual([floatAt(bytes, 0), 0, 1 - 2 ** -32]);
  });

  it('stays below 1 for the largest bytes', () => {
    expect(floatAt(Uint8Array.from([255, 255, 255, 255]), 0)).toBeLessThan(1);
  });

  it('a fixed reader refuses to read past its floats', () => {
    const reader = createFloatReader([0.25]);
    expect(reader.next()).toBe(0.25);
    expect(reader.consumed).toBe(1);
    expect(() => reader.next()).toThrow(expect.objectContaining({ code: 'floats_exhausted' }));
  });
});

describe('the byte stream', () => {
  it('reproduces the bytes a third-party verifier publishes for these seeds', async () => {
    // Published worked example: server seed c5e7..., client seed LuckyClientSeed777, nonce 2 gives
    // the bytes 137, 90, 202, 182, i.e. the float 0.5365416235...
    const [first] = await generateFloats(seeds, 1);
    expect(first).toBeCloseTo(0.5365416235, 9);
  });

  it('matches an independent implementation, across block boundaries, on both HMAC paths', async () => {
    for (const nonce of [0, 1, 42, 1_000_000]) {
      const round = { ...seeds, nonce, clientSeed: `client-${nonce}` };
      const expected = referenceFloats(round.serverSeed, round.clientSeed, nonce, 20);
      expect(await generateFloats(round, 20)).toEqual(expected);
      const reader = createNodeFloatReader(round);
      expect(Array.from({ length: 20 }, () => reader.next())).toEqual(expected);
      expect(reader.consumed).toBe(20);
    }
  });

  it('Web Crypto and node:crypto give the same HMAC', async () => {
    expect(await webCryptoHmacSha256('key', 'message')).toEqual(new Uint8Array(nodeHmacSha256('key', 'message')));
  });

  it('computes HMAC blocks only when the game reaches them', () => {
    const messages: string[] = [];
    const reader = createStreamReader(seeds, (key, message) => (messages.push(message), nodeHmacSha256(key, message)));
    for (let i = 0; i < 9; i += 1) reader.next();
    expect(messages).toEqual(['LuckyClientSeed777:2:0', 'LuckyClientSeed777:2:1']);
  });

  it('runWithFloats fetches more floats when a game needs more than its first guess', async () => {
    let runs = 0;
    const floats = await runWithFloats(
      seeds,
      (reader) => ((runs += 1), Array.from({ length: 30 }, () => reader.next())),
      { initialFloats: 4 },
    );
    expect(floats).toEqual(referenceFloats(SERVER_SEED, seeds.clientSeed, seeds.nonce, 30));
    expect(runs).toBe(4); // 4, 8 and 16 floats fall short; 32 suffice
  });

  it('runWithFloats lets other errors through', async () => {
    await expect(
      runWithFloats(seeds, () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
  });
});

describe('seeds', () => {
  it('a server seed is 32 random bytes as hex, a fresh one each time', () => {
    const seed = generateServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(seed);
    expect(generateClientSeed()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('the published hash is sha256 of the seed string, on both paths', async () => {
    const expected = createHash('sha256').update(SERVER_SEED).digest('hex');
    expect(await hashServerSeed(SERVER_SEED)).toBe(expected);
    expect(hashServerSeedSync(SERVER_SEED)).toBe(expected);
  });

  it.each([
    [{ ...seeds, serverSeed: 'abc' }, 'invalid_server_seed'],
    [{ ...seeds, serverSeed: SERVER_SEED.toUpperCase() }, 'invalid_server_seed'],
    [{ ...seeds, clientSeed: '' }, 'invalid_client_seed'],
    [{ ...seeds, clientSeed: 'x'.repeat(65) }, 'invalid_client_seed'],
    [{ ...seeds, clientSeed: 'tab\there' }, 'invalid_client_seed'],
    [{ ...seeds, nonce: -1 }, 'invalid_nonce'],
    [{ ...seeds, nonce: 1.5 }, 'invalid_nonce'],
  ])('refuses bad seeds %#', async (bad, code) => {
    expect(() => createNodeFloatReader(bad)).toThrow(expect.objectContaining({ code }));
    const error: unknown = await generateFloats(bad, 1).catch((caught: unknown) => caught);
    expect(isFairplayError(error, code as never)).toBe(true);
  });
});
