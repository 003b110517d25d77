import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import {
  parsePlayedGames,
  PLAYED_GAMES_LIMIT,
  PLAYED_GAMES_PER_PROFILE,
  playedGamesOf,
  readPlayedGames,
  recordPlayedGame,
  withPlayedGame,
  type PlayedGameRecord,
} from './played-games';

const record = (profileId: string, identity: string, playedAt: number): PlayedGameRecord => ({
  profileId,
  provider: 'Orbit Originals',
  game: identity.toUpperCase(),
  identity,
  playedAt,
});

describe('played games list', () => {
  it('puts the newest launch first and keeps each game once per player', () => {
    let list = withPlayedGame([], record('p1', 'dice', 1));
    list = withPlayedGame(list, record('p1', 'mines', 2));
    list = withPlayedGame(list, record('p1', 'dice', 3));
    expect(list.map((entry) => `${entry.identity}@${entry.playedAt}`)).toEqual(['dice@3', 'mines@2']);
  });

  it('keeps players apart: the same game of another player stays', () => {
    const list = withPlayedGame([record('p2', 'dice', 1)], record('p1', 'dice', 2));
    expect(playedGamesOf(list, 'p1').map((entry) => entry.identity)).toEqual(['dice']);
    expect(playedGamesOf(list, 'p2').map((entry) => entry.playedAt)).toEqual([1]);
    expect(playedGamesOf(list, 'p3')).toEqual([]);
  });

  it('caps one player at the per-profile limit, dropping their oldest, and leaves others alone', () => {
    let list = [record('other', 'keep-me', 0)];
    for (let index = 0; index < PLAYED_GAMES_PER_PROFILE + 5; index += 1)
      list = withPlayedGame(list, record('p1', `game-${index}`, index + 1));
    const mine = playedGamesOf(list, 'p1');
    expect(mine).toHaveLength(PLAYED_GAMES_PER_PROFILE);
    expect(mine[0]?.identity).toBe(`game-${PLAYED_GAMES_PER_PROFILE + 4}`);
    expect(mine.some((entry) => entry.identity === 'game-0')).toBe(false);
    expect(playedGamesOf(list, 'other')).toHaveLength(1);
  });

  it('caps the whole list however many players share the browser', () => {
    let list: PlayedGameRecord[] = [];
    for (let index = 0; index < PLAYED_GAMES_LIMIT + 10; index += 1)
      list = withPlayedGame(list, record(`p${index}`, 'dice', index));
    expect(list).toHaveLength(PLAYED_GAMES_LIMIT);
    expect(list[0]?.profileId).toBe(`p${PLAYED_GAMES_LIMIT + 9}`);
  });

  it('reads anything broken as an empty list and skips malformed entries', () => {
    expect(parsePlayedGames(null)).toEqual([]);
    expect(parsePlayedGames('{not json')).toEqual([]);
    expect(parsePlayedGames('{"a":1}')).toEqual([]);
    expect(parsePlayedGames(JSON.stringify([record('p1', 'dice', 1), { profileId: 'p1' }]))).toEqual([
      record('p1', 'dice', 1),
    ]);
  });
});

describe('played games storage', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('records launches under the played-games key and reads them back per player', () => {
    recordPlayedGame({ profileId: 'p1', provider: 'Orbit Originals', game: 'Orbit Dice', identity: 'orbit-dice' }, 10);
    recordPlayedGame({ profileId: 'p2', provider: 'Nebula Forge', game: 'Neon Drift', identity: 'neon-drift' }, 20);
    recordPlayedGame(
      { profileId: 'p1', provider: 'Orbit Originals', game: 'Orbit Mines', identity: 'orbit-mines' },
      30,
    );
    expect(stored.has(STORAGE_KEYS.playedGames)).toBe(true);
    expect(readPlayedGames('p1').map((entry) => entry.game)).toEqual(['Orbit Mines', 'Orbit Dice']);
    expect(readPlayedGames('p2')).toEqual([
      { profileId: 'p2', provider: 'Nebula Forge', game: 'Neon Drift', identity: 'neon-drift', playedAt: 20 },
    ]);
  });

  it('reads nothing once the session has removed the key at logout', () => {
    recordPlayedGame({ profileId: 'p1', provider: 'Orbit Originals', game: 'Orbit Dice', identity: 'orbit-dice' }, 10);
    stored.delete(STORAGE_KEYS.playedGames);
    expect(readPlayedGames('p1')).toEqual([]);
  });
});
