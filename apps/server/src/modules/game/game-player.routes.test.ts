import type { InjectOptions } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  GameRoundStatus,
  RECENT_SEARCHES_LIMIT,
  type GameView,
  type PageMeta,
  type PlayedGameView,
  type RecentSearchView,
  type SpinView,
  type WinnerView,
} from '@casino/shared';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { gameRounds, games } from './game.table';
import { GameService } from './game.service';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();

const inject = (options: InjectOptions) => testApp.app.inject(options);

interface List<Item> {
  data: Item[];
  meta: PageMeta;
}

async function list<Item>(url: string, player?: RegisteredPlayer): Promise<List<Item>> {
  const response = await inject({ method: 'GET', url, headers: player ? bearer(player.accessToken) : {} });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<List<Item>>();
}

const favorite = (method: 'POST' | 'DELETE', game: string, player?: RegisteredPlayer) =>
  inject({ method, url: `/api/game/games/${game}/favorite`, headers: player ? bearer(player.accessToken) : {} });

async function gameIdOf(identity: string): Promise<{ id: string; providerId: string }> {
  const [row] = await testApp.app.database.db
    .select({ id: games.id, providerId: games.providerId })
    .from(games)
    .where(eq(games.identity, identity));
  if (!row) throw new Error(`no game ${identity}`);
  return row;
}

describe('player-only endpoints', () => {
  it('answer 401 to guests and to a bearer that is not a valid session', async () => {
    const requests: { method: 'GET' | 'POST' | 'DELETE'; url: string }[] = [
      { method: 'GET', url: '/api/game/games/favorites' },
      { method: 'POST', url: '/api/game/games/orbit-dice/favorite' },
      { method: 'DELETE', url: '/api/game/games/orbit-dice/favorite' },
      { method: 'GET', url: '/api/game/games/played' },
      { method: 'GET', url: '/api/game/search/recent' },
      { method: 'DELETE', url: '/api/game/search/recent' },
      { method: 'GET', url: '/api/game/spins' },
      { method: 'GET', url: '/api/game/bets' },
    ];
    for (const request of requests) {
      const response = await inject(request);
      expect(response.statusCode, request.url).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
    // The lobby is open to guests, but a bearer that was sent must be a live session.
    expect((await inject({ method: 'GET', url: '/api/game/games' })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url: '/api/game/games', headers: bearer('not-a-token') })).statusCode).toBe(
      401,
    );
  });
});

describe('favourites', () => {
  it('adds and removes idempotently, per player, and marks the tiles', async () => {
    const [alice, bob] = await Promise.all([registerPlayer(testApp.app), registerPlayer(testApp.app)]);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const added = await favorite('POST', 'Orbit-Mines', alice);
      expect(added.statusCode).toBe(200);
      expect(added.json()).toMatchObject({ identity: 'orbit-mines', isFavorite: true });
    }
    await favorite('POST', 'lucky-orbit', alice);
    expect((await list<GameView>('/api/game/games/favorites', alice)).data.map((game) => game.identity)).toEqual([
      'lucky-orbit',
      'orbit-mines',
    ]);
    expect((await list<GameView>('/api/game/games/favorites', bob)).data).toEqual([]);
    const tiles = await list<GameView>('/api/game/games?collection=originals', alice);
    expect(
      tiles.data
        .filter((game) => game.isFavorite)
        .map((game) => game.identity)
        .sort(),
    ).toEqual(['lucky-orbit', 'orbit-mines']);
    expect(
      (await list<GameView>('/api/game/games?collection=originals', bob)).data.some((game) => game.isFavorite),
    ).toBe(false);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const removed = await favorite('DELETE', 'orbit-mines', alice);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({ isFavorite: false });
    }
    // Bob removing a game he never favourited touches nothing of Alice's.
    await favorite('DELETE', 'lucky-orbit', bob);
    const after = await list<GameView>('/api/game/games/favorites', alice);
    expect(after).toMatchObject({
      data: [{ identity: 'lucky-orbit' }],
      meta: { page: 1, totalRows: 1, totalPages: 1 },
    });
    expect((await favorite('POST', 'no-such-game', alice)).statusCode).toBe(404);
    expect((await favorite('POST', 'bad_id!', alice)).statusCode).toBe(400);
  });
});

