import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, type ContactMessageReceipt } from '@casino/shared';
import { runJobsUntilDone } from '../../testing/jobs';
import { messagesTo } from '../../testing/mailbox';
import { bearer, randomAddress, registerPlayer, uniqueEmail } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import { contactReference } from './contact-mail';
import { contactMessages } from './contact.table';

const testApp = useTestApp();
const app = () => testApp.app;

const ACKNOWLEDGEMENT_JOB = 'notification.contact-acknowledgement';

const form = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'Ada Lovelace',
  email: uniqueEmail('contact'),
  subject: 'A question about withdrawals',
  message: 'How long does a withdrawal to a card take?',
  ...overrides,
});

interface Send {
  readonly payload?: unknown;
  readonly token?: string;
  readonly address?: string;
  readonly headers?: Record<string, string>;
}

const send = ({ payload = form(), token, address = randomAddress(), headers = {} }: Send = {}) =>
  app().inject({
    method: 'POST',
    url: '/api/notification/communications',
    remoteAddress: address,
    headers: { ...(token ? bearer(token) : {}), ...headers },
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}), ...headers } }
      : { payload: payload as Record<string, unknown> }),
  });

const storedTo = (email: string) =>
  app().database.db.select().from(contactMessages).where(eq(contactMessages.email, email));

