import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { State } from 'centrifuge';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverPaths } from '../paths';
import {
  balanceVia,
  call,
  closeConnections,
  depositVia,
  diceRoundVia,
  launchVia,
  playerVia,
  registerVia,
  type ClusterPlayer,
} from '../testing/cluster-http';
import {
  haproxyPath,
  redisReachable,
  serverEntry,
  startBalancer,
  startNode,
  stopNode,
  type Balancer,
  type NodeProcess,
} from '../testing/cluster-processes';
import { clusterRealtimeClient, type ClusterRealtimeClient } from '../testing/cluster-realtime';
import { TEST_ADMIN_TOKEN } from '../testing/payments';
import { eventually } from '../testing/realtime-client';
import { freePort, waitUntilHealthy } from '../testing/server-process';
import { createTestDatabase, testDatabaseServerUrl, type TestDatabase } from '../testing/test-database';
import { depositUntilStopped, isSuccess, playRoundsUntilStopped, type LoadProgress } from './cluster-load';
import { expectEveryAcceptedRoundOnce, expectNoErrors } from './cluster-checks';

/*
 * Two server processes on one PostgreSQL database and one Redis, behind HAProxy, as production
 * runs them (tools/cluster). Runs in the PostgreSQL pass of CI; there a missing HAProxy or Redis
 * fails the file instead of skipping it.
 */
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const missing =
  testDatabaseServerUrl === undefined
    ? []
    : [
        ...(haproxyPath() ? [] : ['HAProxy (apt-get install haproxy)']),
        ...((await redisReachable(REDIS_URL)) ? [] : [`Redis at ${REDIS_URL}`]),
      ];
const skip = testDatabaseServerUrl === undefined || (missing.length > 0 && process.env.CI !== 'true');

const CURRENCY = 'EUR';
const secret = (bytes = 32) => randomBytes(bytes).toString('base64url');

