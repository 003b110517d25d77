import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { OAuth2Server, type MutableToken } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlayerStatus } from '@casino/shared';
import { ConfigError } from '../../config/env';
import { queryRows } from '../../db/database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { bearer, randomAddress, registerPlayer, uniqueEmail } from '../../testing/players';
import { SocialLogin } from './social-login';

/**
 * The whole OpenID Connect flow against a real provider (oauth2-mock-server) on a random port:
 * our start endpoint, the provider's authorize endpoint (followed with fetch, as a browser
 * would), its token endpoint (called by openid-client), and our callback.
 */
let provider: OAuth2Server;
let testApp: TestApp;
/** What the provider's next tokens say about the person signing in. */
let nextClaims: Record<string, unknown> = {};

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  provider.issuer.url = `http://127.0.0.1:${provider.address().port}`;
  provider.service.on('beforeTokenSigning', (token: MutableToken) => Object.assign(token.payload, nextClaims));
  const issuer = provider.issuer.url;
  testApp = await createTestApp({
    environment: {
      OIDC_PROVIDERS: JSON.stringify([
        { name: 'mock', label: 'Mock ID', issuer, clientId: 'casino-web', clientSecret: 'casino-secret' },
        { name: 'other', issuer, clientId: 'casino-other', clientSecret: 'other-secret', scope: 'openid email' },
        // Nothing listens on port 1: discovery fails.
        { name: 'down', issuer: 'http://127.0.0.1:1', clientId: 'x', clientSecret: 'y' },
      ]),
    },
  });
});
afterAll(async () => {
  await testApp.close();
  await provider.stop();
});
beforeEach(() => {
  nextClaims = {};
});

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });

interface Started {
  readonly url: URL;
  readonly cookie: string;
  readonly response: LightMyRequestResponse;
}

async function startLogin(body: Record<string, unknown> = {}): Promise<Started> {
  const response = await inject({
    method: 'POST',
    url: '/api/player/sessions/social',
    payload: { provider: 'mock', ...body },
  });
  expect(response.statusCode, response.body).toBe(200);
  const setCookie = String(response.headers['set-cookie']);
  return { url: new URL(response.json<{ url: string }>().url), cookie: setCookie.split(';')[0] ?? '', response };
}

/** The person signs in at the provider, which redirects the browser back with a code and the state. */
async function authorizeAtProvider(
  url: URL,
  claims: Record<string, unknown>,
): Promise<{ code: string; state: string }> {
  nextClaims = claims;
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.origin + location.pathname).toBe(url.searchParams.get('redirect_uri'));
  return { code: location.searchParams.get('code') ?? '', state: location.searchParams.get('state') ?? '' };
}

const callback = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url: '/api/player/sessions/social/callback', payload, headers });

interface LoginBody {
  accessToken: string;
  registered?: true;
  profile: {
    id: string;
    email: string | null;
    emailConfirmed: boolean;
    hasPassword: boolean;
    country: string;
    firstName: string | null;
  };
}

/** A whole social login as `claims.sub`; returns the callback's response. */
async function socialLogin(claims: Record<string, unknown>, headers: Record<string, string> = {}) {
  const started = await startLogin();
  const { code, state } = await authorizeAtProvider(started.url, claims);
  return callback({ provider: 'mock', code, state }, { cookie: started.cookie, ...headers });
}

const uniqueSubject = () => `subject-${Math.random().toString(36).slice(2)}`;
const eventsOf = (playerId: string) =>
  queryRows<{ event: string }>(
    testApp.app.database.db,
    sql`select event from security_events where player_id = ${playerId} order by created_at`,
  );

describe('GET /api/player/social-providers', () => {
  it('lists the configured providers for the sign-in buttons', async () => {
    const response = await inject({ method: 'GET', url: '/api/player/social-providers' });
    expect(response.json()).toEqual([
      { name: 'mock', label: 'Mock ID' },
      { name: 'other', label: 'Other' },
      { name: 'down', label: 'Down' },
    ]);
  });
});

