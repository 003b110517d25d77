import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type * as MailSenderModule from '../../providers/mail/mail-sender';
import { describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/database';
import { latestLinkCodeTo, latestMessageTo, messagesTo } from '../../testing/mailbox';
import { bearer, randomAddress, registerPlayer, STRONG_PASSWORD, uniqueEmail } from '../../testing/players';
import { runJobsUntilDone } from '../../testing/jobs';
import { useTestApp } from '../../testing/test-app';

const PUBLIC_URL = 'https://casino.example.test';
const NEW_PASSWORD = 'Fresh-Orbit-99-Comet';
/** The job that looks the address up and mails the link, after the answer. */
const RESET_MAIL_JOB = 'player.password-reset-mail';

/** Holds every e-mail back while `held` is pending: shows what the request waits for. */
const mailGate = vi.hoisted(() => ({ held: undefined as Promise<void> | undefined }));
vi.mock('../../providers/mail/mail-sender', async (importOriginal) => {
  const original = await importOriginal<typeof MailSenderModule>();
  return {
    ...original,
    createMailSender: (...args: Parameters<typeof original.createMailSender>) => {
      const sender = original.createMailSender(...args);
      return {
        send: async (message: Parameters<typeof sender.send>[0]) => (await mailGate.held, sender.send(message)),
      };
    },
  };
});

const testApp = useTestApp({ environment: { PUBLIC_URL } });

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const inject = (options: InjectOptions) => testApp.app.inject({ remoteAddress: randomAddress(), ...options });
const askForReset = (payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
  inject({ method: 'POST', url: '/api/player/passwords/reset', payload, remoteAddress });
/** Asks, then waits for the mail job the server runs after answering. */
const requestReset = async (payload: Record<string, unknown>, remoteAddress = randomAddress()) => {
  const response = await askForReset(payload, remoteAddress);
  await runJobsUntilDone(testApp.app, [RESET_MAIL_JOB]);
  return response;
};
const confirmReset = (payload: Record<string, unknown>, remoteAddress = randomAddress()) =>
  inject({ method: 'POST', url: '/api/player/passwords/confirm', payload, remoteAddress });
const newPassword = (resetCode: string, password = NEW_PASSWORD) => ({
  resetCode,
  password,
  password_confirmation: password,
});
const login = (email: string, password: string, remoteAddress = randomAddress()) =>
  inject({ method: 'POST', url: '/api/player/sessions', payload: { email, password }, remoteAddress });
const resetCodeOf = (email: string) => latestLinkCodeTo(testApp.app, email, 'password-reset');

describe('POST /api/player/passwords/reset', () => {
  it('answers a known and an unknown address exactly alike, and mails only the known one', async () => {
    const player = await registerPlayer(testApp.app);
    const unknownEmail = uniqueEmail('nobody');
    const known = await requestReset({ email: player.email.toUpperCase() });
    const unknown = await requestReset({ email: unknownEmail });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual({ status: 'sent' });
    expect(unknown.json()).toEqual(known.json());
    expect(await messagesTo(testApp.app, unknownEmail)).toEqual([]);

    const mail = await latestMessageTo(testApp.app, player.email);
    expect(mail.subject).toBe('Reset your Lucky Orbit password');
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/password-reset/[A-Za-z0-9_-]{64}\\n`));
  });

  it('answers before it even looks for the account: the mail goes out after the answer', async () => {
    const player = await registerPlayer(testApp.app);
    let release = () => undefined as void;
    mailGate.held = new Promise<void>((resolve) => (release = resolve));
    try {
      // Were the request to wait for the mail, this would never answer while the mail is held.
      const known = await askForReset({ email: player.email });
      const unknown = await askForReset({ email: uniqueEmail('nobody') });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      const subjects = (await messagesTo(testApp.app, player.email)).map((message) => message.subject);
      expect(subjects).not.toContain('Reset your Lucky Orbit password');
    } finally {
      release();
      mailGate.held = undefined;
    }
    await runJobsUntilDone(testApp.app, [RESET_MAIL_JOB]);
    expect((await latestMessageTo(testApp.app, player.email)).subject).toBe('Reset your Lucky Orbit password');
  });

  it('limits requests to 5 an hour per address, known or not, with Retry-After', async () => {
    const player = await registerPlayer(testApp.app);
    for (const email of [player.email, uniqueEmail('nobody')]) {
      for (let sent = 0; sent < 5; sent += 1) expect((await requestReset({ email })).statusCode).toBe(202);
      const refused = await requestReset({ email });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('limits requests to 20 an hour per client address', async () => {
    const address = randomAddress();
    for (let sent = 0; sent < 20; sent += 1)
      expect((await requestReset({ email: uniqueEmail('spray') }, address)).statusCode).toBe(202);
    expect((await requestReset({ email: uniqueEmail('spray') }, address)).statusCode).toBe(429);
  });

  it.each([
    ['an empty e-mail', { email: '' }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['a huge e-mail', { email: `${'x'.repeat(500)}@example.com` }],
    ['a number', { email: 42 }],
    ['no e-mail', {}],
    ['an unknown field', { email: 'a@example.com', password: 'x' }],
  ])('refuses %s with 422', async (_case, payload) => {
    const response = await requestReset(payload);
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('validation_failed');
  });
});

describe('POST /api/player/passwords/confirm', () => {
  it('sets the new password, ends every session, and refuses the link a second time', async () => {
    const player = await registerPlayer(testApp.app);
    const other = (await login(player.email, STRONG_PASSWORD)).json<{ accessToken: string }>().accessToken;
    await requestReset({ email: player.email });
    const resetCode = await resetCodeOf(player.email);

    const response = await confirmReset(newPassword(resetCode));
    expect(response.statusCode).toBe(204);
    for (const token of [player.accessToken, other]) {
      expect((await inject({ method: 'GET', url: '/api/player/profile', headers: bearer(token) })).statusCode).toBe(
        401,
      );
      expect(
        (await inject({ method: 'POST', url: '/api/player/sessions/refresh', headers: bearer(token) })).statusCode,
      ).toBe(401);
    }
    expect((await login(player.email, STRONG_PASSWORD)).statusCode).toBe(401);
    const fresh = await login(player.email, NEW_PASSWORD);
    expect(fresh.statusCode).toBe(200);
    // Following the link proved the mailbox.
    expect(fresh.json()).toMatchObject({ profile: { emailConfirmed: true } });

    const replay = await confirmReset(newPassword(resetCode, 'Replayed-Orbit-77'));
    expect(replay.statusCode).toBe(422);
    expect(replay.json<ErrorBody>().error).toMatchObject({
      code: 'reset_code_invalid',
      fields: { resetCode: [expect.any(String)] },
    });
    expect((await login(player.email, NEW_PASSWORD)).statusCode).toBe(200);

    const events = await queryRows<{ event: string; details: { closedSessions: number } }>(
      testApp.app.database.db,
      sql`select event, details from security_events where player_id = ${player.profile.id} and event like 'password_reset%' order by created_at`,
    );
    expect(events.map((event) => event.event)).toEqual(['password_reset_requested', 'password_reset']);
    expect(events[1]?.details.closedSessions).toBe(2);
  });

  it("lifts the refusal of the owner's own address (after its failed logins) once the password is reset from it", async () => {
    const player = await registerPlayer(testApp.app);
    const address = randomAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) await login(player.email, `Wrong-${attempt}-Password`, address);
    expect((await login(player.email, STRONG_PASSWORD, address)).statusCode).toBe(429);
    await requestReset({ email: player.email });
    expect((await confirmReset(newPassword(await resetCodeOf(player.email)), address)).statusCode).toBe(204);
    expect((await login(player.email, NEW_PASSWORD, address)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const player = await registerPlayer(testApp.app);
    await requestReset({ email: player.email });
    const resetCode = await resetCodeOf(player.email);
    await testApp.app.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where purpose = 'password_reset' and target = ${player.email}`,
    );
    const response = await confirmReset(newPassword(resetCode));
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe('reset_code_expired');
    expect((await login(player.email, STRONG_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an older link once a newer one is sent', async () => {
    const player = await registerPlayer(testApp.app);
    await requestReset({ email: player.email });
    const older = await resetCodeOf(player.email);
    await requestReset({ email: player.email });
    const newer = await resetCodeOf(player.email);
    expect((await confirmReset(newPassword(older))).statusCode).toBe(422);
    expect((await confirmReset(newPassword(newer))).statusCode).toBe(204);
  });

  it.each([
    ['a short password', { password: 'short', password_confirmation: 'short' }, 'password'],
    ['a common password', { password: 'qwerty123', password_confirmation: 'qwerty123' }, 'password'],
    ['a different confirmation', { password_confirmation: 'Different-Orbit-1' }, 'password_confirmation'],
    ['an empty password', { password: '', password_confirmation: '' }, 'password'],
  ])('refuses %s with 422 and keeps the link usable', async (_case, overrides, field) => {
    const player = await registerPlayer(testApp.app);
    await requestReset({ email: player.email });
    const resetCode = await resetCodeOf(player.email);
    const response = await confirmReset({ ...newPassword(resetCode), ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.fields).toHaveProperty([field]);
    expect((await confirmReset(newPassword(resetCode))).statusCode).toBe(204);
  });

  it.each([
    ['a made-up code', { resetCode: 'A'.repeat(64) }, 'reset_code_invalid'],
    ['a code of the wrong shape', { resetCode: 'abc' }, 'reset_code_invalid'],
    ['a huge code', { resetCode: 'A'.repeat(5000) }, 'validation_failed'],
    ['a numeric code', { resetCode: 12345 }, 'validation_failed'],
    ['no code', { resetCode: undefined }, 'validation_failed'],
    ['a huge password', { resetCode: 'A'.repeat(64), password: 'x'.repeat(5000) }, 'validation_failed'],
    ['an unknown field', { resetCode: 'A'.repeat(64), email: 'a@example.com' }, 'validation_failed'],
  ])('refuses %s with 422', async (_case, overrides, code) => {
    const response = await confirmReset({ ...newPassword('A'.repeat(64)), ...overrides });
    expect(response.statusCode).toBe(422);
    expect(response.json<ErrorBody>().error.code).toBe(code);
  });

  it("cannot reset another player's password with one's own link", async () => {
    const owner = await registerPlayer(testApp.app);
    const victim = await registerPlayer(testApp.app);
    await requestReset({ email: owner.email });
    expect((await confirmReset(newPassword(await resetCodeOf(owner.email)))).statusCode).toBe(204);
    expect((await login(victim.email, STRONG_PASSWORD)).statusCode).toBe(200);
    expect((await login(victim.email, NEW_PASSWORD)).statusCode).toBe(401);
  });
});
