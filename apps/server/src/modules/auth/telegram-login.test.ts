import type { InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PlayerStatus } from '@casino/shared';
import { queryRows } from '../../db/database';
import { createTestApp, useTestApp } from '../../testing/test-app';
import { bearer, randomAddress, registerPlayer } from '../../testing/players';
import { signedInitData, TEST_BOT_TOKEN, uniqueMessengerUserId } from '../../testing/telegram';
import { checkInitData } from './telegram-login';

const MAX_AGE_SECONDS = 3600;

const testApp = useTestApp({
  environment: { TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN, TELEGRAM_AUTH_MAX_AGE_SECONDS: String(MAX_AGE_SECONDS) },
});

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });
const tgLogin = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  inject({ method: 'POST', url: '/api/player/tg_login', payload, headers });

interface LoginBody {
  accessToken: string;
  registered?: true;
  profile: {
    id: string;
    tgUserId: string | null;
    firstName: string | null;
    nickname: string | null;
    country: string;
    language: string | null;
    hasPassword: boolean;
  };
}

/** Changes one character of `text` at `index` to another character of the same kind. */
function changeCharacter(text: string, index: number): string {
  const character = text.charAt(index);
  const replacement = /\d/.test(character) ? String((Number(character) + 1) % 10) : character === 'a' ? 'b' : 'a';
  return text.slice(0, index) + replacement + text.slice(index + 1);
}

