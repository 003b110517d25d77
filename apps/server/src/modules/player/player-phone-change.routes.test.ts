import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { latestCodeTo, messagesTo, uniquePhone } from '../../testing/mailbox';
import { bearer, randomAddress, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';

const testApp = useTestApp();

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };
type Profile = { id: string; phone: string | null; phoneConfirmed: boolean };

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });
const sendCode = (player: RegisteredPlayer | undefined, payload: Record<string, unknown>) =>
  inject({
    method: 'POST',
    url: '/api/player/otp/send',
    payload: { purpose: 'phone-change', ...payload },
    headers: player ? bearer(player.accessToken) : {},
  });
const changePhone = (player: RegisteredPlayer | undefined, payload: Record<string, unknown>) =>
  inject({
    method: 'PUT',
    url: '/api/player/profile/phone',
    payload,
    headers: player ? bearer(player.accessToken) : {},
  });
const profileOf = async (player: RegisteredPlayer) =>
  (await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) })).json<Profile>();
const codeTo = (phone: string) => latestCodeTo(testApp.app, phone);
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Sends a phone-change code for `phone` to the player and returns it as the SMS shows it. */
async function codeFor(player: RegisteredPlayer, phone: string): Promise<string> {
  const sent = await sendCode(player, { phone });
  expect(sent.statusCode).toBe(202);
  return codeTo(phone);
}

async function playerWithPhone(phone = uniquePhone()): Promise<RegisteredPlayer> {
  const player = await registerPlayer(testApp.app);
  expect((await changePhone(player, { phone, code: await codeFor(player, phone) })).statusCode).toBe(200);
  return player;
}

describe('POST /api/player/otp/send with purpose phone-change', () => {
  it('texts a 6-digit code to the new number', async () => {
    const player = await registerPlayer(testApp.app);
    const phone = uniquePhone();
    const response = await sendCode(player, { phone: `${phone.slice(0, 3)} ${phone.slice(3)}` });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'sent', expiresInSeconds: 600 });
    const [sms] = await messagesTo(testApp.app, phone);
    expect(sms).toMatchObject({ channel: 'sms', recipient: phone });
    expect(sms?.text).toMatch(/\b\d{6}\b/);
  });

  it('refuses a guest (401) and sends nothing', async () => {
    const phone = uniquePhone();
    const response = await sendCode(undefined, { phone });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().error.code).toBe('unauthorized');
    expect(await messagesTo(testApp.app, phone)).toEqual([]);
  });

  it("refuses another player's number with 409 phone_taken and sends nothing", async () => {
    const phone = uniquePhone();
    await playerWithPhone(phone);
    const before = (await messagesTo(testApp.app, phone)).length;
    const response = await sendCode(await registerPlayer(testApp.app), { phone });
    expect(response.statusCode).toBe(409);
    expect(response.json<ErrorBody>().error).toMatchObject({
      code: 'phone_taken',
      fields: { phone: [expect.any(String)] },
    });
    expect(await messagesTo(testApp.app, phone)).toHaveLength(before);
  });

  it.each([
    ['not a number', 'call me'],
    ['too short', '+49 1'],
    ['empty', ''],
  ])('refuses a phone that is %s with 4xx in the error format', async (_case, phone) => {
    const response = await sendCode(await registerPlayer(testApp.app), { phone });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('validation_failed');
  });

  it('limits codes to one number to 5 an hour', async () => {
    const player = await registerPlayer(testApp.app);
    const phone = uniquePhone();
    for (let sent = 0; sent < 5; sent += 1) expect((await sendCode(player, { phone })).statusCode).toBe(202);
    expect((await sendCode(player, { phone })).statusCode).toBe(429);
  });
});

