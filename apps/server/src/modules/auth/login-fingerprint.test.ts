import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { latestCodeTo, uniquePhone } from '../../testing/mailbox';
import { bearer, randomAddress, registerPlayer, STRONG_PASSWORD } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

/**
 * A sign-in keeps the device fingerprint the website sends (`fingerprint`, else the second field
 * `visitorId`) on its session, as registration does, so an account made elsewhere and only signed
 * in on a device already used for a bonus without a deposit is refused one (issues 24 and 27).
 * Every call comes from its own address: the refusals below are the device's, never an address's.
 */

const testApp = useTestApp();
const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });

const device = () => `fp-${randomBytes(8).toString('hex')}`;

type Session = { readonly accessToken: string; readonly playerId: string };

/** A USD player registered with e-mail from its own address and no fingerprint, then signed in with a password. */
async function passwordLogin(fields: Record<string, string>): Promise<Session> {
  const player = await registerPlayer(testApp.app, { currency: 'USD' });
  const response = await inject({
    method: 'POST',
    url: '/api/player/sessions',
    payload: { email: player.email, password: STRONG_PASSWORD, ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { accessToken: response.json<{ accessToken: string }>().accessToken, playerId: player.profile.id };
}

/** A USD player registered with a phone (no fingerprint), then signed in with a code texted to it. */
async function phoneCodeLogin(fields: Record<string, string>): Promise<Session> {
  const phone = uniquePhone();
  expect((await inject({ method: 'POST', url: '/api/player/otp/send', payload: { phone } })).statusCode).toBe(202);
  const verified = await inject({
    method: 'POST',
    url: '/api/player/otp/verify',
    payload: { phone, code: await latestCodeTo(testApp.app, phone) },
  });
  const { verificationToken } = verified.json<{ verificationToken: string }>();
  const registration = {
    phone,
    verificationToken,
    password: STRONG_PASSWORD,
    password_confirmation: STRONG_PASSWORD,
    currency: 'USD',
    country: 'DE',
    agreements: true,
  };
  const registered = await inject({ method: 'POST', url: '/api/player/register/phone', payload: registration });
  expect(registered.statusCode, registered.body).toBe(201);
  expect(
    (await inject({ method: 'POST', url: '/api/player/otp/send', payload: { phone, purpose: 'login' } })).statusCode,
  ).toBe(202);
  const code = await latestCodeTo(testApp.app, phone);
  const response = await inject({
    method: 'POST',
    url: '/api/player/otp/verify',
    payload: { phone, code, purpose: 'login', ...fields },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    accessToken: response.json<{ accessToken: string }>().accessToken,
    playerId: registered.json<{ profile: { id: string } }>().profile.id,
  };
}

const claimOrbit10 = (session: Session) =>
  inject({
    method: 'POST',
    url: '/api/game/bonuses/bonuscodes',
    headers: bearer(session.accessToken),
    payload: { bonusCode: 'ORBIT10', trigger: 'activation' },
  });

/** The fingerprints the player's sessions keep (its registration's session has none). */
async function sessionFingerprints(playerId: string): Promise<string[]> {
  const rows = await queryRows<{ fingerprint: string }>(
    testApp.app.database.db,
    sql`select fingerprint from sessions where player_id = ${playerId}::uuid and fingerprint is not null`,
  );
  return rows.map((row) => row.fingerprint);
}

describe('the device fingerprint of a sign-in', () => {
  it('is kept by a password login and a phone-code login, so a second account on that device is refused ORBIT10', async () => {
    const fingerprint = device();
    const first = await passwordLogin({ fingerprint, visitorId: 'visitor-a' });
    expect(await sessionFingerprints(first.playerId)).toEqual([fingerprint]);
    expect((await claimOrbit10(first)).statusCode).toBe(201);

    const second = await phoneCodeLogin({ fingerprint, visitorId: 'visitor-b' });
    expect(await sessionFingerprints(second.playerId)).toEqual([fingerprint]);
    const refused = await claimOrbit10(second);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toMatchObject({ error: { code: 'no_deposit_bonus_linked' } });

    // Another device, signed in the same ways, takes it.
    expect((await claimOrbit10(await phoneCodeLogin({ fingerprint: device() }))).statusCode).toBe(201);
  });

  it('falls back to the second field when only visitorId is sent, on either kind of sign-in', async () => {
    const visitorId = device();
    const first = await phoneCodeLogin({ visitorId });
    expect(await sessionFingerprints(first.playerId)).toEqual([visitorId]);
    expect((await claimOrbit10(first)).statusCode).toBe(201);

    const second = await passwordLogin({ fingerprint: '  ', visitorId });
    expect(await sessionFingerprints(second.playerId)).toEqual([visitorId]);
    expect((await claimOrbit10(second)).json()).toMatchObject({ error: { code: 'no_deposit_bonus_linked' } });

    // Too long for the session's column: refused as input, never a 500.
    const tooLong = await inject({
      method: 'POST',
      url: '/api/player/sessions',
      payload: { email: 'nobody@example.com', password: 'x', fingerprint: 'f'.repeat(129) },
    });
    expect(tooLong.statusCode).toBe(422);
  });
});
