import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { latestCodeTo, latestLinkCodeTo, latestMessageTo, messagesTo } from '../../testing/mailbox';
import { bearer, randomAddress, registerPlayer, STRONG_PASSWORD, uniqueEmail } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const PUBLIC_URL = 'https://casino.example.test';

const testApp = useTestApp({ environment: { PUBLIC_URL } });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Profile = { id: string; email: string | null; emailConfirmed: boolean };

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });
const post = (url: string, token?: string, payload?: Record<string, unknown>) =>
  inject({
    method: 'POST',
    url: `/api/player${url}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload ? { payload } : {}),
  });
const confirm = (payload: Record<string, unknown>, token?: string) =>
  post('/profile/email/verify/confirm', token, payload);
const profileOf = async (token: string) =>
  (await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(token) })).json<Profile>();
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail confirmation link', () => {
  it('is e-mailed on registration, and confirms the address without a login', async () => {
    const player = await registerPlayer(testApp.app);
    const mail = await latestMessageTo(testApp.app, player.email);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Confirm your e-mail address', transport: 'outbox' });
    expect(mail.text).toContain(`${PUBLIC_URL}/verify/`);
    const confirmCode = await latestLinkCodeTo(testApp.app, player.email, 'verify');
    expect(confirmCode).toMatch(/^[A-Za-z0-9_-]{64}$/);

    const response = await confirm({ confirmCode });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: player.profile.id, email: player.email, emailConfirmed: true });
    expect((await profileOf(player.accessToken)).emailConfirmed).toBe(true);
  });

  it('answers a link opened again with 409 already confirmed', async () => {
    const player = await registerPlayer(testApp.app);
    const confirmCode = await latestLinkCodeTo(testApp.app, player.email, 'verify');
    expect((await confirm({ confirmCode })).statusCode).toBe(200);
    const again = await confirm({ confirmCode });
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().error.code).toBe('email_already_confirmed');
  });

  it.each([
    ['a made-up code', 'A'.repeat(64)],
    ['a short code', 'abc'],
    ['a tampered code', 'tamper'],
  ])('refuses %s with 422', async (_case, code) => {
    const player = await registerPlayer(testApp.app);
    const real = await latestLinkCodeTo(testApp.app, player.email, 'verify');
    const confirmCode = code === 'tamper' ? `${real.slice(0, 40)}${real.slice(40).split('').reverse().join('')}` : code;
    const response = await confirm({ confirmCode });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error).toMatchObject({
      code: 'confirm_code_invalid',
      fields: { confirmCode: [expect.any(String)] },
    });
    expect((await profileOf(player.accessToken)).emailConfirmed).toBe(false);
  });

  it('refuses an expired link', async () => {
    const player = await registerPlayer(testApp.app);
    const confirmCode = await latestLinkCodeTo(testApp.app, player.email, 'verify');
    await testApp.app.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'email_confirm' and target = ${player.email}`,
    );
    const response = await confirm({ confirmCode });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('confirm_code_expired');
  });

  it('is sent again on request; the new link works and the old one no longer does', async () => {
    const player = await registerPlayer(testApp.app);
    const oldCode = await latestLinkCodeTo(testApp.app, player.email, 'verify');
    const resend = await post('/profile/confirmations/email/resend', player.accessToken);
    expect(resend.statusCode).toBe(202);
    expect(resend.json()).toEqual({ status: 'sent', expiresInSeconds: 48 * 3600 });
    const newCode = await latestLinkCodeTo(testApp.app, player.email, 'verify');
    expect(newCode).not.toBe(oldCode);
    expect((await confirm({ confirmCode: oldCode })).statusCode).toBe(422);
    expect((await confirm({ confirmCode: newCode })).statusCode).toBe(200);
    const confirmedAlready = await post('/profile/confirmations/email/resend', player.accessToken);
    expect(confirmedAlready.statusCode).toBe(409);
    expect(confirmedAlready.json<ErrorBody>().error.code).toBe('email_already_confirmed');
  });

  it('is resent at most 5 times an hour, and only to a logged-in player', async () => {
    expect((await post('/profile/confirmations/email/resend')).statusCode).toBe(401);
    const player = await registerPlayer(testApp.app);
    for (let sent = 0; sent < 5; sent += 1)
      expect((await post('/profile/confirmations/email/resend', player.accessToken)).statusCode).toBe(202);
    const refused = await post('/profile/confirmations/email/resend', player.accessToken);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('no longer confirms anything once the player has switched to another address', async () => {
    const player = await registerPlayer(testApp.app);
    const confirmCode = await latestLinkCodeTo(testApp.app, player.email, 'verify');
    const newEmail = uniqueEmail('switched');
    await post('/profile/email/verify/send', player.accessToken, { email: newEmail });
    expect((await confirm({ code: await latestCodeTo(testApp.app, newEmail) }, player.accessToken)).statusCode).toBe(
      200,
    );
    const response = await confirm({ confirmCode });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('confirm_code_invalid');
  });
});