describe('search and recent searches', () => {
  const search = (q: string, player?: RegisteredPlayer) =>
    list<GameView>(`/api/game/games/search?q=${encodeURIComponent(q)}`, player);
  const recent = async (player: RegisteredPlayer) =>
    (await list<RecentSearchView>('/api/game/search/recent', player)).data.map((entry) => entry.query);

  it('finds games by name, names that start with the text first', async () => {
    const { data } = await search('  orbit ');
    expect(data[0]?.name.toLowerCase().startsWith('orbit')).toBe(true);
    expect(data.every((game) => game.name.toLowerCase().includes('orbit'))).toBe(true);
    expect(data.map((game) => game.identity)).toContain('lucky-orbit');
  });

  it("keeps a player's last 10 distinct searches, newest first, and forgets them on request", async () => {
    const player = await registerPlayer(testApp.app);
    await search('dragon');
    expect(await recent(player)).toEqual([]);
    await search('Dragon', player);
    await search('plinko', player);
    await search('  DRAGON  ', player);
    expect(await recent(player)).toEqual(['DRAGON', 'plinko']);

    const queries = Array.from({ length: RECENT_SEARCHES_LIMIT + 2 }, (_, index) => `query ${index}`);
    for (const query of queries) await search(query, player);
    expect(await recent(player)).toEqual(queries.slice(-RECENT_SEARCHES_LIMIT).reverse());

    const other = await registerPlayer(testApp.app);
    expect(await recent(other)).toEqual([]);
    const one = await inject({
      method: 'DELETE',
      url: '/api/game/search/recent?query=QUERY%2011',
      headers: bearer(player.accessToken),
    });
    expect(one.statusCode).toBe(204);
    expect(await recent(player)).not.toContain('query 11');
    expect(await recent(player)).toHaveLength(RECENT_SEARCHES_LIMIT - 1);
    expect(
      (await inject({ method: 'DELETE', url: '/api/game/search/recent', headers: bearer(player.accessToken) }))
        .statusCode,
    ).toBe(204);
    expect(await recent(player)).toEqual([]);
  });
});

