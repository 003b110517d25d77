import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resolveSlotGameRoundSync } from '../../node';
import { resolveSlotGameRound, verifySlotGameRound } from '../../verify';
import { compileGame } from './engine-compile';
import { isExactlyComputable, slotGameRtp } from './engine-rtp';
import { findSlotGame, SLOT_GAME_IDS, SLOT_GAMES } from './slot-catalogue';

const serverSeed = '6f1c2a9d4b7e8f0a1c3d5e7f9a0b2c4d6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a2b';
const clientSeed = 'reel-player';

/** The slots of the lobby (apps/server seed-data games.data.ts, category 'slot'), Lucky Orbit aside. */
const LOBBY_SLOTS = [
  'starfall-clusters',
  'neon-drift',
  'quasar-quest',
  'cyber-heist',
  'pearl-lagoon',
  'krakens-deep',
  'reef-riches',
  'jungle-bloom',
  'tiger-falls',
  'gold-rush-express',
  'desert-outlaws',
  'sands-of-anubis',
  'pharaohs-vault',
  'dragons-hoard',
  'valhalla-thunder',
  'olympus-sparks',
  'pumpkin-night',
  'lantern-festival',
  'fruit-fiesta',
  'triple-sevens',
  'sugar-cascade',
  'bubblegum-bonanza',
];

describe('the slot catalogue', () => {
  it('has a configuration for every slot of the lobby', () => {
    expect([...SLOT_GAME_IDS].sort()).toEqual([...LOBBY_SLOTS].sort());
    for (const config of SLOT_GAMES) expect(() => compileGame(config)).not.toThrow();
  });

  it('publishes the exact RTP, to the basis point, where it is computed', () => {
    for (const config of SLOT_GAMES.filter(isExactlyComputable)) {
      const report = slotGameRtp(config);
      expect(Math.round(report.rtp * 10_000), config.id).toBe(config.publishedRtpBasisPoints);
      if (config.bonusBuy)
        expect(Math.round((report.bonusBuyRtp ?? 0) * 10_000), config.id).toBe(config.bonusBuy.rtpBasisPoints);
    }
  });

  it('the lobby publishes the same figure as the configuration', () => {
    // The catalogue lives in the server app, which this package must not import: read its text.
    const lobby = readFileSync(
      new URL('../../../../../apps/server/src/modules/game/seed-data/games.data.ts', import.meta.url),
      'utf8',
    );
    for (const config of SLOT_GAMES) {
      const published = new RegExp(`identity: '${config.id}',(?:(?!identity:)[\\s\\S])*?rtpBasisPoints: (\\d+)`).exec(
        lobby,
      )?.[1];
      expect(Number(published), config.id).toBe(config.publishedRtpBasisPoints);
    }
  });

  it('keeps every published figure near the lobby band (94% to 97%)', () => {
    for (const config of SLOT_GAMES) {
      expect(config.publishedRtpBasisPoints, config.id).toBeGreaterThanOrEqual(9400);
      expect(config.publishedRtpBasisPoints, config.id).toBeLessThanOrEqual(9700);
    }
  });
});

describe('slot rounds from seeds', () => {
  it.each(SLOT_GAME_IDS)('%s: the same seeds give the same round, on both HMAC paths', async (game) => {
    const buys = findSlotGame(game)?.bonusBuy ? [false, true] : [false];
    for (const buy of buys) {
      for (let nonce = 0; nonce < 3; nonce += 1) {
        const input = { serverSeed, clientSeed, nonce, game, params: { buy } };
        const sync = resolveSlotGameRoundSync(input);
        expect(resolveSlotGameRoundSync(input)).toEqual(sync);
        expect(await resolveSlotGameRound(input)).toEqual(sync);
        expect(sync.multiplier).toEqual({ numerator: sync.outcome.totalWin, denominator: sync.outcome.paidUnits });
      }
    }
  });

  it('verify recomputes a round and checks the published hash', async () => {
    const input = { serverSeed, clientSeed, nonce: 7, game: 'sugar-cascade', params: { buy: true } };
    const played = resolveSlotGameRoundSync(input);
    const verified = await verifySlotGameRound({ ...input, serverSeedHash: 'ab'.repeat(32) });
    expect(verified.outcome).toEqual(played.outcome);
    expect(verified.serverSeedHashMatches).toBe(false);
    const matching = await verifySlotGameRound({ ...input, serverSeedHash: verified.serverSeedHash });
    expect(matching.serverSeedHashMatches).toBe(true);
  });

  it('refuses an unknown slot, and a bonus buy where the game sells none', () => {
    expect(() => resolveSlotGameRoundSync({ serverSeed, clientSeed, nonce: 0, game: 'lucky-orbit' })).toThrow(
      expect.objectContaining({ code: 'unknown_game' }),
    );
    expect(() =>
      resolveSlotGameRoundSync({ serverSeed, clientSeed, nonce: 0, game: 'fruit-fiesta', params: { buy: true } }),
    ).toThrow(expect.objectContaining({ code: 'invalid_params', field: 'params.buy' }));
  });

  it('a seeded simulation of an exact game lands within its confidence interval', () => {
    const config = findSlotGame('pumpkin-night');
    if (!config) throw new Error('no pumpkin-night');
    const rounds = 20_000;
    let sum = 0;
    let sumOfSquares = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const { outcome } = resolveSlotGameRoundSync({ serverSeed, clientSeed, nonce, game: config.id });
      const returned = outcome.totalWin / outcome.paidUnits;
      sum += returned;
      sumOfSquares += returned * returned;
    }
    const mean = sum / rounds;
    const standardError = Math.sqrt((sumOfSquares / rounds - mean * mean) / rounds);
    // Five standard errors: a fixed seed cannot flake; a wrong formula by a few points still fails.
    expect(Math.abs(mean - slotGameRtp(config).rtp)).toBeLessThan(5 * standardError);
  }, 30_000);
});