describe('POST /api/player/sessions/social', () => {
  it("answers the provider's authorization URL with state, nonce and PKCE S256, and sets a browser-binding cookie", async () => {
    const { url, response } = await startLogin({ locale: 'de', affiliateTag: 'aff-1', fingerprint: 'fp' });
    expect(url.origin).toBe(provider.issuer.url);
    expect(url.pathname).toBe('/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'casino-web',
      redirect_uri: 'http://localhost:3000/auth/social/mock/callback',
      scope: 'openid email profile',
      code_challenge_method: 'S256',
      ui_locales: 'de',
    });
    for (const parameter of ['state', 'nonce', 'code_challenge'])
      expect(url.searchParams.get(parameter)?.length).toBeGreaterThanOrEqual(43);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^social_login_binding=[\w-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/player/sessions/social');
  });

  it("accepts redirect_domain only when it is this site's own origin", async () => {
    expect((await startLogin({ redirect_domain: 'http://localhost:3000' })).url.searchParams.get('redirect_uri')).toBe(
      'http://localhost:3000/auth/social/mock/callback',
    );
    for (const domain of [
      'https://evil.example',
      'http://localhost:3000.evil.example',
      'http://localhost:3001',
      'javascript:alert(1)',
      '//evil.example',
    ]) {
      const response = await inject({
        method: 'POST',
        url: '/api/player/sessions/social',
        payload: { provider: 'mock', redirect_domain: domain },
      });
      expect(response.statusCode, domain).toBe(422);
      expect(Object.keys(response.json<{ error: { fields: object } }>().error.fields)).toEqual(['redirect_domain']);
    }
  });

  it.each([
    ['an unknown provider', { provider: 'nope' }],
    ['no provider', {}],
    ['a number as provider', { provider: 7 }],
    ['a huge provider name', { provider: 'x'.repeat(5000) }],
    ['an unknown field', { provider: 'mock', admin: true }],
    ['a bad locale', { provider: 'mock', locale: '../../etc' }],
  ])('refuses %s with 422', async (_case, payload) => {
    const response = await inject({ method: 'POST', url: '/api/player/sessions/social', payload });
    expect(response.statusCode).toBe(422);
  });

  it('limits starts per address (30 in 15 minutes) with 429 and Retry-After', async () => {
    const remoteAddress = randomAddress();
    const start = () =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/player/sessions/social',
        payload: { provider: 'mock' },
        remoteAddress,
      });
    for (let attempt = 0; attempt < 30; attempt += 1) expect((await start()).statusCode).toBe(200);
    const limited = await start();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/player/sessions/social',
      payload: { provider: 'down' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ error: { code: 'social_provider_unavailable' } });
  });
});