describe('checkInitData (Telegram Web App init data)', () => {
  it("accepts the published example of Telegram Mini Apps' documentation, signed by Telegram", () => {
    const initData =
      'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';
    const result = checkInitData(initData, '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8', 86_400, 1_662_771_700);
    expect(result).toEqual({
      ok: true,
      authDate: 1_662_771_648,
      user: {
        id: 279_058_397,
        firstName: 'Vladislav',
        lastName: 'Kibenko',
        username: 'vdkfrost',
        languageCode: 'ru',
        photoUrl: null,
      },
    });
    // The same data a day and a minute later is stale.
    expect(
      checkInitData(initData, '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8', 86_400, 1_662_771_648 + 86_460),
    ).toEqual({ ok: false, reason: 'expired' });
  });

  it('signs over every field but hash, including ones it does not know', () => {
    const initData = signedInitData(
      { id: 42, first_name: 'Ann' },
      { extra: { signature: 'abc', start_param: 'promo' } },
    );
    expect(checkInitData(initData, TEST_BOT_TOKEN, MAX_AGE_SECONDS).ok).toBe(true);
    const withoutExtra = new URLSearchParams(initData);
    withoutExtra.delete('start_param');
    expect(checkInitData(withoutExtra.toString(), TEST_BOT_TOKEN, MAX_AGE_SECONDS)).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
  });

  it.each([
    ['no hash', 'auth_date=1&user=%7B%22id%22%3A1%7D'],
    ['a hash that is not hex', 'auth_date=1&hash=zz'],
    ['an empty string', ''],
    ['garbage', '%%%&&&==='],
  ])('refuses %s as a bad signature', (_case, initData) => {
    expect(checkInitData(initData, TEST_BOT_TOKEN, MAX_AGE_SECONDS)).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a repeated field, even when one copy is signed', () => {
    const initData = `${signedInitData({ id: 42 })}&user=${encodeURIComponent(JSON.stringify({ id: 43 }))}`;
    expect(checkInitData(initData, TEST_BOT_TOKEN, MAX_AGE_SECONDS)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses signed data without a usable user', () => {
    const noUser = signedInitData({ id: 0 });
    expect(checkInitData(noUser, TEST_BOT_TOKEN, MAX_AGE_SECONDS)).toEqual({ ok: false, reason: 'no_user' });
  });

  it('refuses auth_date in the future beyond a minute of clock skew, and accepts it within', () => {
    const now = Math.floor(Date.now() / 1000);
    expect(
      checkInitData(signedInitData({ id: 1 }, { authDate: now + 30 }), TEST_BOT_TOKEN, MAX_AGE_SECONDS, now).ok,
    ).toBe(true);
    expect(
      checkInitData(signedInitData({ id: 1 }, { authDate: now + 600 }), TEST_BOT_TOKEN, MAX_AGE_SECONDS, now),
    ).toEqual({
      ok: false,
      reason: 'from_the_future',
    });
  });
});

describe('POST /api/player/tg_login', () => {
  it('creates the player on first use, with the messenger name, and logs them in again later', async () => {
    const userId = uniqueMessengerUserId();
    const user = {
      id: userId,
      first_name: 'Olena',
      last_name: 'K',
      username: `olena_${userId}`.slice(0, 20),
      language_code: 'uk',
    };
    const first = await tgLogin(
      { tg_payload: signedInitData(user), affiliate_tag: 'aff-7', visitorId: 'fp-2' },
      { 'cf-ipcountry': 'de' },
    );
    expect(first.statusCode).toBe(200);
    const body = first.json<LoginBody>();
    // The client reports the first login as a sign-up (the pixel's regfin), the next ones as logins.
    expect(body.registered).toBe(true);
    expect(body.profile).toMatchObject({
      tgUserId: String(userId),
      firstName: 'Olena',
      nickname: user.username,
      country: 'DE',
      language: 'uk',
      hasPassword: false,
    });

    const accounts = await inject({ method: 'GET', url: '/api/wallet/accounts', headers: bearer(body.accessToken) });
    expect(accounts.json<{ data: { currency: string }[] }>().data.map((account) => account.currency)).toEqual(['USD']);
    const sessions = await inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(body.accessToken) });
    expect(sessions.json<{ data: { method: string }[] }>().data.map((session) => session.method)).toEqual(['telegram']);
    const connections = await inject({
      method: 'GET',
      url: '/api/player/social-connections',
      headers: bearer(body.accessToken),
    });
    expect(connections.json<{ data: { provider: string }[] }>().data).toEqual([
      expect.objectContaining({ provider: 'telegram', email: null }),
    ]);

    const again = await tgLogin({ tg_payload: signedInitData({ ...user, first_name: 'Changed' }) });
    expect(again.statusCode).toBe(200);
    expect(again.json<LoginBody>().profile.id).toBe(body.profile.id);
    expect(again.json()).not.toHaveProperty('registered');
  });

  it('creates one player when the first two logins of a messenger user race', async () => {
    const user = { id: uniqueMessengerUserId(), first_name: 'Racer', username: `racer_${Date.now() % 1_000_000}` };
    const responses = await Promise.all([1, 2, 3].map(() => tgLogin({ tg_payload: signedInitData(user) })));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(responses.map((response) => response.json<LoginBody>().profile.id)).size).toBe(1);
  });

  it('defaults the country to UA without a usable country header, and skips a nickname that is taken or invalid', async () => {
    const taken = await registerPlayer(testApp.app, { nickname: `taken_${Date.now() % 100_000}` });
    const first = await tgLogin({
      tg_payload: signedInitData({
        id: uniqueMessengerUserId(),
        first_name: 'A',
        username: taken.profile.nickname ?? '',
      }),
    });
    expect(first.json<LoginBody>().profile).toMatchObject({ country: 'UA', nickname: null });
    const second = await tgLogin(
      { tg_payload: signedInitData({ id: uniqueMessengerUserId(), username: 'no' }) },
      { 'cf-ipcountry': 'XX' },
    );
    expect(second.json<LoginBody>().profile).toMatchObject({ country: 'UA', nickname: null });
  });

  it('refuses init data with one character of the user changed (401)', async () => {
    const initData = signedInitData({ id: uniqueMessengerUserId(), first_name: 'Mallory' });
    const params = new URLSearchParams(initData);
    params.set('user', (params.get('user') ?? '').replace('Mallory', 'Mallorz'));
    const response = await tgLogin({ tg_payload: params.toString() });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'telegram_auth_invalid' } });
  });

  it('refuses init data with one character of the hash changed (401)', async () => {
    const params = new URLSearchParams(signedInitData({ id: uniqueMessengerUserId() }));
    params.set('hash', changeCharacter(params.get('hash') ?? '', 10));
    expect((await tgLogin({ tg_payload: params.toString() })).statusCode).toBe(401);
  });

  it('refuses init data signed with another bot token (401)', async () => {
    const forged = signedInitData(
      { id: uniqueMessengerUserId() },
      { botToken: '7000000002:AAE-some-other-bot-token-xx' },
    );
    expect((await tgLogin({ tg_payload: forged })).json()).toMatchObject({ error: { code: 'telegram_auth_invalid' } });
  });

  it('refuses stale init data (401) and data dated in the future (401)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const stale = await tgLogin({
      tg_payload: signedInitData({ id: uniqueMessengerUserId() }, { authDate: now - MAX_AGE_SECONDS - 5 }),
    });
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toMatchObject({ error: { code: 'telegram_auth_expired' } });
    const future = await tgLogin({
      tg_payload: signedInitData({ id: uniqueMessengerUserId() }, { authDate: now + 3600 }),
    });
    expect(future.statusCode).toBe(401);
  });

  it('refuses a blocked player (403)', async () => {
    const user = { id: uniqueMessengerUserId(), first_name: 'Blocked' };
    const created = (await tgLogin({ tg_payload: signedInitData(user) })).json<LoginBody>();
    await testApp.app.database.db.execute(
      sql`update players set status = ${PlayerStatus.Blocked} where id = ${created.profile.id}`,
    );
    const response = await tgLogin({ tg_payload: signedInitData(user) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: { code: 'player_blocked' } });
    expect(
      (await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(created.accessToken) })).statusCode,
    ).toBe(403);
  });

  it.each([
    ['an empty payload', { tg_payload: '' }],
    ['no payload', {}],
    ['a number', { tg_payload: 42 }],
    ['a huge payload', { tg_payload: 'a'.repeat(10_000) }],
    ['an unknown field', { tg_payload: 'a=b', role: 'admin' }],
  ])('refuses %s with 422', async (_case, payload) => {
    const response = await tgLogin(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });
});

