import type { Centrifuge } from 'centrifuge';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { queryRows } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, registerPlayer } from '../../testing/players';
import {
  collectPublications,
  connected,
  eventually,
  realtimeClient,
  refusedCode,
  websocketUrl,
} from '../../testing/realtime-client';
import { SignJWT } from 'jose';
import { ErrorCode } from './protocol';
import { publishInTransaction } from './realtime-outbox';

let testApp: TestApp;
let url: string;
const clients: Centrifuge[] = [];

beforeAll(async () => {
  testApp = await createTestApp({ environment: { REALTIME_SESSION_CHECK_MS: '200', JWT_SECRET } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  url = websocketUrl(testApp.app);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => testApp.close());

const JWT_SECRET = 'realtime-test-secret-of-at-least-32-characters';

/** A token for the player's session (from its access token) that expires `ttlSeconds` from now. */
async function tokenExpiringIn(accessToken: string, ttlSeconds: number): Promise<string> {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
    sub: string;
    sid: string;
  };
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

function track(client: Centrifuge): Centrifuge {
  clients.push(client);
  return client;
}

describe('real-time websocket (Centrifugo protocol, official client)', () => {
  it('delivers a wallet account change made over HTTP to the player’s own channel', async () => {
    const player = await registerPlayer(testApp.app, { currency: 'EUR' });
    const client = track(await connected(realtimeClient(url, { token: player.accessToken })));
    const subscription = client.newSubscription(`wallet:accounts#${player.profile.id}`);
    const received = collectPublications(subscription);
    subscription.subscribe();
    await subscription.ready(5000);

    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/wallet/accounts',
      headers: bearer(player.accessToken),
      payload: { currency: 'BTC' },
    });
    expect(response.statusCode).toBe(201);
    await eventually(() => received.length === 1, 5000, 'the publication');
    expect(received[0]).toMatchObject({
      type: 'accounts.updated',
      account: { currency: 'BTC', isSelected: false },
      accounts: [{ currency: 'EUR', isSelected: true }, { currency: 'BTC' }],
    });

    const btc = response.json<{ id: string }>().id;
    await testApp.app.inject({
      method: 'PUT',
      url: `/api/wallet/accounts/${btc}/switch`,
      headers: bearer(player.accessToken),
    });
    await eventually(() => received.length === 2, 5000, 'the switch publication');
    expect(received[1]).toMatchObject({ account: { currency: 'BTC', isSelected: true } });
  });

  it('refuses another player’s channel (103), unknown channels (102), and user channels to anonymous clients', async () => {
    const [player, other] = await Promise.all([registerPlayer(testApp.app), registerPlayer(testApp.app)]);
    const client = track(await connected(realtimeClient(url, { token: player.accessToken })));
    expect(await refusedCode(client, `wallet:accounts#${other.profile.id}`)).toBe(ErrorCode.PermissionDenied);
    expect(await refusedCode(client, 'wallet:accounts')).toBe(ErrorCode.UnknownChannel);
    expect(await refusedCode(client, `casino:secrets#${player.profile.id}`)).toBe(ErrorCode.UnknownChannel);
    const anonymous = track(await connected(realtimeClient(url)));
    expect(await refusedCode(anonymous, `wallet:accounts#${player.profile.id}`)).toBe(ErrorCode.PermissionDenied);
  });

  it('tells anyone, even anonymously, how many players are online', async () => {
    const anonymous = track(await connected(realtimeClient(url)));
    const subscription = anonymous.newSubscription('global:online');
    const counts: number[] = [];
    subscription.on('publication', (context) => counts.push((context.data as { count: number }).count));
    subscription.subscribe();
    await eventually(() => counts.length > 0, 5000, 'the current count');
    const before = counts.at(-1) ?? 0;
    const player = await registerPlayer(testApp.app);
    track(await connected(realtimeClient(url, { token: player.accessToken })));
    // Reported at once (throttled to 1 s) and every 5 s: a busy machine may need the periodic report.
    await eventually(() => counts.at(-1) === before + 1, 12_000, 'the count to rise');
  });

  it('disconnects the socket when its session is closed (logout), without reconnecting', async () => {
    const player = await registerPlayer(testApp.app);
    const client = track(await connected(realtimeClient(url, { token: player.accessToken })));
    const disconnected = new Promise<{ code: number; reason: string }>((resolve) => client.on('disconnected', resolve));
    const logout = await testApp.app.inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: bearer(player.accessToken),
    });
    expect(logout.statusCode).toBe(204);
    expect(await disconnected).toMatchObject({ code: 3500 });
    // The closed session's token no longer connects.
    const again = realtimeClient(url, { token: player.accessToken });
    const refused = new Promise<number>((resolve) => again.on('disconnected', (context) => resolve(context.code)));
    again.connect();
    expect(await refused).toBe(ErrorCode.Unauthorized);
  });

  it('answers an expired token with 109, then connects with the token getToken returns', async () => {
    const player = await registerPlayer(testApp.app);
    const expired = await tokenExpiringIn(player.accessToken, -60);
    let fetched = 0;
    const client = track(
      realtimeClient(url, { token: expired, getToken: () => Promise.resolve(((fetched += 1), player.accessToken)) }),
    );
    const errors: number[] = [];
    client.on('error', (context) => errors.push(context.error.code));
    await connected(client);
    expect(errors).toContain(ErrorCode.TokenExpired);
    expect(fetched).toBe(1);
  });

  it('asks for a refresh when the token is about to expire and stays connected with the new one', async () => {
    const player = await registerPlayer(testApp.app);
    const shortLived = await tokenExpiringIn(player.accessToken, 1);
    let refreshed = 0;
    const client = track(
      realtimeClient(url, {
        token: shortLived,
        getToken: () => Promise.resolve(((refreshed += 1), player.accessToken)),
      }),
    );
    const disconnects: number[] = [];
    client.on('disconnected', (context) => disconnects.push(context.code));
    await connected(client);
    await eventually(() => refreshed === 1, 5000, 'the refresh');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(client.state).toBe('connected');
    expect(disconnects).toEqual([]);
  });

  it('publishes nothing for a rolled-back change, and committed events in order', async () => {
    const player = await registerPlayer(testApp.app);
    const channel = `wallet:accounts#${player.profile.id}`;
    const db = testApp.app.database.db;
    const undispatched = async () =>
      (
        await queryRows<{ count: number }>(
          db,
          sql`select count(*)::int as count from realtime_outbox where dispatched_at is null`,
        )
      )[0]?.count;
    // The registration's own account event goes out first: on a busy machine it could reach the
    // subscription below and stand before the steps this test publishes.
    for (let waited = 0; (await undispatched()) !== 0; waited += 20) {
      if (waited > 5000) throw new Error('the registration events were never dispatched');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const client = track(await connected(realtimeClient(url, { token: player.accessToken })));
    const subscription = client.newSubscription(channel);
    const received = collectPublications(subscription);
    subscription.subscribe();
    await subscription.ready(5000);

    await expect(
      db.transaction(async (tx) => {
        await publishInTransaction(tx, channel, { step: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    for (const step of [1, 2, 3]) await db.transaction((tx) => publishInTransaction(tx, channel, { step }));
    await eventually(() => received.length >= 3, 5000, 'the committed events');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([{ step: 1 }, { step: 2 }, { step: 3 }]);
    expect(await undispatched()).toBe(0);
  });

  it('speaks the raw protocol: server ping answered by pong, bad commands close with 3501', async () => {
    const socket = new WebSocket(url);
    const frames: string[] = [];
    socket.on('message', (data: Buffer) => frames.push(data.toString()));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ id: 1, connect: { name: 'js' } }));
    await eventually(() => frames.length === 1);
    expect(JSON.parse(frames[0] ?? '')).toMatchObject({ id: 1, connect: { ping: 25, pong: true } });
    socket.send(
      [
        JSON.stringify({ id: 2, subscribe: { channel: 'global:online' } }),
        JSON.stringify({ id: 3, publish: { channel: 'global:online', data: {} } }),
      ].join('\n'),
    );
    await eventually(() => frames.length >= 4);
    expect(frames.slice(1).map((frame): unknown => JSON.parse(frame))).toEqual(
      expect.arrayContaining([
        { id: 2, subscribe: {} },
        { id: 3, error: { code: 103, message: 'permission denied' } },
      ]),
    );
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    socket.send('not json');
    expect(await closed).toBe(3501);
  });
});
