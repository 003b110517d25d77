import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedHeaders, verifySignature } from '@casino/seamless-protocol';
import { buildStudioApp } from './app';
import { loadStudioConfig } from './config';
import type { StudioDatabaseHandle } from './database';
import { PlatformWallet } from './platform-wallet';
import { studioRounds, studioSessions, studioWalletCalls } from './studio.table';
import { openTestDatabase } from './testing/test-database';

/**
 * The studio's side of the signed seamless-wallet protocol over real HTTP: the launches it takes
 * from the platform (signed with the shared secret over the exact bytes, fresh) and the wallet
 * calls it makes (signed the same way, each kind of answer told apart), and a real-money round
 * whose bet is not confirmed, rolled back with the bet's own transaction id. The platform is a
 * small HTTP server that checks each call's signature and answers as it is told.
 */

const SECRET = 'studio-protocol-test-secret-0123456789';
const OTHER_SECRET = 'another-secret-the-platform-does-not-use';

interface ReceivedCall {
  readonly operation: string;
  readonly rawBody: string;
  readonly body: Record<string, unknown>;
  readonly signedWithSecret: boolean;
  readonly signedWithOther: boolean;
}

/** The platform's wallet API: every call kept with whether its signature holds; answers as scripted per operation. */
class FakePlatform {
  readonly calls: ReceivedCall[] = [];
  /** By operation: the status and body to answer, or 'hang' for no answer at all. */
  readonly answers = new Map<string, { status: number; body: unknown } | 'hang'>();
  private readonly server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const operation = (request.url ?? '').replace('/provider/aggregator/wallet/', '');
      this.calls.push({
        operation,
        rawBody,
        body: JSON.parse(rawBody) as Record<string, unknown>,
        signedWithSecret: verifySignature(SECRET, rawBody, request.headers).ok,
        signedWithOther: verifySignature(OTHER_SECRET, rawBody, request.headers).ok,
      });
      const answer = this.answers.get(operation) ?? { status: 200, body: { balance: 100_000 } };
      if (answer === 'hang') return;
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const platform = new FakePlatform();
let platformUrl: string;
let database: StudioDatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  platformUrl = await platform.start();
  database = await openTestDatabase();
  const config = loadStudioConfig({
    NODE_ENV: 'test',
    DATA_DIR: 'memory://',
    STUDIO_SHARED_SECRET: SECRET,
    PLATFORM_URL: platformUrl,
    GAME_CLIENT_DIST_DIR: '/nonexistent-game-client',
    LOG_LEVEL: 'silent',
    STUDIO_WALLET_TIMEOUT_MS: '10000',
  });
  // The app closes the database with itself.
  app = await buildStudioApp(config, database, { logger: false });
});
afterAll(async () => {
  await app.close();
  await platform.stop();
});
beforeEach(() => {
  platform.calls.length = 0;
  platform.answers.clear();
});

const demoLaunch = { game: 'starfall-clusters', currency: 'EUR', subunitToUnit: 100, demo: true };
const realLaunch = { ...demoLaunch, demo: false, token: 'wallet-session-1', player: 'player-1' };

function launch(rawBody: string, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/aggregator/launch',
    headers: { 'content-type': 'application/json', ...headers },
    payload: rawBody,
  });
}

const sessionCount = async () => (await database.db.select().from(studioSessions)).length;

describe('the launches the studio takes from the platform', () => {
  it('opens a session for a launch signed with the shared secret over its exact bytes', async () => {
    const rawBody = JSON.stringify(demoLaunch);
    const response = await launch(rawBody, signedHeaders(SECRET, rawBody));
    expect(response.statusCode).toBe(200);
    expect(response.json<{ url: string }>().url).toMatch(/\/provider\/games\/play\/starfall-clusters\?token=[\w-]+$/);
  });

  it('refuses, before reading it, a launch with another secret, changed bytes, no signature or an old timestamp', async () => {
    const before = await sessionCount();
    const rawBody = JSON.stringify(demoLaunch);
    const refusals = [
      await launch(rawBody, signedHeaders(OTHER_SECRET, rawBody)),
      // The same JSON, one byte more: the signature covers the bytes, not their meaning.
      await launch(`${rawBody} `, signedHeaders(SECRET, rawBody)),
      await launch(rawBody, {}),
      // Not JSON at all, unsigned: refused for the signature, not parsed.
      await launch('{not json', {}),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_signature' } });
    }
    // A captured launch sent again two minutes later.
    const stale = await launch(rawBody, signedHeaders(SECRET, rawBody, new Date(Date.now() - 120_000)));
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ error: { code: 'stale_request' } });
    expect(await sessionCount()).toBe(before);
  });
});