describe.skipIf(skip)('several nodes behind HAProxy', { timeout: 120_000 }, () => {
  let database: TestDatabase;
  let nodes: NodeProcess[] = [];
  let balancer: Balancer;
  const clients: ClusterRealtimeClient[] = [];
  /** What every node must share (README, "Running several nodes"); only PORT differs. */
  let shared: Record<string, string>;

  beforeAll(async () => {
    if (missing.length > 0) throw new Error(`The multi-node test needs ${missing.join(' and ')}`);
    database = await createTestDatabase();
    const balancerPort = await freePort();
    shared = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url ?? '',
      REDIS_URL,
      TRUST_PROXY: 'true',
      PUBLIC_URL: `http://127.0.0.1:${balancerPort}`,
      JWT_SECRET: secret(),
      PAYMENT_SANDBOX_SECRET: secret(),
      MAILBOX_KEY: secret(18),
      ADMIN_TOKEN: TEST_ADMIN_TOKEN,
      // The address test spends a registration allowance: the captcha (after 10 an hour) would answer first.
      CAPTCHA_MODE: 'off',
      // No web build: this test is about the API and the websocket.
      WEB_DIST_DIR: path.join(os.tmpdir(), 'casino-no-web-build'),
      // Nor the studio: without STUDIO_URL each node would start its own beside itself, both on the
      // same port and database directory (a cluster runs one outside studio, tools/cluster).
      STUDIO_URL: 'http://127.0.0.1:9',
      STUDIO_SHARED_SECRET: secret(),
    };
    // Both at the same moment, on a database no migration has touched.
    nodes = await Promise.all([startNode('node1', shared), startNode('node2', shared)]);
    await Promise.all(nodes.map((node) => waitUntilHealthy(node, 90_000)));
    balancer = await startBalancer(nodes, balancerPort);
  }, 150_000);

  afterAll(async () => {
    for (const { client } of clients) client.disconnect();
    closeConnections();
    await balancer?.stop();
    await Promise.all(nodes.map((node) => stopNode(node)));
    await database?.drop();
  });

  const node = (name: string): NodeProcess => {
    const found = nodes.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no node ${name}`);
    return found;
  };
  const fundedPlayer = async (amount: number): Promise<ClusterPlayer> => {
    const player = await playerVia(balancer.baseUrl, CURRENCY);
    const credited = await depositVia(balancer.baseUrl, shared.PAYMENT_SANDBOX_SECRET ?? '', player, amount, CURRENCY);
    expect(credited.status).toBe(200);
    return player;
  };
  const socketOf = async (player: ClusterPlayer): Promise<ClusterRealtimeClient> => {
    const client = await clusterRealtimeClient(balancer.websocketUrl, player.accessToken, player.id, CURRENCY);
    clients.push(client);
    return client;
  };
  const integrity = async () =>
    (await call<{ ok: boolean }>(balancer.baseUrl, 'GET', '/api/admin/ledger/integrity', { token: TEST_ADMIN_TOKEN }))
      .body;

  it('both nodes, started at once on a fresh database, migrate it once and serve behind the balancer', async () => {
    const journal = JSON.parse(fs.readFileSync(path.join(serverPaths.migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ applied: number; distinct_hashes: number }>(
        'select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ applied: journal.entries.length, distinct_hashes: journal.entries.length });
    } finally {
      await client.end();
    }
    for (const each of nodes) expectNoErrors(each);
    const servedBy = new Set<string | undefined>();
    for (let index = 0; index < 6; index += 1)
      servedBy.add((await call(balancer.baseUrl, 'GET', '/api/health')).servedBy);
    expect([...servedBy].sort()).toEqual(['node1', 'node2']);
    expect(serverEntry().built || !process.env.CI, 'CI runs the built server').toBe(true);
  });

  it('shows a player whose socket is on one node the balance changed through the other', async () => {
    const player = await fundedPlayer(10_000);
    const socket = await socketOf(player);
    const socketNode = socket.nodes[0];
    expect(['node1', 'node2']).toContain(socketNode);
    const launchToken = await launchVia(balancer.baseUrl, player, 'orbit-dice');
    const answeredBy = new Set<string | undefined>();
    // Rounds until one was played on the other node (leastconn sends the next request there, as
    // the socket holds a connection on its own node); each balance must reach the socket.
    for (let round = 0; round < 10 && !answeredBy.has(otherThan(socketNode)); round += 1) {
      const answer = await diceRoundVia(balancer.baseUrl, launchToken, 100);
      expect(answer.status).toBe(200);
      answeredBy.add(answer.servedBy);
      await eventually(
        () => socket.balances.at(-1) === answer.body.balance,
        5000,
        `the balance of the round played on ${answer.servedBy}`,
      );
    }
    expect(answeredBy).toContain(otherThan(socketNode));
    expect(socket.nodes).toEqual([socketNode]);
  });

  it('holds exactly the withdrawals the balance covers when 100 arrive at both nodes at once', async () => {
    const balance = 10_500;
    const amount = 1_000;
    const player = await fundedPlayer(balance);
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        call<{ error?: { code: string } }>(balancer.baseUrl, 'POST', '/api/payment/invoices/withdrawal', {
          token: player.accessToken,
          body: {
            paymentMethod: 'sandbox.withdrawal.card',
            amount,
            currency: CURRENCY,
            fields: { card_number: '4242424242424242' },
          },
        }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(['node1', 'node2']));
    const held = answers.filter((answer) => answer.status === 201);
    expect(held).toHaveLength(Math.floor(balance / amount));
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.error?.code}`))).toEqual(
      new Set(['422 insufficient_funds']),
    );
    expect(await balanceVia(balancer.baseUrl, player, CURRENCY)).toBe(balance % amount);
    expect(await integrity()).toMatchObject({ ok: true });
  });

  it('loses and doubles nothing when a node is killed under load, and its sockets move to the other', async () => {
    const bet = 100;
    const roundPlayers = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(1_000_000)));
    const depositPlayers = await Promise.all(Array.from({ length: 2 }, () => playerVia(balancer.baseUrl, CURRENCY)));
    const launchTokens = await Promise.all(
      roundPlayers.map((player) => launchVia(balancer.baseUrl, player, 'orbit-dice')),
    );
    const sockets = await Promise.all([...roundPlayers, ...depositPlayers].map((player) => socketOf(player)));
    // The node holding the most sockets dies: at least one player must move.
    const socketsOn = (name: string) => sockets.filter((socket) => socket.nodes[0] === name).length;
    const victim = socketsOn('node1') >= socketsOn('node2') ? node('node1') : node('node2');
    const survivor = node(otherThan(victim.name));
    expect(socketsOn(victim.name)).toBeGreaterThan(0);

    const logBefore = survivor.output().length;
    const progress: LoadProgress = { succeeded: 0, failed: 0, stopped: false };
    const sandboxSecret = shared.PAYMENT_SANDBOX_SECRET ?? '';
    const roundLoads = roundPlayers.map((_, index) =>
      playRoundsUntilStopped(progress, balancer.baseUrl, launchTokens[index] ?? '', bet),
    );
    const depositLoads = depositPlayers.map((player) =>
      depositUntilStopped(progress, balancer.baseUrl, sandboxSecret, player, CURRENCY),
    );
    await eventually(() => progress.succeeded >= 60, 60_000, 'load before the kill');
    victim.child.kill('SIGKILL');
    const succeededAtKill = progress.succeeded;
    await victim.exited;
    const moved = sockets.filter((socket) => socket.nodes[0] === victim.name);
    await eventually(() => progress.succeeded >= succeededAtKill + 60, 60_000, 'load after the kill');
    await eventually(
      () => moved.every((socket) => socket.nodes.length >= 2 && socket.client.state === State.Connected),
      30_000,
      'sockets back',
    );
    progress.stopped = true;
    const roundAttempts = await Promise.all(roundLoads);
    const depositAttempts = await Promise.all(depositLoads);

    for (const socket of moved)
      expect(
        socket.nodes.slice(1).every((name) => name === survivor.name),
        socket.nodes.join(' → '),
      ).toBe(true);
    // Later events reach every socket, the moved ones included.
    for (const [index, player] of roundPlayers.entries()) {
      const answer = await diceRoundVia(balancer.baseUrl, launchTokens[index] ?? '', bet);
      expect(answer.status).toBe(200);
      await eventually(
        () => sockets[index]?.balances.at(-1) === answer.body.balance,
        5000,
        `the event after the kill for player ${index}`,
      );
      roundAttempts[index]?.push({ status: answer.status, servedBy: answer.servedBy, round: answer.body.round });
      await expectEveryAcceptedRoundOnce(
        database.url ?? '',
        player,
        roundAttempts[index] ?? [],
        1_000_000,
        await balanceVia(balancer.baseUrl, player, CURRENCY),
      );
    }
    for (const [index, player] of depositPlayers.entries()) {
      const attempts = depositAttempts[index] ?? [];
      const credited = attempts.filter((attempt) => isSuccess(attempt.webhookStatuses.at(-1) ?? 0));
      // Every opened deposit was delivered in the end, and each counted once.
      expect(credited.length).toBe(attempts.filter((attempt) => attempt.openStatus === 201).length);
      const expected = credited.reduce((sum, attempt) => sum + attempt.amount, 0);
      expect(await balanceVia(balancer.baseUrl, player, CURRENCY)).toBe(expected);
      // The provider's late duplicates change nothing.
      for (const attempt of credited.slice(0, 5)) expect(isSuccess((await attempt.replay?.()) ?? 0)).toBe(true);
      expect(await balanceVia(balancer.baseUrl, player, CURRENCY)).toBe(expected);
      const socket = sockets[roundPlayers.length + index];
      await eventually(() => socket?.balances.at(-1) === expected, 5000, `the deposits of player ${index}`);
    }
    expect(await integrity()).toMatchObject({ ok: true });
    expectNoErrors(survivor, logBefore);
    expect(progress.failed, 'requests cut off by the kill').toBeLessThan(progress.succeeded);
  });

  it('sees the address of the client, not one a client forges in X-Forwarded-For', async () => {
    // 127.0.0.2 spends its registration allowance (20 an hour per address); one e-mail, so only the first is new.
    const overrides = { email: `cluster-${secret(6)}@example.com`.toLowerCase() };
    for (let index = 0; index < 20; index += 1) await registerVia(balancer.baseUrl, overrides, { from: '127.0.0.2' });
    const forged = await registerVia(
      balancer.baseUrl,
      {},
      { from: '127.0.0.2', headers: { 'x-forwarded-for': '203.0.113.7' } },
    );
    expect(forged.status).toBe(429);
    // Another client address is another allowance: the nodes read the balancer's X-Forwarded-For, not their peer (the balancer).
    expect((await registerVia(balancer.baseUrl, {}, { from: '127.0.0.3' })).status).toBe(201);
  });
});

function otherThan(name: string | undefined): string {
  return name === 'node1' ? 'node2' : 'node1';
}
