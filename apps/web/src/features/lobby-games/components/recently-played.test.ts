import { describe, expect, it } from 'vitest';
import type { GameView, PlayedGameView } from '@casino/shared';
import { identitiesToLoad, mergeRecentlyPlayed } from './recently-played';
import type { PlayedGameRecord } from './played-games';

const game = (identity: string): GameView =>
  ({
    id: `id-${identity}`,
    identity,
    name: identity,
    provider: { id: 'p', identity: 'studio', name: 'Studio' },
    isFavorite: false,
  }) as unknown as GameView;
const played = (identity: string, at: string): PlayedGameView => ({ ...game(identity), lastPlayedAt: at, rounds: 3 });
const local = (identity: string, playedAt: number): PlayedGameRecord => ({
  profileId: 'p1',
  provider: 'Studio',
  game: identity,
  identity,
  playedAt,
});

describe('recently played', () => {
  const server = [played('dice', '2025-01-02T00:00:00Z'), played('mines', '2025-01-01T00:00:00Z')];

  it('merges server and device lists, each game once, newest first', () => {
    const merged = mergeRecentlyPlayed(
      server,
      [local('mines', Date.parse('2025-01-03T00:00:00Z')), local('plinko', Date.parse('2024-12-31T00:00:00Z'))],
      [game('plinko')],
    );
    expect(merged.map((entry) => entry.game.identity)).toEqual(['mines', 'dice', 'plinko']);
  });

  it('leaves out a device record whose game could not be loaded', () => {
    expect(mergeRecentlyPlayed([], [local('gone', 5)], []).length).toBe(0);
  });

  it('loads only the games the server list does not have', () => {
    expect(identitiesToLoad(server, [local('dice', 1), local('plinko', 2)])).toEqual(['plinko']);
  });
});
