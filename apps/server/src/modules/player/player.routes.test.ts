import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  randomAddress,
  registerPlayer,
  registrationBody,
  STRONG_PASSWORD,
  uniqueEmail,
} from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();

const inject = (options: InjectOptions) => testApp.app.inject(options);
const register = (body: Record<string, unknown>) =>
  inject({ method: 'POST', url: '/api/player/register', payload: body, remoteAddress: randomAddress() });

describe('POST /api/player/register', () => {
  it('registers, logs in and opens the first wallet account in the chosen currency', async () => {
    const body = registrationBody({ nickname: 'lucky_star', currency: 'BRL', country: 'BR', receiveEmailPromo: true });
    const response = await register(body);
    expect(response.statusCode).toBe(201);
    const { accessToken, profile } = response.json<{ accessToken: string; profile: Record<string, unknown> }>();
    expect(accessToken.split('.')).toHaveLength(3);
    expect(profile).toMatchObject({
      email: body.email,
      nickname: 'lucky_star',
      country: 'BR',
      isNewlyRegistered: true,
      emailConfirmed: false,
      receiveEmailPromo: true,
      hasPassword: true,
    });
    expect(profile).not.toHaveProperty('passwordHash');

    const accounts = await inject({ method: 'GET', url: '/api/wallet/accounts', headers: bearer(accessToken) });
    expect(accounts.json()).toEqual({
      data: [
        { id: expect.any(String) as string, currency: 'BRL', balance: 0, bonusBalance: 0, status: 1, isSelected: true },
      ],
    });
  });

  it('reads the promo flags as forms send them: "1" and "true" subscribe, "0" does not (as the profile does)', async () => {
    const subscribed = await register(registrationBody({ receiveEmailPromo: '1', receiveSmsPromo: 'true' }));
    expect(subscribed.statusCode).toBe(201);
    expect(subscribed.json()).toMatchObject({ profile: { receiveEmailPromo: true, receiveSmsPromo: true } });
    const notSubscribed = await register(registrationBody({ receiveEmailPromo: '0' }));
    expect(notSubscribed.json()).toMatchObject({ profile: { receiveEmailPromo: false, receiveSmsPromo: false } });
  });

  it('stores the e-mail in lower case, so the same address cannot register twice in another case', async () => {
    const email = uniqueEmail('Case').replace('case', 'CaSe');
    expect((await register(registrationBody({ email }))).statusCode).toBe(201);
    const again = await register(registrationBody({ email: email.toUpperCase() }));
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { email: ['This e-mail is already registered'] } },
    });
  });

  it('refuses a nickname that is taken in any letter case', async () => {
    await registerPlayer(testApp.app, { nickname: 'TakenName' });
    const response = await register(registrationBody({ nickname: 'takenname' }));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { fields: { nickname: ['This nickname is taken'] } } });
  });

  it.each([
    ['no e-mail', { email: undefined }, 'email', 'Value is required'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Value is not a valid email address'],
    [
      'a short password',
      { password: 'short', password_confirmation: 'short' },
      'password',
      'This field should be at least 8 characters long',
    ],
    [
      'a different confirmation',
      { password_confirmation: 'Another-Password-1' },
      'password_confirmation',
      'The value must be equal to the password value',
    ],
    [
      'a common password',
      { password: 'password123', password_confirmation: 'password123' },
      'password',
      'This password is too common. Choose one that is harder to guess.',
    ],
    ['agreements not accepted', { agreements: false }, 'agreements', undefined],
    ['a disabled or unknown currency', { currency: 'XYZ' }, 'currency', 'This currency is not available'],
    // A restricted one (US) is refused with 403 country_restricted: http/country-gate.test.ts.
    ['a code that is no country', { country: 'ZZ' }, 'country', 'This country is not available'],
    ['a malformed country', { country: 'germany' }, 'country', undefined],
    ['a nickname with spaces', { nickname: 'two words' }, 'nickname', undefined],
    ['a nickname too short', { nickname: 'ab' }, 'nickname', undefined],
  ])('answers %s with 422 naming the field and creates nothing', async (_case, overrides, field, message) => {
    const body = registrationBody(overrides);
    const response = await register(body);
    expect(response.statusCode).toBe(422);
    const error = response.json<{ error: { code: string; fields: Record<string, string[]> } }>().error;
    expect(error.code).toBe('validation_failed');
    expect(error.fields[field]?.length).toBeGreaterThan(0);
    if (message) expect(error.fields[field]).toContain(message);
    if (typeof body.email === 'string') {
      const login = await inject({
        method: 'POST',
        url: '/api/player/sessions',
        payload: { email: body.email, password: body.password },
      });
      expect(login.statusCode).toBe(401);
    }
  });

  it.each([
    ['an array body', []],
    ['a string body', 'hello'],
    ['an object field', { ...registrationBody(), email: { $ne: '' } }],
    ['a huge field', { ...registrationBody(), nickname: 'x'.repeat(5000) }],
  ])('answers %s with a 4xx in the error format', async (_case, payload) => {
    const response = await inject({ method: 'POST', url: '/api/player/register', payload });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('error.code');
  });
});

