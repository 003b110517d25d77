import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  GAME_FEATURES,
  GAMES_MAX_PER_PAGE,
  type GameCollectionView,
  type GameProviderView,
  type GameView,
  type PageMeta,
} from '@casino/shared';
import { bearer, registerPlayer } from '../../testing/players';
import { seedGameCatalogue } from './game-catalogue.seed';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();

const inject = (options: InjectOptions) => testApp.app.inject(options);
const get = (url: string, headers: Record<string, string> = {}) => inject({ method: 'GET', url, headers });

interface List<Item> {
  data: Item[];
  meta: PageMeta;
}

async function list<Item>(url: string, headers: Record<string, string> = {}): Promise<List<Item>> {
  const response = await get(url, headers);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json<List<Item>>();
}

const fromCountry = (country: string) => ({ [testApp.config.countryHeader]: country });
const collectionIdentities = async (headers: Record<string, string> = {}) =>
  (await list<GameCollectionView>('/api/game/collections', headers)).data.map((collection) => collection.identity);

describe('collections', () => {
  it('lists the lobby rows, with a country-limited one only for visitors of that country', async () => {
    const br = await collectionIdentities(fromCountry('BR'));
    expect(br).toEqual(
      expect.arrayContaining(['popular', 'new', 'slots', 'table', 'instant', 'crash', 'brazil-picks']),
    );
    expect(await collectionIdentities(fromCountry('DE'))).not.toContain('brazil-picks');
    expect(await collectionIdentities()).not.toContain('brazil-picks');
    // Switched off by an operator: shown to nobody.
    expect(br).not.toContain('halloween');
  });

  it("applies the logged-in player's profile country over the CDN's header", async () => {
    const brazilian = await registerPlayer(testApp.app, { country: 'BR', currency: 'BRL' });
    const german = await registerPlayer(testApp.app, { country: 'DE' });
    expect(await collectionIdentities({ ...bearer(brazilian.accessToken), ...fromCountry('DE') })).toContain(
      'brazil-picks',
    );
    expect(await collectionIdentities({ ...bearer(german.accessToken), ...fromCountry('BR') })).not.toContain(
      'brazil-picks',
    );
  });

  it('counts the games of each row and keeps the curated order inside a row', async () => {
    const { data } = await list<GameCollectionView>('/api/game/collections');
    const crash = data.find((collection) => collection.identity === 'crash');
    expect(crash).toMatchObject({ name: 'Crash', countries: null, gamesCount: 2 });
    const games = await list<GameView>('/api/game/games?collection=crash');
    expect(games.data.map((game) => game.identity)).toEqual(['orbit-limbo', 'comet-crash']);
  });

  it('finds a collection by identity in any case, and ignores one hidden from the visitor', async () => {
    expect((await list<GameView>('/api/game/games?collection=SLOTS')).meta.totalRows).toBeGreaterThan(15);
    expect((await list<GameView>('/api/game/games?collection=Brazil-Picks', fromCountry('BR'))).data).toHaveLength(6);
    for (const [query, headers] of [
      ['collection=brazil-picks', fromCountry('DE')],
      ['collection=brazil-picks', {}],
      ['collection=halloween', fromCountry('BR')],
      ['collection=no-such-row', {}],
    ] as const) {
      const response = await get(`/api/game/games?${query}`, headers);
      expect(response.statusCode, query).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
    }
  });
});

describe('providers', () => {
  it('lists the studios with their games; Orbit Originals is the in-house one', async () => {
    const { data, meta } = await list<GameProviderView>('/api/game/providers');
    expect(data.length).toBeGreaterThanOrEqual(5);
    expect(meta).toMatchObject({ page: 1, totalRows: data.length, totalPages: 1 });
    expect(data[0]).toMatchObject({ identity: 'orbit-originals', integration: 'inhouse', gamesCount: 10 });
    expect(data.filter((provider) => provider.integration === 'inhouse')).toHaveLength(1);
    const byId = await get(`/api/game/providers/${data[1]?.id ?? ''}`);
    expect(byId.json()).toMatchObject({ identity: data[1]?.identity });
    expect((await get('/api/game/providers/Orbit-Originals')).json()).toMatchObject({ name: 'Orbit Originals' });
    expect((await get('/api/game/providers/nobody')).statusCode).toBe(404);
    expect((await get('/api/game/providers/not%20a%20slug')).statusCode).toBe(400);
  });
});