describe('played games, spins and bets', () => {
  it('lists what the provider recorded as played, most recent first', async () => {
    const player = await registerPlayer(testApp.app);
    const service = new GameService(testApp.app.database.db, {
      countryOf: async () => null,
      nameSourceOf: async () => ({}),
    });
    const dice = await gameIdOf('orbit-dice');
    const mines = await gameIdOf('orbit-mines');
    // PGlite's clock ticks in milliseconds: plays a moment apart, so "most recent" is not a tie.
    const aMomentLater = () => new Promise((resolve) => setTimeout(resolve, 5));
    await service.recordPlay(testApp.app.database.db, player.profile.id, dice.id);
    await aMomentLater();
    await service.recordPlay(testApp.app.database.db, player.profile.id, mines.id);
    await aMomentLater();
    await testApp.app.database.db.transaction((tx) => service.recordPlay(tx, player.profile.id, dice.id));
    const played = await list<PlayedGameView>('/api/game/games/played', player);
    expect(played.data.map((game) => [game.identity, game.rounds])).toEqual([
      ['orbit-dice', 2],
      ['orbit-mines', 1],
    ]);
    expect(played.meta.totalRows).toBe(2);
    expect((await list<PlayedGameView>('/api/game/games/played', await registerPlayer(testApp.app))).data).toEqual([]);
  });

  it("pages the player's own rounds and answers bets in the list shape", async () => {
    const [player, other] = await Promise.all([registerPlayer(testApp.app), registerPlayer(testApp.app)]);
    const dice = await gameIdOf('orbit-dice');
    await testApp.app.database.db
      .insert(gameRounds)
      .values([
        ...Array.from({ length: 3 }, (_, index) => roundOf(player, dice, 100n, BigInt(index * 50))),
        roundOf(other, dice, 100n, 0n),
      ]);
    const page = await list<SpinView>('/api/game/spins?perPage=2', player);
    expect(page.meta).toEqual({ page: 1, perPage: 2, totalRows: 3, totalPages: 2 });
    expect(page.data[0]).toMatchObject({
      game: { identity: 'orbit-dice', providerName: 'Orbit Originals' },
      currency: 'EUR',
      bet: 100,
      isDemo: false,
    });
    expect((await list<SpinView>('/api/game/spins?page=2&perPage=2', player)).data).toHaveLength(1);
    expect(await list('/api/game/bets', player)).toEqual({
      data: [],
      meta: { page: 1, perPage: 20, totalRows: 0, totalPages: 0 },
    });
    expect((await list('/api/game/bets?isSettled=false&page=2', player)).meta).toMatchObject({ page: 2 });
    for (const url of ['/api/game/spins?perPage=10000', '/api/game/spins?page=0', '/api/game/bets?isSettled=maybe']) {
      expect((await inject({ method: 'GET', url, headers: bearer(player.accessToken) })).statusCode, url).toBe(400);
    }
  });
});

let roundNumber = 0;
function roundOf(
  player: RegisteredPlayer,
  game: { id: string; providerId: string },
  bet: bigint,
  win: bigint,
  overrides: Partial<typeof gameRounds.$inferInsert> = {},
) {
  roundNumber += 1;
  return {
    playerId: player.profile.id,
    gameId: game.id,
    providerId: game.providerId,
    providerRoundId: `test-round-${roundNumber}-${Date.now()}`,
    currency: 'EUR',
    bet,
    win,
    status: GameRoundStatus.Settled,
    ...overrides,
  };
}

describe('winners', () => {
  it('shows the latest real-money big wins with masked names, never demo or small wins', async () => {
    const named = await registerPlayer(testApp.app, { nickname: 'quasar_fan' });
    const unnamed = await registerPlayer(testApp.app, { email: `bob${Date.now()}@example.com` });
    const limbo = await gameIdOf('orbit-limbo');
    const inserted = await testApp.app.database.db
      .insert(gameRounds)
      .values([
        roundOf(named, limbo, 100n, 5_000n),
        roundOf(unnamed, limbo, 200n, 2_000n),
        roundOf(named, limbo, 100n, 900n),
        roundOf(named, limbo, 100n, 90_000n, { isDemo: true }),
        roundOf(named, limbo, 100n, 90_000n, { status: GameRoundStatus.Open }),
      ])
      .returning({ id: gameRounds.id });
    try {
      const { data } = await list<WinnerView>('/api/game/spins/winners');
      expect(data).toHaveLength(2);
      expect(data.map((winner) => [winner.playerName, winner.bet, winner.win, winner.multiplier])).toEqual(
        expect.arrayContaining([
          ['quasar_***', 100, 5_000, 50],
          [expect.stringMatching(/^bob\d*\*\*\*$/), 200, 2_000, 10],
        ]),
      );
      expect(JSON.stringify(data)).not.toContain('quasar_fan');
      expect(JSON.stringify(data)).not.toContain(named.profile.id);
      expect(data[0]?.game).toMatchObject({
        identity: 'orbit-limbo',
        image: expect.stringMatching(/^\/art\/games\/orbit-limbo\.svg\?v=/) as unknown,
      });
    } finally {
      await testApp.app.database.db.delete(gameRounds).where(
        inArray(
          gameRounds.id,
          inserted.map((row) => row.id),
        ),
      );
    }
  });
});
