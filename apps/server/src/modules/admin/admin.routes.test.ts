import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PlayerStatus } from '@casino/shared';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { bearer, randomAddress, registerPlayer } from '../../testing/players';

const ADMIN_TOKEN = 'operator-token-0123456789-abcdef';
const UNKNOWN_PLAYER_ID = '00000000-0000-4000-8000-000000000000';

const testApp = useTestApp({ environment: { ADMIN_TOKEN, PUBLIC_URL: 'https://casino.example' } });

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });
const asOperator = { authorization: `Bearer ${ADMIN_TOKEN}` };

interface IssuedToken {
  token: string;
  expiresAt: string;
  url: string;
}

async function issueToken(playerId: string, payload?: Record<string, unknown>): Promise<IssuedToken> {
  const response = await inject({
    method: 'POST',
    url: `/api/admin/players/${playerId}/autologin-tokens`,
    headers: asOperator,
    ...(payload ? { payload } : {}),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<IssuedToken>();
}

const exchange = (payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
  testApp.app.inject({ method: 'POST', url: '/api/player/sessions/token', payload, remoteAddress });

describe('operator API authorisation', () => {
  const url = `/api/admin/players/${UNKNOWN_PLAYER_ID}/security-events`;

  it('refuses a request without the operator token, with a wrong one, or with a player token (401)', async () => {
    const player = await registerPlayer(testApp.app);
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token' },
      { authorization: ADMIN_TOKEN },
      { authorization: `Bearer ${ADMIN_TOKEN}x` },
      bearer(player.accessToken),
    ]) {
      const response = await inject({ method: 'GET', url, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(401);
      expect(response.json()).toMatchObject({ error: { code: 'admin_unauthorized' } });
      expect(response.headers['www-authenticate']).toContain('Bearer');
    }
  });

  it('checks the token before it reads the body', async () => {
    const response = await inject({
      method: 'POST',
      url: `/api/admin/players/${UNKNOWN_PLAYER_ID}/autologin-tokens`,
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('is off (404 on every route) without ADMIN_TOKEN', async () => {
    const withoutOperatorApi = await createTestApp();
    try {
      const player = await registerPlayer(withoutOperatorApi.app);
      for (const [method, path] of [
        ['POST', `/api/admin/players/${player.profile.id}/autologin-tokens`],
        ['GET', `/api/admin/players/${player.profile.id}/security-events`],
      ] as const) {
        for (const headers of [{}, { authorization: `Bearer ${ADMIN_TOKEN}` }, bearer(player.accessToken)]) {
          const response = await withoutOperatorApi.app.inject({ method, url: path, headers });
          expect(response.statusCode, `${method} ${path}`).toBe(404);
          expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
        }
      }
    } finally {
      await withoutOperatorApi.close();
    }
  });
});

describe('POST /api/admin/players/{playerId}/autologin-tokens', () => {
  it('mints a 5-minute single-use link on the public URL by default', async () => {
    const player = await registerPlayer(testApp.app);
    const before = Date.now();
    const issued = await issueToken(player.profile.id);
    expect(issued.token).toMatch(/^[\w-]{43}$/);
    expect(issued.url).toBe(`https://casino.example/auth/autologin?token=${issued.token}`);
    const lifetimeSeconds = (Date.parse(issued.expiresAt) - before) / 1000;
    expect(lifetimeSeconds).toBeGreaterThan(295);
    expect(lifetimeSeconds).toBeLessThanOrEqual(301);
  });

  it('takes a lifetime between 30 and 3600 seconds', async () => {
    const player = await registerPlayer(testApp.app);
    const issued = await issueToken(player.profile.id, { ttlSeconds: 60 });
    expect(Date.parse(issued.expiresAt) - Date.now()).toBeLessThanOrEqual(60_000);
    for (const ttlSeconds of [29, 3601, 'long', 1.5, -1]) {
      const response = await inject({
        method: 'POST',
        url: `/api/admin/players/${player.profile.id}/autologin-tokens`,
        headers: asOperator,
        payload: { ttlSeconds },
      });
      expect(response.statusCode, String(ttlSeconds)).toBe(422);
    }
    const unknownField = await inject({
      method: 'POST',
      url: `/api/admin/players/${player.profile.id}/autologin-tokens`,
      headers: asOperator,
      payload: { ttlSeconds: 60, playerId: UNKNOWN_PLAYER_ID },
    });
    expect(unknownField.statusCode).toBe(422);
  });

  it('answers 404 for an unknown player and 400 for a malformed id', async () => {
    const unknown = await inject({
      method: 'POST',
      url: `/api/admin/players/${UNKNOWN_PLAYER_ID}/autologin-tokens`,
      headers: asOperator,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await inject({
      method: 'POST',
      url: '/api/admin/players/not-a-uuid/autologin-tokens',
      headers: asOperator,
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('POST /api/player/sessions/token (auto-login)', () => {
  it("logs the token's player in once, with an auto-login session", async () => {
    const player = await registerPlayer(testApp.app);
    const { token } = await issueToken(player.profile.id);
    const response = await exchange({ token, fingerprint: 'fp-9' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; profile: { id: string } }>();
    expect(body.profile.id).toBe(player.profile.id);
    const sessions = await testApp.app.inject({
      method: 'GET',
      url: '/api/player/sessions',
      headers: bearer(body.accessToken),
    });
    expect(
      sessions.json<{ data: { method: string; isCurrent: boolean }[] }>().data.find((session) => session.isCurrent)
        ?.method,
    ).toBe('autologin');

    const replay = await exchange({ token });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: { code: 'autologin_token_invalid' } });
  });

  it('lets only one of two simultaneous exchanges of the same token win', async () => {
    const player = await registerPlayer(testApp.app);
    const { token } = await issueToken(player.profile.id);
    const results = await Promise.all([exchange({ token }), exchange({ token }), exchange({ token })]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses an expired token (401)', async () => {
    const player = await registerPlayer(testApp.app);
    const { token } = await issueToken(player.profile.id, { ttlSeconds: 30 });
    await testApp.app.database.db.execute(
      sql`update autologin_tokens set expires_at = now() - interval '1 second' where player_id = ${player.profile.id} and used_at is null`,
    );
    expect((await exchange({ token })).statusCode).toBe(401);
  });

  it('refuses an unknown token (401), and a token of a blocked player (403)', async () => {
    expect((await exchange({ token: 'x'.repeat(43) })).statusCode).toBe(401);
    const player = await registerPlayer(testApp.app);
    const { token } = await issueToken(player.profile.id);
    await testApp.app.database.db.execute(
      sql`update players set status = ${PlayerStatus.Blocked} where id = ${player.profile.id}`,
    );
    const blocked = await exchange({ token });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ error: { code: 'player_blocked' } });
  });

  it.each([
    ['no token', {}],
    ['an empty token', { token: '' }],
    ['a number', { token: 12345 }],
    ['a huge token', { token: 't'.repeat(5000) }],
    ['an unknown field', { token: 'abc', playerId: UNKNOWN_PLAYER_ID }],
  ])('refuses %s with 422', async (_case, payload) => {
    expect((await exchange(payload)).statusCode).toBe(422);
  });

  it('limits attempts per address (20 in 15 minutes) with 429 and Retry-After', async () => {
    const address = randomAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await exchange({ token: `guess-${attempt}` }, address)).statusCode).toBe(401);
    }
    const player = await registerPlayer(testApp.app);
    const { token } = await issueToken(player.profile.id);
    const limited = await exchange({ token }, address);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // The token was not spent by the refused attempt: another address may still use it.
    expect((await exchange({ token })).statusCode).toBe(200);
  });
});

describe('GET /api/admin/players/{playerId}/security-events', () => {
  it("pages a player's security events, newest first", async () => {
    const player = await registerPlayer(testApp.app);
    const { token } = await issueToken(player.profile.id);
    await exchange({ token });
    const url = `/api/admin/players/${player.profile.id}/security-events`;
    const all = await inject({ method: 'GET', url, headers: asOperator });
    expect(all.statusCode).toBe(200);
    const body = all.json<{
      data: { event: string; details: Record<string, unknown> }[];
      meta: Record<string, number>;
    }>();
    expect(body.data.map((row) => row.event).sort()).toEqual(['autologin_token_issued', 'login', 'registered']);
    expect(body.data.find((row) => row.event === 'login')?.details).toMatchObject({ method: 'autologin' });
    expect(body.meta).toEqual({ page: 1, perPage: 20, totalRows: 3, totalPages: 1 });

    const page = await inject({ method: 'GET', url: `${url}?page=2&perPage=2`, headers: asOperator });
    expect(page.json<{ data: unknown[]; meta: Record<string, number> }>()).toMatchObject({
      data: [expect.any(Object)],
      meta: { page: 2, perPage: 2, totalPages: 2 },
    });
  });

  it('answers 404 for an unknown player and 400 for bad paging or ids', async () => {
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/admin/players/${UNKNOWN_PLAYER_ID}/security-events`,
          headers: asOperator,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await inject({ method: 'GET', url: '/api/admin/players/1/security-events', headers: asOperator })).statusCode,
    ).toBe(400);
    const player = await registerPlayer(testApp.app);
    for (const query of ['page=0', 'perPage=1000', 'page=x']) {
      const response = await inject({
        method: 'GET',
        url: `/api/admin/players/${player.profile.id}/security-events?${query}`,
        headers: asOperator,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });
});
