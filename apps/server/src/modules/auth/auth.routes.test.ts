import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bearer, randomAddress, registerPlayer, STRONG_PASSWORD, uniqueEmail } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp({ environment: { ACCESS_TOKEN_TTL_SECONDS: '60' } });

const inject = (options: InjectOptions) => testApp.app.inject(options);
const login = (payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
  inject({ method: 'POST', url: '/api/player/sessions', payload, remoteAddress });
const profileWith = (token: string) => inject({ method: 'GET', url: '/api/player/profile', headers: bearer(token) });

describe('POST /api/player/sessions (login)', () => {
  it('logs in by e-mail in any letter case and returns the token and profile', async () => {
    const player = await registerPlayer(testApp.app);
    const response = await login({ email: player.email.toUpperCase(), password: player.password, fingerprint: 'fp-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; profile: { id: string } }>();
    expect(body.profile.id).toBe(player.profile.id);
    expect((await profileWith(body.accessToken)).statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a wrong password exactly alike', async () => {
    const player = await registerPlayer(testApp.app);
    const wrongPassword = await login({ email: player.email, password: 'Not-The-Password-1' });
    const unknownEmail = await login({ email: uniqueEmail('nobody'), password: 'Not-The-Password-1' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownEmail.json());
    expect(wrongPassword.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'The e-mail, phone or password is not correct' },
    });
  });

  it('refuses an address after 10 failed logins on an account in 15 minutes, even with the right password, with Retry-After', async () => {
    const player = await registerPlayer(testApp.app);
    const address = randomAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await login({ email: player.email, password: `Wrong-${attempt}-Password` }, address)).statusCode).toBe(
        401,
      );
    }
    const locked = await login({ email: player.email, password: player.password }, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('limits failed logins per address across accounts', async () => {
    const address = randomAddress();
    for (let attempt = 0; attempt < 50; attempt += 1) {
      await login({ email: uniqueEmail('spray'), password: 'Wrong-Password-1' }, address);
    }
    const player = await registerPlayer(testApp.app);
    expect((await login({ email: player.email, password: player.password }, address)).statusCode).toBe(429);
    expect((await login({ email: player.email, password: player.password })).statusCode).toBe(200);
  });

  it.each([
    ['no password', { email: 'someone@example.com' }],
    ['both e-mail and phone', { email: 'someone@example.com', phone: '+491701234567', password: 'x' }],
    ['an unknown field', { email: 'someone@example.com', password: 'x', role: 'admin' }],
    ['a number as e-mail', { email: 42, password: 'x' }],
    ['a huge password', { email: 'someone@example.com', password: 'x'.repeat(10_000) }],
  ])('refuses %s with 422', async (_case, payload) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });
});

describe('sessions', () => {
  it("refuses a closed session's token at once, on every endpoint", async () => {
    const player = await registerPlayer(testApp.app);
    const logout = await inject({
      method: 'POST',
      url: '/api/player/sessions/logout',
      headers: bearer(player.accessToken),
    });
    expect(logout.statusCode).toBe(204);
    for (const url of ['/api/player/profile', '/api/player/init', '/api/wallet/accounts', '/api/player/sessions']) {
      const response = await inject({ method: 'GET', url, headers: bearer(player.accessToken) });
      expect(response.statusCode, url).toBe(401);
    }
    const refresh = await inject({
      method: 'POST',
      url: '/api/player/sessions/refresh',
      headers: bearer(player.accessToken),
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('lists the open sessions, marking the current one, and pages them', async () => {
    const player = await registerPlayer(testApp.app);
    await login({ email: player.email, password: player.password });
    await login({ email: player.email, password: player.password });
    const firstPage = await inject({
      method: 'GET',
      url: '/api/player/sessions?page=1&perPage=2',
      headers: bearer(player.accessToken),
    });
    expect(firstPage.statusCode).toBe(200);
    const body = firstPage.json<{ data: { isCurrent: boolean; method: string }[]; meta: Record<string, number> }>();
    expect(body.meta).toEqual({ page: 1, perPage: 2, totalPages: 2, totalRows: 3 });
    expect(body.data).toHaveLength(2);
    const all = await inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(player.accessToken) });
    const sessions = all.json<{ data: { isCurrent: boolean; method: string }[] }>().data;
    expect(sessions.filter((session) => session.isCurrent)).toHaveLength(1);
    expect(sessions.map((session) => session.method).sort()).toEqual(['password', 'password', 'registration']);
  });

  it.each(['page=0', 'perPage=1000', 'page=abc'])('refuses the bad paging %s with 400', async (query) => {
    const player = await registerPlayer(testApp.app);
    const response = await inject({
      method: 'GET',
      url: `/api/player/sessions?${query}`,
      headers: bearer(player.accessToken),
    });
    expect(response.statusCode).toBe(400);
  });

  it('closes another session of the player, whose token then stops working', async () => {
    const player = await registerPlayer(testApp.app);
    const other = (await login({ email: player.email, password: player.password })).json<{ accessToken: string }>()
      .accessToken;
    const list = (
      await inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(player.accessToken) })
    ).json<{
      data: { id: string; isCurrent: boolean }[];
    }>();
    const otherSession = list.data.find((session) => !session.isCurrent);
    const close = await inject({
      method: 'PUT',
      url: `/api/player/sessions/${otherSession?.id}/close`,
      headers: bearer(player.accessToken),
    });
    expect(close.statusCode).toBe(204);
    expect((await profileWith(other)).statusCode).toBe(401);
    expect((await profileWith(player.accessToken)).statusCode).toBe(200);
  });

  it("cannot close another player's session: it is not found", async () => {
    const owner = await registerPlayer(testApp.app);
    const intruder = await registerPlayer(testApp.app);
    const ownerSessions = (
      await inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(owner.accessToken) })
    ).json<{
      data: { id: string }[];
    }>();
    const response = await inject({
      method: 'PUT',
      url: `/api/player/sessions/${ownerSessions.data[0]?.id}/close`,
      headers: bearer(intruder.accessToken),
    });
    expect(response.statusCode).toBe(404);
    expect((await profileWith(owner.accessToken)).statusCode).toBe(200);
  });

  it('answers a malformed session id with 400', async () => {
    const player = await registerPlayer(testApp.app);
    const response = await inject({
      method: 'PUT',
      url: '/api/player/sessions/not-a-uuid/close',
      headers: bearer(player.accessToken),
    });
    expect(response.statusCode).toBe(400);
  });

  it('closes every other session and keeps the current one', async () => {
    const player = await registerPlayer(testApp.app);
    const tokens = await Promise.all(
      [1, 2].map(
        async () =>
          (await login({ email: player.email, password: player.password })).json<{ accessToken: string }>().accessToken,
      ),
    );
    const response = await inject({
      method: 'POST',
      url: '/api/player/sessions/close-other',
      headers: bearer(player.accessToken),
    });
    expect(response.json()).toEqual({ closed: 2 });
    for (const token of tokens) expect((await profileWith(token)).statusCode).toBe(401);
    expect((await profileWith(player.accessToken)).statusCode).toBe(200);
  });
});

