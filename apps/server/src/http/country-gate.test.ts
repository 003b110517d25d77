import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { players } from '../modules/player/player.table';
import { bearer, randomAddress, registerPlayer, registrationBody } from '../testing/players';
import { signedInitData, TEST_BOT_TOKEN, uniqueMessengerUserId } from '../testing/telegram';
import { useTestApp } from '../testing/test-app';

const testApp = useTestApp({ environment: { TELEGRAM_BOT_TOKEN: TEST_BOT_TOKEN } });
const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });

const register = (country: string, header?: string) =>
  inject({
    method: 'POST',
    url: '/api/player/register',
    payload: registrationBody({ country }),
    headers: header ? { 'cf-ipcountry': header } : {},
  });
const deposit = (token: string, header?: string) =>
  inject({
    method: 'POST',
    url: '/api/payment/invoices/deposit',
    payload: { paymentMethod: 'sandbox.deposit.card', amount: 2_000, currency: 'EUR' },
    headers: { ...bearer(token), ...(header ? { 'cf-ipcountry': header } : {}) },
  });
const tgLogin = (userId: number, header: string) =>
  inject({
    method: 'POST',
    url: '/api/player/tg_login',
    payload: { tg_payload: signedInitData({ id: userId, first_name: 'Geo' }) },
    headers: { 'cf-ipcountry': header },
  });

const expectRestricted = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({ error: { code: 'country_restricted' } });
};

describe('registration from a restricted country', () => {
  it('is refused when the CDN places the visitor there, or the form picks one; allowed otherwise', async () => {
    expectRestricted(await register('DE', 'US'));
    expectRestricted(await register('DE', 'gb'));
    expectRestricted(await register('FR'));
    expect((await register('DE', 'DE')).statusCode).toBe(201);
    // An unknown or anonymous place (a CDN's XX, T1 for Tor) closes nothing.
    expect((await register('AT', 'XX')).statusCode).toBe(201);
    expect((await register('AT')).statusCode).toBe(201);
  });

  it('is refused for phone registration before its token is looked at', async () => {
    const payload = {
      ...registrationBody({ country: 'DE' }),
      email: undefined,
      phone: '+4915112345678',
      verificationToken: 'x'.repeat(64),
    };
    expectRestricted(
      await inject({ method: 'POST', url: '/api/player/register/phone', payload, headers: { 'cf-ipcountry': 'NL' } }),
    );
    expectRestricted(
      await inject({ method: 'POST', url: '/api/player/register/phone', payload: { ...payload, country: 'US' } }),
    );
    const allowed = await inject({
      method: 'POST',
      url: '/api/player/register/phone',
      payload,
      headers: { 'cf-ipcountry': 'DE' },
    });
    expect(allowed.statusCode).toBe(422);
  });

  it('makes no messenger player there, yet lets an existing one log in', async () => {
    expectRestricted(await tgLogin(uniqueMessengerUserId(), 'US'));
    const traveller = uniqueMessengerUserId();
    expect((await tgLogin(traveller, 'DE')).statusCode).toBe(200);
    expect((await tgLogin(traveller, 'US')).statusCode).toBe(200);
  });
});

describe('deposits from a restricted country', () => {
  it('are refused by the CDN country or the profile country; allowed otherwise', async () => {
    const player = await registerPlayer(testApp.app);
    expectRestricted(await deposit(player.accessToken, 'US'));
    expect((await deposit(player.accessToken, 'DE')).statusCode).toBe(201);
    expect((await deposit(player.accessToken)).statusCode).toBe(201);
    // A profile of a country that became restricted after the player registered.
    await testApp.app.database.db.update(players).set({ country: 'NL' }).where(eq(players.id, player.profile.id));
    expectRestricted(await deposit(player.accessToken, 'DE'));
  });

  it('still asks a guest to log in first', async () => {
    const response = await inject({
      method: 'POST',
      url: '/api/payment/invoices/deposit',
      payload: {},
      headers: { 'cf-ipcountry': 'US' },
    });
    expect(response.statusCode).toBe(401);
  });
});
