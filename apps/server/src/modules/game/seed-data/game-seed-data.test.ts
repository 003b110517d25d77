import { describe, expect, it } from 'vitest';
import { GAME_FEATURES } from '@casino/shared';
import { GAME_THEMES } from '../game-art';
import { gameCollectionSeeds } from './game-collections.data';
import { gameProviderSeeds } from './game-providers.data';
import { gameSeeds } from './games.data';

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('the seeded lobby', () => {
  it('has unique lowercase identities and only known studios, themes and features', () => {
    for (const rows of [gameSeeds, gameProviderSeeds, gameCollectionSeeds]) {
      const identities = rows.map((row) => row.identity);
      expect(new Set(identities).size).toBe(identities.length);
      expect(identities.every((identity) => slug.test(identity) && identity.length <= 64)).toBe(true);
    }
    const studios = new Set(gameProviderSeeds.map((studio) => studio.identity));
    for (const game of gameSeeds) {
      expect(studios.has(game.provider), game.identity).toBe(true);
      expect(GAME_THEMES, game.identity).toContain(game.theme);
      expect(
        game.features.every((feature) => (GAME_FEATURES as readonly string[]).includes(feature)),
        game.identity,
      ).toBe(true);
      expect(game.rtpBasisPoints, game.identity).toBeGreaterThan(9000);
      expect(game.rtpBasisPoints, game.identity).toBeLessThan(10_000);
      expect(Number.isNaN(Date.parse(game.releasedAt)), game.identity).toBe(false);
    }
  });

  it('has at least 30 games and the six in-house games the provider implements', () => {
    expect(gameSeeds.length).toBeGreaterThanOrEqual(30);
    const inhouse = gameProviderSeeds
      .filter((studio) => studio.integration === 'inhouse')
      .map((studio) => studio.identity);
    expect(inhouse).toEqual(['orbit-originals']);
    const originals = gameSeeds.filter((game) => game.provider === 'orbit-originals');
    expect(originals.every((game) => game.features.includes('provably-fair'))).toBe(true);
    expect(originals.map((game) => game.theme).sort()).toEqual([
      'cards',
      'cards',
      'crash',
      'crash',
      'dice',
      'gems',
      'numbers',
      'plinko',
      'roulette',
      'space',
    ]);
  });

  it('fills every collection with known games, once each', () => {
    const games = new Set(gameSeeds.map((game) => game.identity));
    for (const collection of gameCollectionSeeds) {
      expect(collection.games.length, collection.identity).toBeGreaterThan(0);
      expect(new Set(collection.games).size, collection.identity).toBe(collection.games.length);
      expect(
        collection.games.filter((game) => !games.has(game)),
        collection.identity,
      ).toEqual([]);
    }
    expect(gameCollectionSeeds.map((collection) => collection.identity)).toEqual(
      expect.arrayContaining(['popular', 'new', 'slots', 'table', 'instant', 'crash', 'brazil-picks']),
    );
  });
});