describe('the wallet calls the studio makes', () => {
  it('signs each call with the shared secret over the exact bytes it sends, and tells the answers apart', async () => {
    const wallet = new PlatformWallet(platformUrl, SECRET, 10_000);
    const body = { token: 't', currency: 'EUR', game: 'g', roundId: 'r', transactionId: 'r:bet', amount: '100' };
    expect(await wallet.call('bet', body)).toEqual({ kind: 'ok', answer: { balance: 100_000 } });
    expect(platform.calls).toEqual([
      { operation: 'bet', rawBody: JSON.stringify(body), body, signedWithSecret: true, signedWithOther: false },
    ]);

    platform.answers.set('bet', {
      status: 409,
      body: { error: { code: 'idempotency_conflict', message: 'Used on another round' } },
    });
    expect(await wallet.call('bet', body)).toEqual({
      kind: 'refused',
      status: 409,
      code: 'idempotency_conflict',
      message: 'Used on another round',
    });
    // A 5xx or no answer in time: whether the platform applied it is unknown.
    platform.answers.set('bet', { status: 503, body: { error: { code: 'unavailable' } } });
    expect(await wallet.call('bet', body)).toEqual({ kind: 'unknown', reason: 'status 503' });
    platform.answers.set('bet', 'hang');
    expect(await new PlatformWallet(platformUrl, SECRET, 200).call('bet', body)).toEqual({
      kind: 'unknown',
      reason: 'timeout',
    });
    expect(await new PlatformWallet('http://127.0.0.1:9', SECRET, 10_000).call('bet', body)).toEqual({
      kind: 'unknown',
      reason: 'unreachable',
    });
  });

  it('rolls back a real-money bet whose answer did not come, with the bet’s transaction id, every call signed', async () => {
    const rawLaunch = JSON.stringify(realLaunch);
    const launched = await launch(rawLaunch, signedHeaders(SECRET, rawLaunch));
    expect(launched.statusCode).toBe(200);
    const token = new URL(launched.json<{ url: string }>().url).searchParams.get('token');

    platform.answers.set('bet', { status: 503, body: { error: { code: 'unavailable' } } });
    platform.answers.set('rollback', { status: 200, body: { balance: 100_000 } });
    const played = await app.inject({
      method: 'POST',
      url: '/provider/games/api/rounds',
      payload: { token, bet: 100 },
    });
    expect(played.statusCode).toBe(503);
    expect(played.json()).toMatchObject({ error: { code: 'bet_not_confirmed' } });

    // This session's calls (a call of the previous test may still be on its way).
    const calls = platform.calls.filter((call) => call.body['token'] === 'wallet-session-1');
    const bets = calls.filter((call) => call.operation === 'bet');
    const rollbacks = calls.filter((call) => call.operation === 'rollback');
    expect(bets).toHaveLength(1);
    expect(rollbacks).toHaveLength(1);
    expect(calls.every((call) => call.signedWithSecret && !call.signedWithOther)).toBe(true);
    const [bet] = bets;
    expect(bet!.body).toMatchObject({
      token: 'wallet-session-1',
      currency: 'EUR',
      game: 'starfall-clusters',
      amount: '100',
    });
    expect(rollbacks[0]!.body).toEqual({
      token: 'wallet-session-1',
      currency: 'EUR',
      game: 'starfall-clusters',
      roundId: bet!.body['roundId'],
      transactionId: bet!.body['transactionId'],
    });
    // The round is cancelled and the rollback confirmed: nothing is owed any more.
    const [round] = await database.db.select().from(studioRounds);
    expect(round).toMatchObject({ id: bet!.body['roundId'], status: 'cancelled' });
    const owed = (await database.db.select().from(studioWalletCalls)).map((call) => [call.kind, call.status]);
    expect(owed.sort()).toEqual([
      ['bet', 'unanswered'],
      ['rollback', 'done'],
    ]);
  });
});