describe('POST /api/player/sessions/social/callback (login)', () => {
  it('creates the player on first use from the id token, and finds them again by subject', async () => {
    const subject = uniqueSubject();
    const email = uniqueEmail('social');
    const response = await socialLogin(
      { sub: subject, email: email.toUpperCase(), email_verified: true, given_name: 'Ada' },
      { 'cf-ipcountry': 'DE' },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<LoginBody>();
    // The client reports the first login as a sign-up (the pixel's regfin), the next ones as logins.
    expect(body.registered).toBe(true);
    expect(body.profile).toMatchObject({
      email,
      emailConfirmed: true,
      hasPassword: false,
      country: 'DE',
      firstName: 'Ada',
    });

    const headers = bearer(body.accessToken);
    const accounts = (await inject({ method: 'GET', url: '/api/wallet/accounts', headers })).json<{
      data: { currency: string }[];
    }>();
    expect(accounts.data.map((account) => account.currency)).toEqual(['USD']);
    const sessions = (await inject({ method: 'GET', url: '/api/player/sessions', headers })).json<{
      data: { method: string }[];
    }>();
    expect(sessions.data.map((session) => session.method)).toEqual(['social']);
    const connections = await inject({ method: 'GET', url: '/api/player/social-connections', headers });
    expect(connections.json()).toEqual({
      data: [{ provider: 'mock', email, createdAt: expect.any(String) as string }],
    });
    expect((await eventsOf(body.profile.id)).map((row) => row.event)).toEqual(
      expect.arrayContaining(['social_linked', 'login']),
    );

    const again = await socialLogin({ sub: subject, email: uniqueEmail('changed'), email_verified: true });
    expect(again.json<LoginBody>().profile.id).toBe(body.profile.id);
    expect(again.json()).not.toHaveProperty('registered');
  });

  it('gives a new player the country UA without a country header, and keeps an unverified e-mail unconfirmed', async () => {
    const email = uniqueEmail('unverified');
    const response = await socialLogin({ sub: uniqueSubject(), email, email_verified: 'true' });
    expect(response.json<LoginBody>().profile).toMatchObject({ country: 'UA', email, emailConfirmed: false });
  });

  it('refuses a replayed callback (the state is single-use)', async () => {
    const started = await startLogin();
    const { code, state } = await authorizeAtProvider(started.url, { sub: uniqueSubject() });
    expect((await callback({ provider: 'mock', code, state }, { cookie: started.cookie })).statusCode).toBe(200);
    const replay = await callback({ provider: 'mock', code, state }, { cookie: started.cookie });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ error: { code: 'social_state_invalid' } });
  });

  it('refuses the callback in a browser other than the one that started the login (login CSRF)', async () => {
    const started = await startLogin();
    const { code, state } = await authorizeAtProvider(started.url, { sub: uniqueSubject() });
    const otherBrowser = await startLogin();
    expect((await callback({ provider: 'mock', code, state })).statusCode).toBe(400);
    expect((await callback({ provider: 'mock', code, state }, { cookie: otherBrowser.cookie })).statusCode).toBe(400);
  });

  it('lets one browser run two logins at once (the binding cookie is reused)', async () => {
    const first = await startLogin();
    const second = await inject({
      method: 'POST',
      url: '/api/player/sessions/social',
      payload: { provider: 'mock' },
      headers: { cookie: first.cookie },
    });
    expect(String(second.headers['set-cookie']).split(';')[0]).toBe(first.cookie);
    const { code, state } = await authorizeAtProvider(first.url, { sub: uniqueSubject() });
    expect((await callback({ provider: 'mock', code, state }, { cookie: first.cookie })).statusCode).toBe(200);
  });

  it('refuses an unknown, expired or other-provider state with 400', async () => {
    const started = await startLogin();
    const { code, state } = await authorizeAtProvider(started.url, { sub: uniqueSubject() });
    const headers = { cookie: started.cookie };
    expect((await callback({ provider: 'mock', code, state: 'forged-state' }, headers)).statusCode).toBe(400);
    expect((await callback({ provider: 'other', code, state }, headers)).statusCode).toBe(400);
    expect((await callback({ provider: 'nope', code, state }, headers)).statusCode).toBe(400);
    await testApp.app.database.db.execute(
      sql`update social_login_states set expires_at = now() - interval '1 second' where state = ${state}`,
    );
    expect((await callback({ provider: 'mock', code, state }, headers)).json()).toMatchObject({
      error: { code: 'social_state_invalid' },
    });
  });

  it.each([
    ['another nonce', { nonce: 'not-the-nonce' }],
    ['another audience', { aud: 'someone-else' }],
    ['another issuer', { iss: 'https://evil.example' }],
    ['an expired id token', { exp: Math.floor(Date.now() / 1000) - 3600, iat: Math.floor(Date.now() / 1000) - 7200 }],
  ])('refuses an id token with %s (401)', async (_case, forged) => {
    const response = await socialLogin({ sub: uniqueSubject(), ...forged });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'social_login_failed' } });
  });

  it('refuses a forged code and a forged iss parameter (401)', async () => {
    const started = await startLogin();
    const { state } = await authorizeAtProvider(started.url, { sub: uniqueSubject() });
    expect(
      (await callback({ provider: 'mock', code: 'forged-code', state }, { cookie: started.cookie })).statusCode,
    ).toBe(401);
    const again = await startLogin();
    const authorized = await authorizeAtProvider(again.url, { sub: uniqueSubject() });
    const forgedIssuer = await callback(
      { provider: 'mock', ...authorized, iss: 'https://evil.example' },
      { cookie: again.cookie },
    );
    expect(forgedIssuer.statusCode).toBe(401);
  });

  it('accepts the extra query parameters a provider adds, and the right iss', async () => {
    const started = await startLogin();
    const authorized = await authorizeAtProvider(started.url, { sub: uniqueSubject() });
    const response = await callback(
      { provider: 'mock', ...authorized, iss: provider.issuer.url, scope: 'openid', authuser: '0' },
      { cookie: started.cookie },
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['an empty body', {}],
    ['an empty code', { provider: 'mock', code: '', state: 's' }],
    ['a huge code', { provider: 'mock', code: 'c'.repeat(10_000), state: 's' }],
    ['a huge state', { provider: 'mock', code: 'c', state: 's'.repeat(1000) }],
    ['a number as code', { provider: 'mock', code: 1, state: 's' }],
  ])('refuses %s with 422', async (_case, payload) => {
    expect((await callback(payload)).statusCode).toBe(422);
  });

  describe('an e-mail that already has an account', () => {
    async function playerWithConfirmedEmail() {
      const player = await registerPlayer(testApp.app);
      await testApp.app.database.db.execute(
        sql`update players set email_confirmed_at = now() where id = ${player.profile.id}`,
      );
      return player;
    }

    it('joins it when the provider verified the address and the player confirmed it', async () => {
      const player = await playerWithConfirmedEmail();
      const response = await socialLogin({ sub: uniqueSubject(), email: player.email, email_verified: true });
      expect(response.statusCode).toBe(200);
      expect(response.json<LoginBody>().profile.id).toBe(player.profile.id);
      // Joining an account is a login, not a sign-up.
      expect(response.json()).not.toHaveProperty('registered');
      const connections = await inject({
        method: 'GET',
        url: '/api/player/social-connections',
        headers: bearer(player.accessToken),
      });
      expect(
        connections.json<{ data: { provider: string }[] }>().data.map((connection) => connection.provider),
      ).toEqual(['mock']);
    });

    it('refuses (409) when the provider did not verify the address', async () => {
      const player = await playerWithConfirmedEmail();
      for (const emailVerified of [false, 'true', undefined]) {
        const response = await socialLogin({
          sub: uniqueSubject(),
          email: player.email,
          email_verified: emailVerified,
        });
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ error: { code: 'social_email_in_use' } });
      }
    });

    it('refuses (409) when the player never confirmed the address (it may not be theirs)', async () => {
      const player = await registerPlayer(testApp.app);
      const response = await socialLogin({ sub: uniqueSubject(), email: player.email, email_verified: true });
      expect(response.statusCode).toBe(409);
    });
  });

  it('refuses a blocked player (403)', async () => {
    const subject = uniqueSubject();
    const created = (await socialLogin({ sub: subject })).json<LoginBody>();
    await testApp.app.database.db.execute(
      sql`update players set status = ${PlayerStatus.Blocked} where id = ${created.profile.id}`,
    );
    const response = await socialLogin({ sub: subject });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'player_blocked' } });
  });
});