describe('PUT /api/tg-bot/users', () => {
  async function messengerPlayer() {
    const userId = uniqueMessengerUserId();
    const login = (
      await tgLogin({ tg_payload: signedInitData({ id: userId, first_name: 'Before', language_code: 'en' }) })
    ).json<LoginBody>();
    return { userId, token: login.accessToken };
  }
  const sync = (token: string, payload: Record<string, unknown>) =>
    inject({ method: 'PUT', url: '/api/tg-bot/users', headers: bearer(token), payload });

  it("syncs the name and language of the player's own messenger user", async () => {
    const { userId, token } = await messengerPlayer();
    const response = await sync(token, {
      user_id: userId,
      username: 'x',
      language_code: 'DE',
      photo_url: null,
      name: 'After',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'After', language: 'de', tgUserId: String(userId) });
    const asString = await sync(token, { user_id: String(userId) });
    expect(asString.statusCode).toBe(200);
  });

  it('gives a player without a nickname the messenger username (valid and free only), and never replaces a nickname', async () => {
    const userId = uniqueMessengerUserId();
    const login = (
      await tgLogin({ tg_payload: signedInitData({ id: userId, first_name: 'Nameless' }) })
    ).json<LoginBody>();
    expect(login.profile.nickname).toBeNull();
    expect((await sync(login.accessToken, { user_id: userId, username: 'not valid!' })).json()).toMatchObject({
      nickname: null,
    });
    const username = `tg${userId}`;
    expect((await sync(login.accessToken, { user_id: userId, username })).json()).toMatchObject({ nickname: username });
    expect((await sync(login.accessToken, { user_id: userId, username: `${username}x` })).json()).toMatchObject({
      nickname: username,
    });
  });

  /** The messenger's username and photo as the player's row keeps them. */
  async function messengerProfile(
    userId: number,
  ): Promise<{ tg_username: string | null; tg_photo_url: string | null }> {
    const [row] = await queryRows<{ tg_username: string | null; tg_photo_url: string | null }>(
      testApp.app.database.db,
      sql`select tg_username, tg_photo_url from players where tg_user_id = ${userId}`,
    );
    if (!row) throw new Error(`no player of messenger user ${userId}`);
    return row;
  }

  it('keeps the username and photo of the login, then of every sync (the photo over https only)', async () => {
    const userId = uniqueMessengerUserId();
    const photo = 'https://t.me/i/userpic/320/first.jpg';
    const login = (
      await tgLogin({
        tg_payload: signedInitData({ id: userId, first_name: 'Pic', username: 'pic_one', photo_url: photo }),
      })
    ).json<LoginBody>();
    expect(await messengerProfile(userId)).toEqual({ tg_username: 'pic_one', tg_photo_url: photo });
    const changed = 'https://t.me/i/userpic/320/photo.jpg';
    const synced = await sync(login.accessToken, { user_id: userId, username: 'pic_two', photo_url: changed });
    expect(synced.statusCode).toBe(200);
    expect(await messengerProfile(userId)).toEqual({ tg_username: 'pic_two', tg_photo_url: changed });
    for (const photo_url of ['javascript:alert(1)', 'http://t.me/photo.jpg', 'not an address']) {
      expect((await sync(login.accessToken, { user_id: userId, photo_url })).statusCode, photo_url).toBe(422);
    }
    // A null is as good as absent: what is kept stays.
    expect((await sync(login.accessToken, { user_id: userId, photo_url: null, username: null })).statusCode).toBe(200);
    expect(await messengerProfile(userId)).toEqual({ tg_username: 'pic_two', tg_photo_url: changed });
  });

  it('keeps no photo of init data that is not an https address', async () => {
    const userId = uniqueMessengerUserId();
    await tgLogin({ tg_payload: signedInitData({ id: userId, first_name: 'Plain', photo_url: 'http://t.me/a.jpg' }) });
    expect(await messengerProfile(userId)).toEqual({ tg_username: null, tg_photo_url: null });
  });

  it("refuses another messenger user's id (403), and a player without a messenger account (403)", async () => {
    const { userId, token } = await messengerPlayer();
    const other = await sync(token, { user_id: userId + 1, name: 'Intruder' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: { code: 'tg_user_mismatch' } });
    const emailPlayer = await registerPlayer(testApp.app);
    expect((await sync(emailPlayer.accessToken, { user_id: userId })).statusCode).toBe(403);
  });

  it('needs a login (401) and refuses bad input (422)', async () => {
    expect((await inject({ method: 'PUT', url: '/api/tg-bot/users', payload: { user_id: 1 } })).statusCode).toBe(401);
    const { token } = await messengerPlayer();
    for (const payload of [
      {},
      { user_id: -1 },
      { user_id: 'abc' },
      { user_id: 1.5 },
      { user_id: 1, name: 'x'.repeat(500) },
      { user_id: 1, language_code: 'english' },
    ]) {
      expect((await sync(token, payload)).statusCode, JSON.stringify(payload)).toBe(422);
    }
  });
});

