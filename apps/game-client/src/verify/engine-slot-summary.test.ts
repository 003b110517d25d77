import { findSlotGame, type SlotGameOutcome } from '@casino/fairplay';
import { hashServerSeedSync, resolveSlotGameRoundSync } from '@casino/fairplay/node';
import { describe, expect, it } from 'vitest';
import { verifyLink, readVerifyQuery } from '../lib/verify-link';
import { recompute } from './verify-page';

/**
 * The verify page's engine-slot path: a round the studio played (the same engine, the server's
 * synchronous HMAC) is recomputed here through Web Crypto by the slot's identity, matched against
 * the published hash, and written out grid by grid.
 */
const SERVER_SEED = '3c4b1a0f9e8d7c6b5a4f3e2d1c0b9a8f7e6d5c4b3a2f1e0d9c8b7a6f5e4d3c2b';
const HASH = hashServerSeedSync(SERVER_SEED);

function findRound(
  game: string,
  wanted: (outcome: SlotGameOutcome) => boolean,
  params: { buy?: boolean } = {},
): { nonce: number; outcome: SlotGameOutcome } {
  for (let nonce = 0; nonce < 5000; nonce += 1) {
    const { outcome } = resolveSlotGameRoundSync({
      serverSeed: SERVER_SEED,
      clientSeed: 'verify-me',
      nonce,
      game,
      params,
    });
    if (wanted(outcome)) return { nonce, outcome };
  }
  throw new Error(`no round of ${game}`);
}

describe('verifying an engine slot round', () => {
  it('recomputes a cluster round with cascades from the link the game gives, matches the hash, and shows every drop', async () => {
    const { nonce, outcome } = findRound(
      'starfall-clusters',
      (candidate) => (candidate.spins[0]?.drops.length ?? 0) >= 3,
    );
    // The fairness panel's link, read back as the page reads it.
    const query = readVerifyQuery(
      new URL(
        verifyLink({
          serverSeed: SERVER_SEED,
          serverSeedHash: HASH,
          clientSeed: 'verify-me',
          nonce,
          game: 'starfall-clusters',
          params: { buy: false },
        }),
        'http://x',
      ).search,
    );
    expect(query.game).toBe('starfall-clusters');
    const { result, summary } = await recompute({
      serverSeed: query.serverSeed,
      clientSeed: query.clientSeed,
      nonce: Number(query.nonce),
      game: query.game,
      params: JSON.parse(query.params) as unknown,
      serverSeedHash: query.hash,
    });
    expect(result.serverSeedHashMatches).toBe(true);
    const text = summary.join('\n');
    const config = findSlotGame('starfall-clusters');
    expect(summary[0]).toMatch(/^Starfall Clusters: paid spin; total win/);
    // One grid and one cascade per drop, each grid 7 rows of 7 symbols.
    const drops = outcome.spins[0]?.drops ?? [];
    expect(text.match(/^ {2}Grid \(x1\):$/gm)).toHaveLength(1);
    expect(text.match(/^ {2}Cascade \d+ \(x\d+\):$/gm)).toHaveLength(drops.length - 1);
    const firstRow = summary[summary.indexOf('  Grid (x1):') + 1]?.trim().split(/\s+/);
    expect(firstRow).toEqual(drops[0]?.grid.map((column) => column[0]));
    expect(text).toMatch(/cluster of \d+ .+: \d+ units x2 = /);
    expect(summary.at(-1)).toBe(`Total: ${outcome.totalWin} units of ${config?.stakeUnits} paid`);
  });

  it('recomputes a bought hold and win respin by respin, and says when the hash does not match', async () => {
    const { nonce, outcome } = findRound('cyber-heist', () => true, { buy: true });
    const { result, summary } = await recompute({
      serverSeed: SERVER_SEED,
      clientSeed: 'verify-me',
      nonce,
      game: 'cyber-heist',
      params: { buy: true },
      serverSeedHash: 'ab'.repeat(32),
    });
    expect(result.serverSeedHashMatches).toBe(false);
    expect(summary[0]).toMatch(/^Cyber Heist: bonus buy \(50× stake\)/);
    const hold = outcome.holdAndWin;
    expect(summary).toContain(`Hold and win: ${hold?.startingCoins.length} coins to start`);
    expect(summary.filter((line) => /^ {2}Respin \d+:/.test(line))).toHaveLength(hold?.respins.length ?? -1);
  });

  it('refuses a bonus buy on a slot without one, and still verifies the originals by kind', async () => {
    await expect(
      recompute({
        serverSeed: SERVER_SEED,
        clientSeed: 'verify-me',
        nonce: 0,
        game: 'starfall-clusters',
        params: { buy: true },
      }),
    ).rejects.toThrow(/has no bonus buy/);
    const dice = await recompute({
      serverSeed: SERVER_SEED,
      clientSeed: 'verify-me',
      nonce: 0,
      game: 'dice',
      params: { target: 50.5, condition: 'over' },
    });
    expect(dice.summary[0]).toMatch(/^Roll \d+\.\d\d: (win|loss)$/);
  });
});