describe('e-mail verification by typed code', () => {
  it('sends a code to the current address and confirms it for the logged-in player', async () => {
    const player = await registerPlayer(testApp.app);
    const sent = await post('/profile/email/verify/send', player.accessToken);
    expect(sent.statusCode).toBe(202);
    expect(sent.json()).toEqual({ status: 'sent', expiresInSeconds: 600 });
    const mail = await latestMessageTo(testApp.app, player.email);
    expect(mail.subject).toMatch(/^Your Lucky Orbit code: \d{6}$/);
    const code = await latestCodeTo(testApp.app, player.email);

    expect((await confirm({ code })).statusCode).toBe(401);
    const response = await confirm({ code }, player.accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: player.email, emailConfirmed: true });
    const replay = await confirm({ code }, player.accessToken);
    expect(replay.statusCode).toBe(422);
    expect(replay.json<ErrorBody>().error.code).toBe('otp_expired');
    expect((await post('/profile/email/verify/send', player.accessToken)).statusCode).toBe(409);
  });

  it("does not let another player use a player's code", async () => {
    const owner = await registerPlayer(testApp.app);
    const intruder = await registerPlayer(testApp.app);
    await post('/profile/email/verify/send', owner.accessToken);
    const code = await latestCodeTo(testApp.app, owner.email);
    const stolen = await confirm({ code }, intruder.accessToken);
    expect(stolen.statusCode).toBe(422);
    expect((await profileOf(intruder.accessToken)).emailConfirmed).toBe(false);
    expect((await profileOf(owner.accessToken)).emailConfirmed).toBe(false);
    expect((await confirm({ code }, owner.accessToken)).statusCode).toBe(200);
  });

  it('switches to a new address once the code sent there is typed in', async () => {
    const player = await registerPlayer(testApp.app);
    const newEmail = uniqueEmail('New-Address');
    const sent = await post('/profile/email/verify/send', player.accessToken, { email: ` ${newEmail.toUpperCase()} ` });
    expect(sent.statusCode).toBe(202);
    expect(await messagesTo(testApp.app, newEmail.toLowerCase())).toHaveLength(1);
    expect((await profileOf(player.accessToken)).email).toBe(player.email);

    const wrong = await confirm(
      { code: wrongCode(await latestCodeTo(testApp.app, newEmail.toLowerCase())) },
      player.accessToken,
    );
    expect(wrong.json<ErrorBody>().error.code).toBe('otp_invalid');
    const response = await confirm(
      { code: await latestCodeTo(testApp.app, newEmail.toLowerCase()) },
      player.accessToken,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: newEmail.toLowerCase(), emailConfirmed: true });

    const login = (email: string) =>
      inject({ method: 'POST', url: '/api/player/sessions', payload: { email, password: STRONG_PASSWORD } });
    expect((await login(newEmail)).statusCode).toBe(200);
    expect((await login(player.email)).statusCode).toBe(401);
  });

  it('refuses a new address another player has, before and after the code is sent', async () => {
    const other = await registerPlayer(testApp.app);
    const player = await registerPlayer(testApp.app);
    const taken = await post('/profile/email/verify/send', player.accessToken, { email: other.email.toUpperCase() });
    expect(taken.statusCode).toBe(422);
    expect(taken.json<ErrorBody>().error.fields).toEqual({ email: ['This e-mail is already registered'] });

    const contested = uniqueEmail('contested');
    await post('/profile/email/verify/send', player.accessToken, { email: contested });
    const code = await latestCodeTo(testApp.app, contested);
    await registerPlayer(testApp.app, { email: contested });
    const response = await confirm({ code }, player.accessToken);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.fields).toEqual({ email: ['This e-mail is already registered'] });
    expect((await profileOf(player.accessToken)).email).toBe(player.email);
  });

  it('only the latest requested address can be confirmed', async () => {
    const player = await registerPlayer(testApp.app);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await post('/profile/email/verify/send', player.accessToken, { email: first });
    const firstCode = await latestCodeTo(testApp.app, first);
    await post('/profile/email/verify/send', player.accessToken, { email: second });
    const secondCode = await latestCodeTo(testApp.app, second);
    if (firstCode !== secondCode) expect((await confirm({ code: firstCode }, player.accessToken)).statusCode).toBe(422);
    expect((await confirm({ code: secondCode }, player.accessToken)).json()).toMatchObject({ email: second });
  });

  it.each([
    ['a bad address', { email: 'not-an-email' }],
    ['a huge address', { email: `${'x'.repeat(300)}@example.com` }],
    ['a number', { email: 42 }],
    ['an unknown field', { email: 'a@example.com', admin: true }],
  ])('refuses %s with 422', async (_case, payload) => {
    const player = await registerPlayer(testApp.app);
    const response = await post('/profile/email/verify/send', player.accessToken, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('validation_failed');
  });

  it.each([
    ['an empty body', {}],
    ['both a code and a link code', { code: '123456', confirmCode: 'A'.repeat(64) }],
    ['a 5-digit code', { code: '12345' }],
    ['a numeric code', { code: 123456 }],
    ['a huge link code', { confirmCode: 'A'.repeat(5000) }],
  ])('refuses a confirmation with %s', async (_case, payload) => {
    const player = await registerPlayer(testApp.app);
    const response = await confirm(payload, player.accessToken);
    expect(response.statusCode).toBe(422);
  });

  it('needs a login to send a code', async () => {
    expect((await post('/profile/email/verify/send', undefined, { email: uniqueEmail() })).statusCode).toBe(401);
    expect((await post('/otp/email/send')).statusCode).toBe(401);
  });
});

describe('POST /api/player/otp/email/send', () => {
  it("e-mails a code to the player's address, confirmed or not, that confirms it", async () => {
    const player = await registerPlayer(testApp.app);
    const sent = await post('/otp/email/send', player.accessToken);
    expect(sent.statusCode).toBe(202);
    const code = await latestCodeTo(testApp.app, player.email);
    expect((await confirm({ code }, player.accessToken)).json()).toMatchObject({ emailConfirmed: true });
    expect((await post('/otp/email/send', player.accessToken)).statusCode).toBe(202);
  });

  it('answers 422 for a player without an e-mail address', async () => {
    const player = await registerPlayer(testApp.app);
    await testApp.app.database.db.execute(sql`update players set email = null where id = ${player.profile.id}`);
    const response = await post('/otp/email/send', player.accessToken);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.fields).toHaveProperty('email');
  });
});
