import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAME_KINDS, type GameKind } from './games/registry';
import { resolveRoundSync, verifyRoundSync } from './node';
import { resolveRound, verifyRound } from './verify';

const serverSeed = '6f1c2a9d4b7e8f0a1c3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a2b';
const clientSeed = 'orbit-player';
const PARAMS: Readonly<Record<GameKind, unknown>> = {
  dice: { target: 49.5, condition: 'under' },
  limbo: { target: 1.5 },
  mines: { mines: 5 },
  plinko: { rows: 16, risk: 'high' },
  slot: {},
  roulette: {
    bets: [
      { type: 'red', amount: 100 },
      { type: 'straight', numbers: [7], amount: 10 },
    ],
  },
  blackjack: {},
  keno: { picks: [3, 11, 17, 25, 40] },
  hilo: {},
  baccarat: {
    bets: [
      { type: 'banker', amount: 100 },
      { type: 'tie', amount: 10 },
    ],
  },
  'video-poker': {},
  scratch: {},
};

/** Floats by the public algorithm, written independently of the package. */
function publicFloats(nonce: number, count: number): number[] {
  const bytes: number[] = [];
  for (let round = 0; bytes.length < count * 4; round += 1) {
    bytes.push(...createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest());
  }
  return Array.from({ length: count }, (_, i) =>
    bytes.slice(i * 4, i * 4 + 4).reduce((sum, byte, j) => sum + byte / 256 ** (j + 1), 0),
  );
}

describe('resolving a round', () => {
  it.each(GAME_KINDS)('%s: the Web Crypto path and the node:crypto path agree', async (game) => {
    for (let nonce = 0; nonce < 20; nonce += 1) {
      const input = { serverSeed, clientSeed, nonce, game, params: PARAMS[game] };
      expect(await resolveRound(input)).toEqual(resolveRoundSync(input));
    }
  });

  it('an independent implementation of the public mappings reproduces every outcome', () => {
    for (let nonce = 0; nonce < 300; nonce += 1) {
      const round = <G extends GameKind>(game: G) =>
        resolveRoundSync({ serverSeed, clientSeed, nonce, game, params: PARAMS[game] });
      const [f] = publicFloats(nonce, 1) as [number];
      expect(round('dice').outcome.roll).toBe(Math.floor(f * 10001) / 100);
      expect(round('limbo').outcome.crashPoint).toBe(Math.max(1, Math.floor((1e8 / (f * 1e8)) * 0.99 * 100) / 100));
      expect(round('roulette').outcome.pocket).toBe(Math.floor(f * 37));
      const rights = publicFloats(nonce, 16).filter((float) => Math.floor(float * 2) === 1).length;
      expect(round('plinko').outcome.bucket).toBe(rights);
      const tiles = Array.from({ length: 25 }, (_, i) => i);
      const mines = publicFloats(nonce, 5).map((float, i) => tiles.splice(Math.floor(float * (25 - i)), 1)[0]);
      expect(round('mines').outcome.minePositions).toEqual(mines);
      expect(round('slot').outcome.spins[0]?.stops).toEqual(
        publicFloats(nonce, 5).map((float) => Math.floor(float * 32)),
      );
    }
  });

  it('replays a mines round from its actions, and reports whether it is over', () => {
    const base = { serverSeed, clientSeed, nonce: 3, game: 'mines' as const, params: { mines: 1 } };
    const mine = resolveRoundSync(base).outcome.minePositions[0] ?? 0;
    const safe = (mine + 1) % 25;
    const active = resolveRoundSync({ ...base, actions: [{ type: 'reveal', tile: safe }] });
    expect(active).toMatchObject({ finished: false, multiplier: { numerator: 10_312 } });
    const cashed = resolveRoundSync({ ...base, actions: [{ type: 'reveal', tile: safe }, { type: 'cashout' }] });
    expect(cashed).toMatchObject({ finished: true, multiplier: { numerator: 10_312 } });
    const busted = resolveRoundSync({ ...base, actions: [{ type: 'reveal', tile: mine }] });
    expect(busted).toMatchObject({ finished: true, multiplier: { numerator: 0 }, outcome: { status: 'busted' } });
  });

  it('refuses an unknown game, bad params and actions for a single-step game', async () => {
    const base = { serverSeed, clientSeed, nonce: 0 };
    await expect(resolveRound({ ...base, game: 'poker' as GameKind, params: {} })).rejects.toMatchObject({
      code: 'unknown_game',
    });
    expect(() => resolveRoundSync({ ...base, game: 'dice', params: { target: 101, condition: 'over' } })).toThrow(
      expect.objectContaining({ code: 'dice_target_out_of_range' }),
    );
    expect(() =>
      resolveRoundSync({ ...base, game: 'dice', params: PARAMS.dice, actions: [{ type: 'cashout' }] }),
    ).toThrow(expect.objectContaining({ code: 'invalid_action' }));
  });
});

describe('verifying a round', () => {
  const hash = createHash('sha256').update(serverSeed).digest('hex');
  const input = { serverSeed, clientSeed, nonce: 7, game: 'dice' as const, params: PARAMS.dice };

  it('checks the revealed seed against the hash shown before play', async () => {
    expect(await verifyRound({ ...input, serverSeedHash: hash })).toMatchObject({
      serverSeedHash: hash,
      serverSeedHashMatches: true,
    });
    expect(await verifyRound({ ...input, serverSeedHash: 'f'.repeat(64) })).toMatchObject({
      serverSeedHashMatches: false,
    });
    expect(verifyRoundSync(input)).toMatchObject({ serverSeedHash: hash, serverSeedHashMatches: null });
  });
});

describe('the browser entry', () => {
  it('never reaches a Node built-in module', () => {
    const root = dirname(fileURLToPath(import.meta.url));
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, 'utf8');
      for (const [, specifier = ''] of source.matchAll(/from '([^']+)'/g)) {
        expect(specifier, `${file} imports ${specifier}`).not.toMatch(/^node:|^(crypto|fs|path|buffer)$/);
        if (specifier.startsWith('.')) visit(resolve(dirname(file), `${specifier}.ts`));
      }
    };
    visit(resolve(root, 'index.ts'));
    expect(seen.size).toBeGreaterThan(15);
  });
});