describe('games', () => {
  it('shows a real lobby: at least 30 games, every one playable with demo (in-house or the aggregator studio)', async () => {
    const { data, meta } = await list<GameView>(`/api/game/games?perPage=${GAMES_MAX_PER_PAGE}`);
    expect(meta.totalRows).toBeGreaterThanOrEqual(30);
    expect(new Set(data.map((game) => game.theme)).size).toBeGreaterThanOrEqual(15);
    const playable = data.filter((game) => game.isPlayable);
    expect(playable.map((game) => game.identity)).toEqual(
      expect.arrayContaining([
        'comet-crash',
        'lucky-orbit',
        'orbit-dice',
        'orbit-european-roulette',
        'orbit-hilo',
        'orbit-limbo',
        'orbit-mines',
        'orbit-plinko',
      ]),
    );
    // The five other studios' games run on the studio's game server (apps/studio-server): all of them playable too.
    expect(playable.filter((game) => game.provider.identity !== 'orbit-originals').length).toBeGreaterThanOrEqual(25);
    expect(playable).toHaveLength(data.length);
    expect(data.every((game) => game.hasDemo && game.isPlayable)).toBe(true);
    expect(data.every((game) => !game.isFavorite)).toBe(true);
  });

  it('filters by studio, name and features, all combined', async () => {
    const byStudio = await list<GameView>('/api/game/games?provider=copper-crown');
    expect(byStudio.data.every((game) => game.provider.identity === 'copper-crown')).toBe(true);
    const byName = await list<GameView>('/api/game/games?search=%20orbit%20');
    expect(byName.data.length).toBeGreaterThanOrEqual(5);
    expect(byName.data.every((game) => game.name.toLowerCase().includes('orbit'))).toBe(true);
    // A wildcard typed by a player is a letter, not "anything".
    expect((await list<GameView>('/api/game/games?search=%25')).meta.totalRows).toBe(0);
    const both = await list<GameView>('/api/game/games?features[]=free-spins&features[]=bonus-buy');
    expect(both.data.length).toBeGreaterThan(0);
    expect(both.data.every((game) => game.features.includes('free-spins') && game.features.includes('bonus-buy'))).toBe(
      true,
    );
    const one = await list<GameView>(
      '/api/game/games?features[]=provably-fair&provider=orbit-originals&collection=instant',
    );
    expect(one.data.map((game) => game.identity).sort()).toEqual([
      'comet-crash',
      'keno-classic',
      'orbit-dice',
      'orbit-hilo',
      'orbit-limbo',
      'orbit-mines',
      'orbit-plinko',
    ]);
  });

  it('pages without repeating or skipping, and sorts by popularity, release, name and RTP', async () => {
    const all = await list<GameView>(`/api/game/games?perPage=${GAMES_MAX_PER_PAGE}&sort=name`);
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.meta.totalRows / 7); page += 1) {
      const { data, meta } = await list<GameView>(`/api/game/games?perPage=7&page=${page}&sort=name`);
      expect(meta).toEqual({
        page,
        perPage: 7,
        totalRows: all.meta.totalRows,
        totalPages: Math.ceil(all.meta.totalRows / 7),
      });
      pages.push(...data.map((game) => game.identity));
    }
    expect(pages).toEqual(all.data.map((game) => game.identity));
    const names = all.data.map((game) => game.name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const byRtp = (await list<GameView>('/api/game/games?sort=rtp')).data.map((game) => game.rtpBasisPoints);
    expect(byRtp).toEqual([...byRtp].sort((a, b) => b - a));
    const byRelease = (await list<GameView>('/api/game/games?sort=new')).data.map((game) => game.releasedAt);
    expect(byRelease).toEqual([...byRelease].sort().reverse());
    const beyond = await list<GameView>('/api/game/games?page=99');
    expect(beyond).toMatchObject({ data: [], meta: { page: 99, totalRows: all.meta.totalRows } });
  });

  it('finds a game by id or identity in any case; a switched-off game is gone', async () => {
    const game = (await get('/api/game/games/LUCKY-ORBIT')).json<GameView>();
    expect(game).toMatchObject({
      identity: 'lucky-orbit',
      provider: { name: 'Orbit Originals' },
      rtpBasisPoints: 9610,
      isPlayable: true,
    });
    expect((await get(`/api/game/games/${game.id}`)).json()).toMatchObject({ identity: 'lucky-orbit' });
    await testApp.app.database.db.execute(sql`update games set is_enabled = false where identity = 'fruit-fiesta'`);
    try {
      expect((await get('/api/game/games/fruit-fiesta')).statusCode).toBe(404);
      expect((await list<GameView>('/api/game/games?search=fiesta')).data).toEqual([]);
    } finally {
      await testApp.app.database.db.execute(sql`update games set is_enabled = true where identity = 'fruit-fiesta'`);
    }
  });

  it('lists every feature with its number of games', async () => {
    const { data } = await list<{ feature: string; name: string; gamesCount: number }>('/api/game/games/features');
    expect(data.map((feature) => feature.feature)).toEqual([...GAME_FEATURES]);
    expect(data.find((feature) => feature.feature === 'provably-fair')).toMatchObject({
      name: 'Provably fair',
      gamesCount: 10,
    });
  });

  it('refuses bad input with 400 in the error format, never 500', async () => {
    for (const url of [
      '/api/game/games?page=0',
      '/api/game/games?page=-1',
      '/api/game/games?perPage=10000',
      '/api/game/games?perPage=abc',
      '/api/game/games?features[]=teleport',
      '/api/game/games?features=jackpot',
      `/api/game/games?search=${'a'.repeat(1000)}`,
      '/api/game/games?sort=random',
      '/api/game/games?collection=%27%3B%20drop',
      '/api/game/games/not_a_slug',
      `/api/game/games/${'a'.repeat(65)}`,
      '/api/game/games/search',
      '/api/game/games/search?q=ab',
      `/api/game/games/search?q=${'x'.repeat(1000)}`,
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toMatchObject({ error: { code: 'invalid_request' } });
    }
    expect((await get('/api/game/games/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('links each game to its drawn tile art and each studio to its logo, and draws a picture on request otherwise', async () => {
    const { data } = await list<GameView>(`/api/game/games?perPage=${GAMES_MAX_PER_PAGE}`);
    for (const game of data)
      expect(game.image, game.identity).toMatch(new RegExp(`^/art/games/${game.identity}\\.svg\\?v=[0-9a-f]{10}$`));
    expect(new Set(data.map((game) => game.image)).size).toBe(data.length);
    const studios = await list<GameProviderView>('/api/game/providers');
    for (const studio of studios.data)
      expect(studio.logo, studio.identity).toMatch(
        new RegExp(`^/art/studios/${studio.identity}\\.svg\\?v=[0-9a-f]{10}$`),
      );
    // The picture drawn on request, for a game without a drawing (an operator's new game).
    const svg = await get('/provider/games/art/orbit-dice.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('Orbit Dice');
    const other = await get('/provider/games/art/orbit-mines.svg');
    expect(other.body).not.toEqual(svg.body);
    expect((await get('/provider/games/art/studios/orbit-originals.svg')).body).toContain('Orbit Originals');
    expect((await get('/provider/games/art/nothing-here.svg')).statusCode).toBe(404);
  });

  it('seeds idempotently: a second run changes nothing and keeps operator switches', async () => {
    const before = await list<GameView>(`/api/game/games?perPage=${GAMES_MAX_PER_PAGE}`);
    await testApp.app.database.db.execute(
      sql`update game_collections set is_hidden = false where identity = 'halloween'`,
    );
    try {
      await seedGameCatalogue(testApp.app.database.db);
      expect(await list<GameView>(`/api/game/games?perPage=${GAMES_MAX_PER_PAGE}`)).toEqual(before);
      expect(await collectionIdentities()).toContain('halloween');
    } finally {
      await testApp.app.database.db.execute(
        sql`update game_collections set is_hidden = true where identity = 'halloween'`,
      );
    }
  });

  it('documents its routes in the OpenAPI document', async () => {
    const document = (await get('/api/docs/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/game/games', '/api/game/games/{id}/favorite', '/api/game/spins/winners']),
    );
  });
});