describe('PUT /api/player/profile/phone', () => {
  it('sets the phone, confirmed, answers the profile as GET /profile shows it, and records a security event', async () => {
    const player = await registerPlayer(testApp.app);
    const phone = uniquePhone();
    const response = await changePhone(player, { phone, code: await codeFor(player, phone) });
    expect(response.statusCode).toBe(200);
    const profile = response.json<Profile>();
    expect(profile).toMatchObject({ id: player.profile.id, phone, phoneConfirmed: true });
    expect(profile).toEqual(await profileOf(player));
    const events = await queryRows<{ details: Record<string, unknown> }>(
      testApp.app.database.db,
      sql`select details from security_events where player_id = ${player.profile.id} and event = 'phone_changed'`,
    );
    expect(events.map((event) => event.details)).toEqual([{ from: null, to: phone }]);
  });

  it('changes an existing phone to a new one', async () => {
    const oldPhone = uniquePhone();
    const player = await playerWithPhone(oldPhone);
    const newPhone = uniquePhone();
    expect(
      (await changePhone(player, { phone: newPhone, code: await codeFor(player, newPhone) })).json<Profile>().phone,
    ).toBe(newPhone);
    // The old number is free again.
    expect((await sendCode(await registerPlayer(testApp.app), { phone: oldPhone })).statusCode).toBe(202);
  });

  it('refuses a replayed code with 422 invalid_code', async () => {
    const player = await registerPlayer(testApp.app);
    const phone = uniquePhone();
    const code = await codeFor(player, phone);
    expect((await changePhone(player, { phone, code })).statusCode).toBe(200);
    const replay = await changePhone(player, { phone, code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json<ErrorBody>().error).toMatchObject({
      code: 'invalid_code',
      fields: { code: [expect.any(String)] },
    });
  });

  it("refuses another player's code, and the owner can still use it", async () => {
    const owner = await registerPlayer(testApp.app);
    const intruder = await registerPlayer(testApp.app);
    const phone = uniquePhone();
    const code = await codeFor(owner, phone);
    const stolen = await changePhone(intruder, { phone, code });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json<ErrorBody>().error.code).toBe('invalid_code');
    expect((await profileOf(intruder)).phone).toBeNull();
    expect((await changePhone(owner, { phone, code })).statusCode).toBe(200);
  });

  it('refuses a code of another purpose (a login code to the same number)', async () => {
    const player = await registerPlayer(testApp.app);
    const phone = uniquePhone();
    expect(
      (await inject({ method: 'POST', url: '/api/player/otp/send', payload: { phone, purpose: 'login' } })).statusCode,
    ).toBe(202);
    const response = await changePhone(player, { phone, code: await codeTo(phone) });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('invalid_code');
    expect((await profileOf(player)).phone).toBeNull();
  });

  it('refuses a code sent to another number, which then still works for its own', async () => {
    const player = await registerPlayer(testApp.app);
    const phone = uniquePhone();
    const code = await codeFor(player, phone);
    const elsewhere = await changePhone(player, { phone: uniquePhone(), code });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json<ErrorBody>().error.code).toBe('invalid_code');
    expect((await changePhone(player, { phone, code })).statusCode).toBe(200);
  });

  it('allows 5 attempts per code: after 5 wrong ones the right code is refused too', async () => {
    const player = await registerPlayer(testApp.app);
    const phone = uniquePhone();
    const code = await codeFor(player, phone);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await changePhone(player, { phone, code: wrongCode(code) });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json<ErrorBody>().error.code).toBe('invalid_code');
    }
    expect((await changePhone(player, { phone, code })).statusCode).toBe(422);
    expect((await profileOf(player)).phone).toBeNull();
  });

  it('refuses with 409 phone_taken when another player confirmed the number first', async () => {
    const first = await registerPlayer(testApp.app);
    const second = await registerPlayer(testApp.app);
    const phone = uniquePhone();
    const secondCode = await codeFor(second, phone);
    // The first player's code voids nothing of the second's: a code is superseded only by its own player's next one.
    expect((await changePhone(first, { phone, code: await codeFor(first, phone) })).statusCode).toBe(200);
    const late = await changePhone(second, { phone, code: secondCode });
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>().error.code).toBe('phone_taken');
    expect((await profileOf(second)).phone).toBeNull();
  });

  it.each([
    ['no player', undefined, { phone: '+4915112345678', code: '123456' }, 401, 'unauthorized'],
    ['a code of the wrong shape', 'player', { phone: '+4915112345678', code: 'abc' }, 422, 'invalid_code'],
    ['no code', 'player', { phone: '+4915112345678' }, 422, 'validation_failed'],
    ['a bad phone', 'player', { phone: 'call me', code: '123456' }, 422, 'validation_failed'],
    [
      'an unknown field',
      'player',
      { phone: '+4915112345678', code: '123456', playerId: 'x' },
      422,
      'validation_failed',
    ],
  ])('refuses %s', async (_case, who, payload, status, code) => {
    const player = who ? await registerPlayer(testApp.app) : undefined;
    const response = await changePhone(player, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json<ErrorBody>().error.code).toBe(code);
    if (player) expect((await profileOf(player)).phone).toBeNull();
  });
});
