import net from 'node:net';
import type { Centrifuge } from 'centrifuge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { createTestDatabase, testDatabaseServerUrl, type TestDatabase } from '../../testing/test-database';
import { bearer, registerPlayer } from '../../testing/players';
import {
  collectPublications,
  connected,
  eventually,
  realtimeClient,
  websocketUrl,
} from '../../testing/realtime-client';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** CI sets CI (.ci/run: CI=true), and starts Redis before the tests. */
const onCi = Boolean(process.env.CI) && process.env.CI !== 'false';
/** Asked only when the test can run at all (the PostgreSQL pass). */
const redisUp = testDatabaseServerUrl !== undefined && (await redisReachable());

// Two processes share one database only on a PostgreSQL server (PGlite serves one process):
// this runs in the PostgreSQL pass of the tests, with the machine's Redis. On CI a Redis that is
// down fails the test; elsewhere the test is skipped and says why.
const skipReason =
  testDatabaseServerUrl === undefined
    ? 'two processes need a PostgreSQL server (TEST_DATABASE_URL); PGlite serves one'
    : !redisUp && !onCi
      ? `no Redis at ${REDIS_URL} (set TEST_REDIS_URL, or start one)`
      : undefined;

if (skipReason !== undefined) {
  process.stderr.write(`realtime-redis.test.ts skipped: ${skipReason}\n`);
  it.skip(`real-time fan-out through Redis: skipped, ${skipReason}`, () => undefined);
}

describe.skipIf(skipReason !== undefined)('real-time fan-out through Redis', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const clients: Centrifuge[] = [];
  /** Players with a socket open, on either process. */
  let playersOnline = 0;

  beforeAll(async () => {
    if (!redisUp) throw new Error(`Redis is not reachable at ${REDIS_URL}: CI starts one before the tests (.ci/run)`);
    database = await createTestDatabase();
    const environment = { REDIS_URL };
    first = await createTestApp({ database, environment });
    second = await createTestApp({ database, environment });
    await Promise.all([
      first.app.listen({ port: 0, host: '127.0.0.1' }),
      second.app.listen({ port: 0, host: '127.0.0.1' }),
    ]);
  });
  afterAll(async () => {
    if (!redisUp) return;
    for (const client of clients) client.disconnect();
    await first.close();
    await second.close();
    await database.drop();
  });

  it('delivers an event caused on one process to a client of the other, once', async () => {
    const player = await registerPlayer(first.app);
    const client = await connected(realtimeClient(websocketUrl(second.app), { token: player.accessToken }));
    clients.push(client);
    playersOnline += 1;
    const subscription = client.newSubscription(`wallet:accounts#${player.profile.id}`);
    const received = collectPublications(subscription);
    subscription.subscribe();
    await subscription.ready(5000);

    const response = await first.app.inject({
      method: 'POST',
      url: '/api/wallet/accounts',
      headers: bearer(player.accessToken),
      payload: { currency: 'BTC' },
    });
    expect(response.statusCode).toBe(201);
    // Then a second event: the outbox is published in order, so once it has come a copy of the first would have too.
    const marker = await first.app.inject({
      method: 'POST',
      url: '/api/wallet/accounts',
      headers: bearer(player.accessToken),
      payload: { currency: 'USDT' },
    });
    expect(marker.statusCode).toBe(201);
    const currencies = () => received.map((data) => (data as { account?: { currency?: string } }).account?.currency);
    await eventually(() => currencies().includes('USDT'), 5000, 'the publications from the other process');
    expect(currencies()).toEqual(['BTC', 'USDT']);
  });

  it('counts the players online on every process', async () => {
    const watcher = await connected(realtimeClient(websocketUrl(first.app)));
    clients.push(watcher);
    const counts: number[] = [];
    const subscription = watcher.newSubscription('global:online');
    subscription.on('publication', (context) => counts.push((context.data as { count: number }).count));
    subscription.subscribe();
    // Reports are throttled: the count of the players already online (the previous test's) may come late.
    await eventually(() => counts.at(-1) === playersOnline, 5000, 'the count of the players already online');
    const player = await registerPlayer(second.app);
    clients.push(await connected(realtimeClient(websocketUrl(second.app), { token: player.accessToken })));
    await eventually(() => counts.at(-1) === playersOnline + 1, 5000, 'the count of the other process');
  });
});