describe('POST /api/player/social-connections/telegram', () => {
  const link = (token: string, payload: unknown) =>
    inject({
      method: 'POST',
      url: '/api/player/social-connections/telegram',
      headers: bearer(token),
      payload: payload as Record<string, unknown>,
    });

  it('links the messenger account to an e-mail player, who can then log in through the messenger', async () => {
    const player = await registerPlayer(testApp.app);
    const userId = uniqueMessengerUserId();
    const response = await link(player.accessToken, { payload: signedInitData({ id: userId }) });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ provider: 'telegram', email: null });
    expect((await link(player.accessToken, { payload: signedInitData({ id: userId }) })).statusCode).toBe(200);
    const profile = await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) });
    expect(profile.json()).toMatchObject({ tgUserId: String(userId) });
    const login = await tgLogin({ tg_payload: signedInitData({ id: userId }) });
    expect(login.json<LoginBody>().profile.id).toBe(player.profile.id);
  });

  it('refuses a messenger account that belongs to another player (409), and a second one for the same player (409)', async () => {
    const owner = await registerPlayer(testApp.app);
    const intruder = await registerPlayer(testApp.app);
    const userId = uniqueMessengerUserId();
    expect((await link(owner.accessToken, { payload: signedInitData({ id: userId }) })).statusCode).toBe(201);
    const stolen = await link(intruder.accessToken, { payload: signedInitData({ id: userId }) });
    expect(stolen.statusCode).toBe(409);
    expect(stolen.json()).toMatchObject({ error: { code: 'social_identity_taken' } });
    const second = await link(owner.accessToken, { payload: signedInitData({ id: uniqueMessengerUserId() }) });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'social_provider_already_linked' } });
  });

  it('refuses tampered init data (401), bad input (422) and a request without login (401)', async () => {
    const player = await registerPlayer(testApp.app);
    const params = new URLSearchParams(signedInitData({ id: uniqueMessengerUserId() }));
    params.set('auth_date', String(Number(params.get('auth_date')) + 1));
    expect((await link(player.accessToken, { payload: params.toString() })).statusCode).toBe(401);
    expect((await link(player.accessToken, { payload: '' })).statusCode).toBe(422);
    expect((await link(player.accessToken, { payload: 7 })).statusCode).toBe(422);
    expect(
      (await inject({ method: 'POST', url: '/api/player/social-connections/telegram', payload: { payload: 'a' } }))
        .statusCode,
    ).toBe(401);
  });

  it('unlinks the messenger account of a player with a password, clearing it from the profile', async () => {
    const player = await registerPlayer(testApp.app);
    await link(player.accessToken, { payload: signedInitData({ id: uniqueMessengerUserId() }) });
    const unlink = await inject({
      method: 'POST',
      url: '/api/player/social-connections/unlink',
      headers: bearer(player.accessToken),
      payload: { socialType: 'telegram' },
    });
    expect(unlink.statusCode).toBe(204);
    const profile = await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) });
    expect(profile.json()).toMatchObject({ tgUserId: null });
  });

  it('refuses to unlink the only way into a messenger-only account (422)', async () => {
    const login = (await tgLogin({ tg_payload: signedInitData({ id: uniqueMessengerUserId() }) })).json<LoginBody>();
    const response = await inject({
      method: 'POST',
      url: '/api/player/social-connections/unlink',
      headers: bearer(login.accessToken),
      payload: { socialType: 'telegram' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { code: 'last_login_method' } });
  });
});

describe('messenger login without a bot token', () => {
  it('answers 503 with a clear code', async () => {
    const unconfigured = await createTestApp();
    try {
      const response = await unconfigured.app.inject({
        method: 'POST',
        url: '/api/player/tg_login',
        payload: { tg_payload: signedInitData({ id: 5 }) },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: { code: 'telegram_not_configured' } });
    } finally {
      await unconfigured.close();
    }
  });
});