describe('POST /api/notification/communications', () => {
  it("stores a guest's message without a player, in the request's language, with the sender's address", async () => {
    const body = form({ name: '  Ada Lovelace  ', subject: ' Withdrawals ' });
    const response = await send({ payload: body, address: '10.20.30.40', headers: { 'x-locale': 'fr' } });
    expect(response.statusCode, response.body).toBe(201);
    const receipt = response.json<ContactMessageReceipt>();
    expect(Object.keys(receipt).sort()).toEqual(['createdAt', 'id']);
    expect(Number.isNaN(Date.parse(receipt.createdAt))).toBe(false);
    const [row] = await storedTo(String(body.email));
    expect(row).toMatchObject({
      id: receipt.id,
      playerId: null,
      name: 'Ada Lovelace',
      subject: 'Withdrawals',
      locale: 'fr',
      ip: '10.20.30.40',
      status: 'new',
      handledAt: null,
    });
  });

  it("stores a signed-in player's message with the session's player id", async () => {
    const player = await registerPlayer(app());
    const body = form({ email: player.email });
    const response = await send({ payload: body, token: player.accessToken });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await storedTo(player.email);
    expect(row?.playerId).toBe(player.profile.id);
  });

  it("never attaches another player's id: a player id in the body is refused, and nothing is stored", async () => {
    const sender = await registerPlayer(app());
    const victim = await registerPlayer(app());
    for (const field of ['playerId', 'player_id']) {
      const email = uniqueEmail('forger');
      for (const token of [undefined, sender.accessToken]) {
        const response = await send({ payload: form({ email, [field]: victim.profile.id }), token });
        expect(response.statusCode, response.body).toBe(422);
        expect(response.json()).toMatchObject({ error: { code: 'validation_failed' } });
      }
      expect(await storedTo(email)).toHaveLength(0);
    }
    const rows = await app()
      .database.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.playerId, victim.profile.id));
    expect(rows).toHaveLength(0);
  });

  it('refuses a bearer that is not a valid session (401) rather than storing the message as a guest', async () => {
    const email = uniqueEmail('stale');
    const response = await send({ payload: form({ email }), token: 'not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(await storedTo(email)).toHaveLength(0);
  });

  const tooLong = (max: number) => 'x'.repeat(max + 1);
  const badInput: readonly {
    readonly name: string;
    readonly payload: unknown;
    readonly status: number;
    readonly field?: string;
  }[] = [
    { name: 'an empty name', payload: form({ name: '' }), status: 422, field: 'name' },
    { name: 'a name of blanks only', payload: form({ name: '   ' }), status: 422, field: 'name' },
    { name: 'a missing e-mail', payload: (({ email: _email, ...rest }) => rest)(form()), status: 422, field: 'email' },
    { name: 'a bad e-mail', payload: form({ email: 'not-an-address' }), status: 422, field: 'email' },
    {
      name: 'an e-mail past 254 characters',
      payload: form({ email: `${'a'.repeat(250)}@example.com` }),
      status: 422,
      field: 'email',
    },
    {
      name: 'a name past 100 characters',
      payload: form({ name: tooLong(CONTACT_LIMITS.nameMaxLength) }),
      status: 422,
      field: 'name',
    },
    {
      name: 'a subject past 200 characters',
      payload: form({ subject: tooLong(CONTACT_LIMITS.subjectMaxLength) }),
      status: 422,
      field: 'subject',
    },
    {
      name: 'a message past 5,000 characters',
      payload: form({ message: tooLong(CONTACT_LIMITS.messageMaxLength) }),
      status: 422,
      field: 'message',
    },
    {
      name: 'a message of 5,000 emoji plus one',
      payload: form({ message: '🎰'.repeat(CONTACT_LIMITS.messageMaxLength + 1) }),
      status: 422,
      field: 'message',
    },
    { name: 'an empty message', payload: form({ message: '' }), status: 422, field: 'message' },
    { name: 'a number for a name', payload: form({ name: 42 }), status: 422, field: 'name' },
    { name: 'a list for a message', payload: form({ message: ['a', 'b'] }), status: 422, field: 'message' },
    { name: 'an object for a subject', payload: form({ subject: { text: 'hi' } }), status: 422, field: 'subject' },
    { name: 'null for an e-mail', payload: form({ email: null }), status: 422, field: 'email' },
    { name: 'an unknown field', payload: form({ priority: 'urgent' }), status: 422 },
    { name: 'a NUL character', payload: form({ message: 'a\u0000b' }), status: 400, field: 'message' },
    { name: 'an array body', payload: [form()], status: 422 },
    { name: 'a body that is not JSON', payload: '{"name": "Ada",', status: 400 },
  ];

  it.each(badInput)('refuses $name in the error format and stores nothing', async ({ payload, status, field }) => {
    const before = await app().database.db.select({ id: contactMessages.id }).from(contactMessages);
    const response = await send({ payload });
    expect(response.statusCode, response.body).toBe(status);
    const body = response.json<{ error: { code: string; message: string; fields?: Record<string, string[]> } }>();
    expect(body.error.code).toMatch(/^[a-z_]+$/);
    expect(body.error.message.length).toBeGreaterThan(0);
    if (field) expect(body.error.fields?.[field]?.length, JSON.stringify(body.error)).toBeGreaterThan(0);
    const after = await app().database.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(after).toHaveLength(before.length);
  });

  it('answers a field error in the language of the page', async () => {
    const response = await send({ payload: form({ email: 'nope' }), headers: { 'x-locale': 'de' } });
    expect(response.statusCode).toBe(422);
    const message = response.json<{ error: { fields: Record<string, string[]> } }>().error.fields.email?.[0];
    expect(message).toBeTruthy();
    expect(message).not.toBe('Value is not a valid email address');
  });

  it('refuses a huge body with 413', async () => {
    const response = await send({ payload: form({ message: 'x'.repeat(200 * 1024) }) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });

  it('takes the captcha answer when one is sent (no captcha is configured yet)', async () => {
    const response = await send({ payload: form({ captchaToken: 'token-from-the-widget' }) });
    expect(response.statusCode, response.body).toBe(201);
    const tooLongToken = await send({ payload: form({ captchaToken: tooLong(CONTACT_LIMITS.captchaTokenMaxLength) }) });
    expect(tooLongToken.statusCode).toBe(422);
  });
});

describe('bursts', () => {
  it('answers the sixth message of an hour from one address with 429 and Retry-After, and stores only five', async () => {
    const address = randomAddress();
    const email = uniqueEmail('burst');
    const answers = [];
    for (let index = 0; index < 6; index += 1)
      answers.push(
        await send({ payload: form({ email: uniqueEmail('burst-other'), subject: `${email} ${index}` }), address }),
      );
    expect(answers.slice(0, 5).map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const refused = answers[5];
    expect(refused?.statusCode).toBe(429);
    expect(refused?.json()).toMatchObject({ error: { code: 'rate_limited' } });
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await app().database.db.select().from(contactMessages).where(eq(contactMessages.ip, address));
    expect(stored).toHaveLength(5);
  });

  it('limits a player to five an hour whatever address they send from', async () => {
    const player = await registerPlayer(app());
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push(
        (await send({ payload: form({ email: uniqueEmail('player-burst') }), token: player.accessToken })).statusCode,
      );
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const stored = await app()
      .database.db.select()
      .from(contactMessages)
      .where(eq(contactMessages.playerId, player.profile.id));
    expect(stored).toHaveLength(5);
  });

  it('sends at most five acknowledgements an hour to one mailbox, whoever asks', async () => {
    const email = uniqueEmail('target');
    const statuses = [];
    for (let index = 0; index < 6; index += 1) statuses.push((await send({ payload: form({ email }) })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await storedTo(email)).toHaveLength(5);
  });

  it('counts one mailbox however it is written: capitals and spaces around it are the same recipient', async () => {
    const email = uniqueEmail('spelling');
    const capitalised = email.charAt(0).toUpperCase() + email.slice(1);
    const spellings = [capitalised, `${email} `, email.toUpperCase(), ` ${email}`, email, `${capitalised} `];
    const statuses = [];
    for (const spelling of spellings) statuses.push((await send({ payload: form({ email: spelling }) })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it("takes nothing from the address's or the player's room for a message the mailbox's limit refused", async () => {
    const full = uniqueEmail('full');
    for (let index = 0; index < 5; index += 1)
      expect((await send({ payload: form({ email: full }) })).statusCode).toBe(201);
    const player = await registerPlayer(app());
    const address = randomAddress();
    for (let index = 0; index < 3; index += 1)
      expect((await send({ payload: form({ email: full }), token: player.accessToken, address })).statusCode).toBe(429);
    // Five an hour from the address and the player, as if the refused three had not been sent.
    const statuses = [];
    for (let index = 0; index < 6; index += 1)
      statuses.push((await send({ payload: form(), token: player.accessToken, address })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // And the mailbox's room is not taken by a message the address's limit refused.
    const other = uniqueEmail('other');
    expect((await send({ payload: form({ email: other }), address })).statusCode).toBe(429);
    for (let index = 0; index < 5; index += 1)
      expect((await send({ payload: form({ email: other }) })).statusCode).toBe(201);
  });

  it('does not count a refused form against the sender', async () => {
    const address = randomAddress();
    for (let index = 0; index < 6; index += 1)
      expect((await send({ payload: form({ email: 'bad' }), address })).statusCode).toBe(422);
    expect((await send({ address })).statusCode).toBe(201);
  });
});

describe('the acknowledgement e-mail', () => {
  it("goes once, in the player's language, with the message's reference and nothing the sender typed", async () => {
    const player = await registerPlayer(app(), { locale: 'de' });
    const body = form({ email: player.email, name: 'Visit https://spam.example', subject: 'Cheap pills' });
    const response = await send({ payload: body, token: player.accessToken });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<ContactMessageReceipt>();
    await runJobsUntilDone(app(), [ACKNOWLEDGEMENT_JOB]);
    const mails = (await messagesTo(app(), player.email)).filter((mail) =>
      mail.subject?.includes(contactReference(id)),
    );
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Wir haben deine Nachricht erhalten (Ref. ${contactReference(id)})`);
    expect(mail?.text).toContain(contactReference(id));
    expect(mail?.text).not.toContain('spam.example');
    expect(mail?.text).not.toContain('Cheap pills');
  });

  it("is written in the page's language for a guest, and a second run of its job sends nothing more", async () => {
    const email = uniqueEmail('guest-ack');
    const response = await send({ payload: form({ email }), headers: { 'x-locale': 'es' } });
    const { id } = response.json<ContactMessageReceipt>();
    await runJobsUntilDone(app(), [ACKNOWLEDGEMENT_JOB]);
    // As if a node died after the mail went out and the job ran again.
    const job = app()
      .jobs.list()
      .find((kind) => kind.name === ACKNOWLEDGEMENT_JOB);
    await job?.run({ messageId: id }, { jobId: 'replay', number: 2, signal: new AbortController().signal });
    expect(job).toBeDefined();
    const mails = await messagesTo(app(), email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Hemos recibido tu mensaje (ref. ${contactReference(id)})`);
  });

  it('is not sent for a refused message', async () => {
    const email = uniqueEmail('refused');
    expect((await send({ payload: form({ email, message: '' }) })).statusCode).toBe(422);
    await runJobsUntilDone(app(), [ACKNOWLEDGEMENT_JOB]);
    expect(await messagesTo(app(), email)).toHaveLength(0);
  });
});