describe('POST /api/player/sessions/refresh', () => {
  it('gives a new token for the same open session', async () => {
    const player = await registerPlayer(testApp.app);
    const response = await inject({
      method: 'POST',
      url: '/api/player/sessions/refresh',
      headers: bearer(player.accessToken),
    });
    expect(response.statusCode).toBe(200);
    const { accessToken } = response.json<{ accessToken: string }>();
    expect((await profileWith(accessToken)).statusCode).toBe(200);
    const sessions = (await inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(accessToken) })).json<{
      data: unknown[];
    }>();
    expect(sessions.data).toHaveLength(1);
  });

  it('refuses no token and a token signed by someone else', async () => {
    expect((await inject({ method: 'POST', url: '/api/player/sessions/refresh' })).statusCode).toBe(401);
    const player = await registerPlayer(testApp.app);
    const [header, payload] = player.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(
      (await inject({ method: 'POST', url: '/api/player/sessions/refresh', headers: bearer(forged) })).statusCode,
    ).toBe(401);
  });
});

describe('password login uses the right password only', () => {
  it('still logs in after many successful logins', async () => {
    const player = await registerPlayer(testApp.app, {
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
    });
    for (let attempt = 0; attempt < 3; attempt += 1)
      expect((await login({ email: player.email, password: STRONG_PASSWORD })).statusCode).toBe(200);
  });
});