describe('GET /api/player/fields/validations', () => {
  it('tells the client which registration fields are required, as the server enforces', async () => {
    const response = await inject({ method: 'GET', url: '/api/player/fields/validations?scenario=registration' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ required: string[]; fields: string[] }>();
    expect(body.required).toEqual(['email', 'password', 'password_confirmation', 'currency', 'country', 'agreements']);
    expect(body.fields).toContain('nickname');
    for (const field of body.required) {
      const missing = await register(registrationBody({ [field]: undefined }));
      expect(missing.statusCode, field).toBe(422);
      expect(missing.json<{ error: { fields: Record<string, unknown> } }>().error.fields, field).toHaveProperty([
        field,
      ]);
    }
  });

  it('refuses an unknown scenario', async () => {
    const response = await inject({ method: 'GET', url: '/api/player/fields/validations?scenario=checkout' });
    expect(response.statusCode).toBe(400);
  });
});

describe('profile', () => {
  it('answers 401 without a token, and with a forged one', async () => {
    expect((await inject({ method: 'GET', url: '/api/player/profile' })).statusCode).toBe(401);
    const forged = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieSIsImV4cCI6OTk5OTk5OTk5OX0.c2lnbmF0dXJl';
    const response = await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
  });

  it('changes the fields sent and keeps the others', async () => {
    const player = await registerPlayer(testApp.app);
    const response = await inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { firstName: 'Ada', lastName: 'Lovelace', birthdate: '1990-02-28', timeZone: 'Europe/Berlin' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthdate: '1990-02-28',
      email: player.email,
    });
    const init = await inject({ method: 'GET', url: '/api/player/init', headers: bearer(player.accessToken) });
    expect(init.json()).toMatchObject({ profile: { firstName: 'Ada' }, accounts: [{ currency: 'EUR' }] });
  });

  it('refuses bad profile values without changing anything', async () => {
    const player = await registerPlayer(testApp.app);
    const response = await inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { firstName: 'A', birthdate: '2015-02-30', country: 'US' },
    });
    expect(response.statusCode).toBe(422);
    const fields = response.json<{ error: { fields: Record<string, string[]> } }>().error.fields;
    expect(Object.keys(fields).sort()).toEqual(['birthdate', 'country', 'firstName']);
    const profile = await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) });
    expect(profile.json()).toMatchObject({ firstName: null, birthdate: null, country: 'DE' });
  });

  it('refuses a nickname another player has', async () => {
    await registerPlayer(testApp.app, { nickname: 'ProfileTaken' });
    const player = await registerPlayer(testApp.app);
    const response = await inject({
      method: 'PUT',
      url: '/api/player/profile',
      headers: bearer(player.accessToken),
      payload: { nickname: 'profiletaken' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: { fields: { nickname: ['This nickname is taken'] } } });
  });
});

describe('PUT /api/player/passwords', () => {
  it('changes the password after checking the current one, and can close the other sessions', async () => {
    const player = await registerPlayer(testApp.app);
    const second = await inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: player.password },
    });
    const secondToken = second.json<{ accessToken: string }>().accessToken;
    const newPassword = 'Another-Orbit-42-Nebula';
    const response = await inject({
      method: 'PUT',
      url: '/api/player/passwords',
      headers: bearer(player.accessToken),
      payload: {
        currentPassword: STRONG_PASSWORD,
        newPassword,
        repeatNewPassword: newPassword,
        closeOtherSessions: true,
      },
    });
    expect(response.statusCode).toBe(204);
    expect((await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(secondToken) })).statusCode).toBe(
      401,
    );
    expect(
      (await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) })).statusCode,
    ).toBe(200);
    const oldLogin = await inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: STRONG_PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: newPassword },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it.each([
    ['a wrong current password', { currentPassword: 'Wrong-Password-1' }, 'currentPassword'],
    ['a short new password', { newPassword: 'short', repeatNewPassword: 'short' }, 'newPassword'],
    ['a common new password', { newPassword: 'qwerty123', repeatNewPassword: 'qwerty123' }, 'newPassword'],
    ['a different repetition', { repeatNewPassword: 'Different-Orbit-1' }, 'repeatNewPassword'],
  ])('refuses %s', async (_case, overrides, field) => {
    const player = await registerPlayer(testApp.app);
    const payload = {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Fresh-Orbit-99-Comet',
      repeatNewPassword: 'Fresh-Orbit-99-Comet',
      ...overrides,
    };
    const response = await inject({
      method: 'PUT',
      url: '/api/player/passwords',
      headers: bearer(player.accessToken),
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toHaveProperty(['error', 'fields', field]);
    const login = await inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: player.email, password: STRONG_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
  });
});