describe('social connections: link and unlink', () => {
  async function startLink(token: string, providerName = 'mock') {
    const response = await inject({
      method: 'POST',
      url: `/api/player/social-connections/${providerName}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return new URL(response.json<{ url: string }>().url);
  }

  it('links a provider account to the logged-in player, who can then log in with it', async () => {
    const player = await registerPlayer(testApp.app);
    const subject = uniqueSubject();
    const authorized = await authorizeAtProvider(await startLink(player.accessToken), {
      sub: subject,
      email: 'linked@example.com',
      email_verified: true,
    });
    const response = await callback({ provider: 'mock', ...authorized }, bearer(player.accessToken));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      linked: { provider: 'mock', email: 'linked@example.com', createdAt: expect.any(String) as string },
    });
    expect((await eventsOf(player.profile.id)).map((row) => row.event)).toContain('social_linked');
    const login = await socialLogin({ sub: subject });
    expect(login.json<LoginBody>().profile.id).toBe(player.profile.id);
  });

  it('refuses (409) to link an identity that belongs to another player', async () => {
    const subject = uniqueSubject();
    expect((await socialLogin({ sub: subject })).statusCode).toBe(200);
    const player = await registerPlayer(testApp.app);
    const authorized = await authorizeAtProvider(await startLink(player.accessToken), { sub: subject });
    const response = await callback({ provider: 'mock', ...authorized }, bearer(player.accessToken));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'social_identity_taken' } });
  });

  it('answers a provider refusal while linking with 422, keeping the player logged in', async () => {
    const player = await registerPlayer(testApp.app);
    const authorized = await authorizeAtProvider(await startLink(player.accessToken), { sub: uniqueSubject() });
    const response = await callback(
      { provider: 'mock', ...authorized, code: 'forged-code' },
      bearer(player.accessToken),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'social_login_failed' } });
    const profile = await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) });
    expect(profile.statusCode).toBe(200);
  });

  it('completes a link only with the token of the player who started it', async () => {
    const player = await registerPlayer(testApp.app);
    const intruder = await registerPlayer(testApp.app);
    const first = await authorizeAtProvider(await startLink(player.accessToken), { sub: uniqueSubject() });
    expect((await callback({ provider: 'mock', ...first })).statusCode).toBe(401);
    const second = await authorizeAtProvider(await startLink(player.accessToken), { sub: uniqueSubject() });
    expect((await callback({ provider: 'mock', ...second }, bearer(intruder.accessToken))).statusCode).toBe(400);
    const connections = await inject({
      method: 'GET',
      url: '/api/player/social-connections',
      headers: bearer(intruder.accessToken),
    });
    expect(connections.json()).toEqual({ data: [] });
  });

  it('needs a login to list, link and unlink (401), and a configured provider to link (404)', async () => {
    expect((await inject({ method: 'GET', url: '/api/player/social-connections' })).statusCode).toBe(401);
    expect((await inject({ method: 'POST', url: '/api/player/social-connections/mock' })).statusCode).toBe(401);
    expect(
      (await inject({ method: 'POST', url: '/api/player/social-connections/unlink', payload: { socialType: 'mock' } }))
        .statusCode,
    ).toBe(401);
    const player = await registerPlayer(testApp.app);
    const unknown = await inject({
      method: 'POST',
      url: '/api/player/social-connections/nope',
      headers: bearer(player.accessToken),
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await inject({
      method: 'POST',
      url: '/api/player/social-connections/NOT_A_NAME',
      headers: bearer(player.accessToken),
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('unlinks a provider of a player with a password', async () => {
    const player = await registerPlayer(testApp.app);
    const authorized = await authorizeAtProvider(await startLink(player.accessToken), { sub: uniqueSubject() });
    await callback({ provider: 'mock', ...authorized }, bearer(player.accessToken));
    const unlink = (socialType: unknown) =>
      inject({
        method: 'POST',
        url: '/api/player/social-connections/unlink',
        headers: bearer(player.accessToken),
        payload: { socialType },
      });
    expect((await unlink('mock')).statusCode).toBe(204);
    expect((await unlink('mock')).statusCode).toBe(404);
    expect((await unlink('')).statusCode).toBe(422);
    expect((await unlink(12)).statusCode).toBe(422);
    expect((await eventsOf(player.profile.id)).map((row) => row.event)).toContain('social_unlinked');
  });

  it('refuses to unlink the last way into an account without a password (422), but allows it with another left', async () => {
    const login = (await socialLogin({ sub: uniqueSubject() })).json<LoginBody>();
    const unlink = () =>
      inject({
        method: 'POST',
        url: '/api/player/social-connections/unlink',
        headers: bearer(login.accessToken),
        payload: { socialType: 'mock' },
      });
    const refused = await unlink();
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: { code: 'last_login_method' } });

    const otherUrl = await startLink(login.accessToken, 'other');
    const authorized = await authorizeAtProvider(otherUrl, { sub: uniqueSubject(), aud: 'casino-other' });
    expect((await callback({ provider: 'other', ...authorized }, bearer(login.accessToken))).statusCode).toBe(200);
    expect((await unlink()).statusCode).toBe(204);
  });
});

describe('provider configuration', () => {
  const configured = (issuer: string, environment: 'production' | 'development' | 'test' = 'test', name = 'acme') =>
    new SocialLogin(undefined as never, undefined as never, undefined as never, {
      providers: [{ name, issuer, clientId: 'c', clientSecret: 's', scope: 'openid' }],
      publicUrl: 'https://casino.example',
      environment,
    });

  it('refuses an http issuer in production or off this machine, and reserved names', () => {
    expect(() => configured('http://localhost:8080', 'production')).toThrow(ConfigError);
    expect(() => configured('http://idp.example.com')).toThrow(ConfigError);
    expect(() => configured('https://idp.example.com', 'test', 'telegram')).toThrow(ConfigError);
    expect(() => configured('https://idp.example.com', 'test', 'unlink')).toThrow(ConfigError);
    expect(() => configured('http://127.0.0.1:9000', 'development')).not.toThrow();
    expect(() => configured('https://idp.example.com', 'production')).not.toThrow();
  });
});
