import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PlayerStatus } from '@casino/shared';
import { queryRows } from '../../db/database';
import { latestCodeTo, messagesTo, uniquePhone } from '../../testing/mailbox';
import { bearer, randomAddress, STRONG_PASSWORD } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });
const sendCode = (payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
  inject({ method: 'POST', url: '/api/player/otp/send', payload, remoteAddress });
const verifyCode = (payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/player/otp/verify', payload });
const registerByPhone = (payload: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/player/register/phone', payload });
const codeTo = (phone: string) => latestCodeTo(testApp.app, phone);

/** A code the phone never received: the real one plus one, so a wrong guess is certain. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function verificationToken(phone: string): Promise<string> {
  expect((await sendCode({ phone })).statusCode).toBe(202);
  const verified = await verifyCode({ phone, code: await codeTo(phone) });
  expect(verified.statusCode).toBe(200);
  return verified.json<{ verificationToken: string }>().verificationToken;
}

const phoneRegistration = (phone: string, token: string, overrides: Record<string, unknown> = {}) => ({
  phone,
  verificationToken: token,
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
  currency: 'EUR',
  country: 'DE',
  agreements: true,
  ...overrides,
});

async function registerPhonePlayer(phone = uniquePhone()) {
  const response = await registerByPhone(phoneRegistration(phone, await verificationToken(phone)));
  expect(response.statusCode).toBe(201);
  return { phone, ...response.json<{ accessToken: string; profile: { id: string } }>() };
}

describe('POST /api/player/otp/send', () => {
  it('texts a 6-digit code to the number in E.164, however it was typed', async () => {
    const phone = uniquePhone();
    const typed = `${phone.slice(0, 3)} (0) ${phone.slice(3, 6)} ${phone.slice(6, 10)}-${phone.slice(10)}`;
    const response = await sendCode({ phone: typed });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'sent', expiresInSeconds: 600 });
    const [sms] = await messagesTo(testApp.app, phone);
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone, subject: null, transport: 'outbox' });
    expect(sms?.text).toMatch(/^\d{6} is your Lucky Orbit code/);
  });

  it('keeps only a keyed hash of the code', async () => {
    const phone = uniquePhone();
    await sendCode({ phone });
    const code = await codeTo(phone);
    const rows = await queryRows<{ code_hash: string; max_attempts: number }>(
      testApp.app.database.db,
      sql`select code_hash, max_attempts from one_time_codes where target = ${phone}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(rows[0]?.max_attempts).toBe(5);
  });

  it('answers a registered and an unregistered number exactly alike, for either purpose', async () => {
    const registered = await registerPhonePlayer();
    for (const purpose of ['registration', 'login']) {
      const known = await sendCode({ phone: registered.phone, purpose });
      const unknown = await sendCode({ phone: uniquePhone(), purpose });
      expect(known.statusCode).toBe(unknown.statusCode);
      expect(known.json()).toEqual(unknown.json());
    }
  });

  it.each([
    ['an empty phone', { phone: '' }],
    ['no phone', {}],
    ['a number instead of text', { phone: 4915112345678 }],
    ['a huge phone', { phone: '1'.repeat(5000) }],
    ['letters', { phone: 'call me maybe' }],
    ['a number too short to exist', { phone: '+49 1' }],
    ['an unknown purpose', { phone: '+4915112345678', purpose: 'admin' }],
    ['an unknown field', { phone: '+4915112345678', role: 'admin' }],
  ])('refuses %s with 422 and sends nothing', async (_case, payload) => {
    const response = await sendCode(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('validation_failed');
  });

  it('sends at most 5 codes an hour to one number, then 429 with Retry-After', async () => {
    const phone = uniquePhone();
    for (let sent = 0; sent < 5; sent += 1) expect((await sendCode({ phone })).statusCode).toBe(202);
    const refused = await sendCode({ phone });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().error.code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesTo(testApp.app, phone)).toHaveLength(5);
  });

  it('sends at most 20 codes an hour from one address', async () => {
    const address = randomAddress();
    for (let sent = 0; sent < 20; sent += 1)
      expect((await sendCode({ phone: uniquePhone() }, address)).statusCode).toBe(202);
    expect((await sendCode({ phone: uniquePhone() }, address)).statusCode).toBe(429);
  });
});

describe('phone registration: otp/verify, then register/phone', () => {
  it('registers with a verified phone: logged in, phone confirmed, first wallet account open', async () => {
    const phone = uniquePhone();
    const token = await verificationToken(phone);
    expect(token).toMatch(/^[A-Za-z0-9_-]{64}$/);
    const response = await registerByPhone(
      phoneRegistration(phone, token, { nickname: 'phone_star', currency: 'USD', fingerprint: 'fp-1' }),
    );
    expect(response.statusCode).toBe(201);
    const { accessToken, profile } = response.json<{ accessToken: string; profile: Record<string, unknown> }>();
    expect(profile).toMatchObject({
      phone,
      phoneConfirmed: true,
      email: null,
      emailConfirmed: false,
      nickname: 'phone_star',
      hasPassword: true,
    });
    const accounts = await inject({ method: 'GET', url: '/api/wallet/accounts', headers: bearer(accessToken) });
    expect(accounts.json()).toMatchObject({ data: [{ currency: 'USD', balance: 0, isSelected: true }] });

    const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
    const login = await inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { phone: spaced, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ profile: { id: profile.id } });
  });

  it('refuses a verification token a second time', async () => {
    const phone = uniquePhone();
    const token = await verificationToken(phone);
    expect((await registerByPhone(phoneRegistration(phone, token))).statusCode).toBe(201);
    const replay = await registerByPhone(phoneRegistration(phone, token, { nickname: 'second_try' }));
    expect(replay.statusCode).toBe(422);
    expect(replay.json<ErrorBody>().error.fields).toHaveProperty('phone');
    const otherPhone = uniquePhone();
    const stolen = await registerByPhone(phoneRegistration(otherPhone, token));
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json<ErrorBody>().error.code).toBe('verification_token_invalid');
  });

  it("refuses a token made for another phone, and a made-up token, and keeps the phone's own token usable", async () => {
    const phone = uniquePhone();
    const token = await verificationToken(phone);
    const otherToken = await verificationToken(uniquePhone());
    for (const wrong of [otherToken, 'A'.repeat(64), 'not-a-token']) {
      const response = await registerByPhone(phoneRegistration(phone, wrong));
      expect(response.statusCode, wrong).toBe(422);
      expect(response.json<ErrorBody>().error.code).toBe('verification_token_invalid');
    }
    expect((await registerByPhone(phoneRegistration(phone, token))).statusCode).toBe(201);
  });

  it('does not use the token up when the form is refused', async () => {
    const phone = uniquePhone();
    const token = await verificationToken(phone);
    const refused = await registerByPhone(phoneRegistration(phone, token, { country: 'ZZ' }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().error.fields).toHaveProperty('country');
    expect((await registerByPhone(phoneRegistration(phone, token))).statusCode).toBe(201);
  });

  it.each([
    ['no token', { verificationToken: undefined }, 'verificationToken'],
    ['no phone', { phone: undefined }, 'phone'],
    ['a bad phone', { phone: '12' }, 'phone'],
    ['a short password', { password: 'short', password_confirmation: 'short' }, 'password'],
    ['a common password', { password: 'password123', password_confirmation: 'password123' }, 'password'],
    ['a different confirmation', { password_confirmation: 'Another-Orbit-1' }, 'password_confirmation'],
    ['agreements not accepted', { agreements: false }, 'agreements'],
    ['an unknown currency', { currency: 'XYZ' }, 'currency'],
  ])('refuses %s with 422 naming the field', async (_case, overrides, field) => {
    const response = await registerByPhone(phoneRegistration(uniquePhone(), 'A'.repeat(64), overrides));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.fields).toHaveProperty([field]);
  });

  it.each([
    ['an array body', []],
    ['an object field', { phone: { $ne: '' } }],
    ['a huge field', { phone: '+4915112345678', nickname: 'x'.repeat(5000) }],
  ])('answers %s with a 4xx in the error format', async (_case, payload) => {
    const response = await registerByPhone(payload as Record<string, unknown>);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('error.code');
  });

  it('refuses a wrong code, counting attempts, and after 5 refuses even the right one', async () => {
    const phone = uniquePhone();
    await sendCode({ phone });
    const code = await codeTo(phone);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verifyCode({ phone, code: wrongCode(code) });
      expect(response.statusCode).toBe(422);
      expect(response.json<ErrorBody>().error).toMatchObject({
        code: 'otp_invalid',
        fields: { code: [expect.any(String)] },
      });
      if (attempt === 1) expect(response.json<ErrorBody>().error.message).toContain('4 attempts left');
    }
    const exhausted = await verifyCode({ phone, code });
    expect(exhausted.statusCode).toBe(422);
    expect(exhausted.json<ErrorBody>().error.code).toBe('otp_attempts_exceeded');
    const failures = await queryRows<{ count: string | number }>(
      testApp.app.database.db,
      sql`select count(*) as count from security_events where event = 'otp_failed' and created_at > now() - interval '1 minute'`,
    );
    expect(Number(failures[0]?.count)).toBeGreaterThanOrEqual(5);
    // A new code starts afresh.
    await sendCode({ phone });
    expect((await verifyCode({ phone, code: await codeTo(phone) })).statusCode).toBe(200);
  });

  it('refuses an expired code', async () => {
    const phone = uniquePhone();
    await sendCode({ phone });
    const code = await codeTo(phone);
    await testApp.app.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where target = ${phone}`,
    );
    const response = await verifyCode({ phone, code });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('otp_expired');
  });

  it('refuses a code used once already, and an older code once a new one is sent', async () => {
    const phone = uniquePhone();
    await sendCode({ phone });
    const first = await codeTo(phone);
    await sendCode({ phone });
    const second = await codeTo(phone);
    if (first !== second)
      expect((await verifyCode({ phone, code: first })).json<ErrorBody>().error.code).toBe('otp_invalid');
    expect((await verifyCode({ phone, code: second })).statusCode).toBe(200);
    const replay = await verifyCode({ phone, code: second });
    expect(replay.statusCode).toBe(422);
    expect(replay.json<ErrorBody>().error.code).toBe('otp_expired');
  });

  it('refuses a code sent to another number', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    await sendCode({ phone });
    await sendCode({ phone: other });
    const response = await verifyCode({ phone: other, code: await codeTo(phone) });
    // Unless the two random codes happen to be equal (one in a million), it is simply wrong.
    if ((await codeTo(phone)) !== (await codeTo(other)))
      expect(response.json<ErrorBody>().error.code).toBe('otp_invalid');
  });

  it.each([
    ['5 digits', { code: '12345' }],
    ['letters', { code: 'abcdef' }],
    ['a number', { code: 123456 }],
    ['a huge code', { code: '1'.repeat(5000) }],
    ['no code', { code: undefined }],
    ['an unknown field', { code: '123456', admin: true }],
  ])('refuses %s with 422', async (_case, overrides) => {
    const valid: Record<string, unknown> = { phone: uniquePhone(), code: '123456' };
    const response = await verifyCode({ ...valid, ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('validation_failed');
  });

  it('answers a number that was sent no code like an expired code', async () => {
    const response = await verifyCode({ phone: uniquePhone(), code: '123456' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('otp_expired');
  });
});

describe('no account exists from a phone code until the terms are accepted', () => {
  const accountsWith = async (phone: string) =>
    (
      await queryRows<{ count: number }>(
        testApp.app.database.db,
        sql`select count(*)::int as count from players where phone = ${phone}`,
      )
    )[0]?.count;

  it('neither a registration code, nor a login code, nor a form without the agreements makes one', async () => {
    const phone = uniquePhone();
    // The sign-in's code for an unknown number: told to sign up, no account.
    await sendCode({ phone, purpose: 'login' });
    expect(
      (await verifyCode({ phone, code: await codeTo(phone), purpose: 'login' })).json<ErrorBody>().error.code,
    ).toBe('phone_not_registered');
    expect(await accountsWith(phone)).toBe(0);
    // The registration code proves the phone only.
    const token = await verificationToken(phone);
    expect(await accountsWith(phone)).toBe(0);
    for (const agreements of [undefined, false, 'false', 0, '']) {
      const refused = await registerByPhone(phoneRegistration(phone, token, { agreements }));
      expect(refused.statusCode).toBe(422);
      expect(refused.json<ErrorBody>().error.fields).toHaveProperty('agreements');
    }
    // Another number's token is no way round it either.
    const other = uniquePhone();
    expect((await registerByPhone(phoneRegistration(other, token))).statusCode).toBe(422);
    expect(await accountsWith(phone)).toBe(0);
    expect(await accountsWith(other)).toBe(0);
    // Accepted: the account, once.
    expect((await registerByPhone(phoneRegistration(phone, token))).statusCode).toBe(201);
    expect((await registerByPhone(phoneRegistration(phone, token))).statusCode).toBe(422);
    expect(await accountsWith(phone)).toBe(1);
  });
});

describe('login by phone code (purpose login)', () => {
  it('logs a registered player in and starts a session', async () => {
    const player = await registerPhonePlayer();
    expect((await sendCode({ phone: player.phone, purpose: 'login' })).statusCode).toBe(202);
    const response = await verifyCode({
      phone: player.phone,
      code: await codeTo(player.phone),
      purpose: 'login',
      fingerprint: 'fp-2',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ accessToken: string; profile: { id: string } }>();
    expect(body.profile.id).toBe(player.profile.id);
    expect(
      (await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(body.accessToken) })).statusCode,
    ).toBe(200);
    const sessions = await inject({ method: 'GET', url: '/api/player/sessions', headers: bearer(body.accessToken) });
    expect(
      sessions
        .json<{ data: { method: string }[] }>()
        .data.map((session) => session.method)
        .sort(),
    ).toEqual(['phone', 'registration']);
  });

  it('does not accept a registration code for a login, nor the other way round', async () => {
    const player = await registerPhonePlayer();
    await sendCode({ phone: player.phone, purpose: 'registration' });
    const response = await verifyCode({ phone: player.phone, code: await codeTo(player.phone), purpose: 'login' });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('otp_expired');
  });

  it('tells only the owner of an unregistered number, after the right code, that there is no account', async () => {
    const phone = uniquePhone();
    await sendCode({ phone, purpose: 'login' });
    const response = await inject({
      method: 'POST',
      url: '/api/player/otp/verify',
      payload: { phone, code: await codeTo(phone), purpose: 'login' },
      headers: { 'x-locale': 'de' },
    });
    expect(response.statusCode).toBe(422);
    const { error } = response.json<ErrorBody>();
    expect(error.code).toBe('phone_not_registered');
    // In the site's language, on the number: the sign-in form says to sign up instead.
    expect(error.fields?.phone).toEqual(['Mit dieser Telefonnummer gibt es kein Konto. Registriere dich stattdessen.']);
    const rows = await queryRows<{ count: number }>(
      testApp.app.database.db,
      sql`select count(*)::int as count from players where phone = ${phone}`,
    );
    expect(rows[0]?.count).toBe(0);
  });

  it("shares the password sign-in's lock-out: an address refused for wrong passwords cannot switch to a code, and wrong codes count", async () => {
    const from = (remoteAddress: string, url: string, payload: Record<string, unknown>) =>
      inject({ method: 'POST', url, payload, remoteAddress });
    const codeLogin = async (player: { phone: string }, address: string, code?: string) => {
      expect((await from(address, '/api/player/otp/send', { phone: player.phone, purpose: 'login' })).statusCode).toBe(
        202,
      );
      return from(address, '/api/player/otp/verify', {
        phone: player.phone,
        code: code ?? (await codeTo(player.phone)),
        purpose: 'login',
      });
    };
    const guessed = await registerPhonePlayer();
    const attacker = randomAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect(
        (await from(attacker, '/api/player/sessions', { phone: guessed.phone, password: `Wrong-${attempt}-Guess` }))
          .statusCode,
      ).toBe(401);
    }
    const refused = await codeLogin(guessed, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.json<ErrorBody>().error.code).toBe('rate_limited');
    // The owner, elsewhere, is not locked out.
    expect((await codeLogin(guessed, randomAddress())).statusCode).toBe(200);

    const coded = await registerPhonePlayer();
    const guesser = randomAddress();
    for (let round = 0; round < 2; round += 1) {
      expect((await from(guesser, '/api/player/otp/send', { phone: coded.phone, purpose: 'login' })).statusCode).toBe(
        202,
      );
      const wrong = wrongCode(await codeTo(coded.phone));
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await from(guesser, '/api/player/otp/verify', {
          phone: coded.phone,
          code: wrong,
          purpose: 'login',
        });
        expect(response.json<ErrorBody>().error.code).toBe('otp_invalid');
      }
    }
    expect(
      (await from(guesser, '/api/player/sessions', { phone: coded.phone, password: STRONG_PASSWORD })).statusCode,
    ).toBe(429);
  });

  it('refuses a blocked player with 403', async () => {
    const player = await registerPhonePlayer();
    await testApp.app.database.db.execute(
      sql`update players set status = ${PlayerStatus.Blocked} where id = ${player.profile.id}`,
    );
    await sendCode({ phone: player.phone, purpose: 'login' });
    const response = await verifyCode({ phone: player.phone, code: await codeTo(player.phone), purpose: 'login' });
    expect(response.statusCode).toBe(403);
    expect(response.json<ErrorBody>().error.code).toBe('player_blocked');
  });
});
