import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  SUPPORT_LIMITS,
  type SupportConversation,
  type SupportMessage,
  type SupportMessagePage,
  type SupportSession,
} from '@casino/shared';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { registerPlayer, uniqueEmail } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import {
  agentsAway,
  conversationCount,
  sendAsVisitor,
  startGuest,
  startPlayer,
  storedMessages,
  visitorCall,
  type Visitor,
} from './support-testing';
import { supportConversations } from './support.table';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;

/** A second login of the player: another device, another session. */
async function logIn(player: { email: string; password: string }): Promise<string> {
  const response = await app().inject({
    method: 'POST',
    url: '/api/player/sessions',
    payload: { email: player.email, password: player.password },
  });
  if (response.statusCode !== 200 && response.statusCode !== 201)
    throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json<{ accessToken: string }>().accessToken;
}

const conversationRow = async (id: string) =>
  (await app().database.db.select().from(supportConversations).where(eq(supportConversations.id, id)))[0];

describe('starting and resuming a conversation', () => {
  it("starts a guest's conversation with the greeting in the page's language, and keeps only the key's digest", async () => {
    await agentsAway(app());
    const session = await startGuest(app(), { email: '  ada@example.com ', name: ' Ada ' }, { 'x-locale': 'de' });
    expect(session.restoreKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.conversation).toMatchObject({ status: 'open', locale: 'de', lastSeq: 2, assignedAgent: null });
    expect(session.realtime.channel).toBe(`support:conversations#${session.conversation.id}`);
    expect(session.agentsOnline).toBe(false);
    const row = await conversationRow(session.conversation.id);
    expect(row).toMatchObject({
      guestEmail: 'ada@example.com',
      guestName: 'Ada',
      playerId: null,
      restoreKeyHash: createHash('sha256').update(session.restoreKey).digest('hex'),
    });
    expect(JSON.stringify(row)).not.toContain(session.restoreKey);
    const messages = await storedMessages(app(), session.conversation.id);
    expect(messages.map((message) => [message.seq, message.author])).toEqual([
      [1, 'system'],
      [2, 'system'],
    ]);
    expect(messages[0]?.body).toMatch(/^Hallo!/);
  });

  it('lets a guest resume only with the key: the latest conversation, its messages, a fresh token', async () => {
    const session = await startGuest(app());
    const guest: Visitor = { key: session.restoreKey };
    const current = await visitorCall(app(), guest, 'GET', '/conversations/current');
    expect(current.statusCode, current.body).toBe(200);
    expect(current.json<SupportSession>()).toMatchObject({ conversation: { id: session.conversation.id } });
    expect(current.json<SupportSession>().restoreKey).toBeUndefined();
    expect((await visitorCall(app(), guest, 'GET', `/conversations/${session.conversation.id}`)).statusCode).toBe(200);
    for (const stranger of [{}, { key: 'not-the-key' }, { key: (await startGuest(app())).restoreKey }]) {
      expect((await visitorCall(app(), stranger, 'GET', `/conversations/${session.conversation.id}`)).statusCode).toBe(
        404,
      );
      expect(
        (await visitorCall(app(), stranger, 'GET', `/conversations/${session.conversation.id}/messages`)).statusCode,
      ).toBe(404);
    }
    expect((await visitorCall(app(), {}, 'GET', '/conversations/current')).statusCode).toBe(404);
  });

  it("resumes a player's open conversation on any device, and lists it by the profile's chat-restore id", async () => {
    const player = await registerPlayer(app());
    const first = await visitorCall(app(), { token: player.accessToken }, 'POST', '/conversations', {});
    expect(first.statusCode, first.body).toBe(201);
    const { conversation } = first.json<SupportSession>();
    expect(first.json<SupportSession>().restoreKey).toBeUndefined();
    const otherDevice = await logIn(player);
    const again = await visitorCall(app(), { token: otherDevice }, 'POST', '/conversations', {});
    expect(again.statusCode).toBe(200);
    expect(again.json<SupportSession>().conversation.id).toBe(conversation.id);
    expect(
      (await visitorCall(app(), { token: otherDevice }, 'GET', '/conversations/current')).json<SupportSession>()
        .conversation.id,
    ).toBe(conversation.id);

    const profile = (
      await app().inject({
        method: 'GET',
        url: '/api/player/profile',
        headers: { authorization: `Bearer ${otherDevice}` },
      })
    ).json<{ chatRestoreId: string }>();
    const restored = await visitorCall(app(), { token: otherDevice }, 'GET', `/restore/${profile.chatRestoreId}`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ data: SupportConversation[] }>().data.map((item) => item.id)).toEqual([conversation.id]);
    const other = await registerPlayer(app());
    expect(
      (await visitorCall(app(), { token: other.accessToken }, 'GET', `/restore/${profile.chatRestoreId}`)).statusCode,
    ).toBe(404);
    expect((await visitorCall(app(), {}, 'GET', `/restore/${profile.chatRestoreId}`)).statusCode).toBe(401);
  });

  it("answers 404 for another player's or a guest's conversation, on every route, and writes nothing", async () => {
    const owner = await registerPlayer(app());
    const intruder = await registerPlayer(app());
    const mine = await startPlayer(app(), owner.accessToken);
    const guests = await startGuest(app());
    await sendAsVisitor(app(), { key: guests.restoreKey }, guests.conversation.id, 'Private question');
    for (const id of [mine.conversation.id, guests.conversation.id]) {
      const before = await storedMessages(app(), id);
      const calls: [method: 'GET' | 'POST', url: string, payload?: unknown][] = [
        ['GET', `/conversations/${id}`],
        ['GET', `/conversations/${id}/messages?afterSeq=0`],
        ['POST', `/conversations/${id}/messages`, { body: 'Hi', clientKey: randomUUID() }],
        ['POST', `/conversations/${id}/read`, { seq: 1 }],
        ['POST', `/conversations/${id}/typing`],
        ['GET', `/conversations/${id}/messages/1/attachment`],
      ];
      for (const [method, url, payload] of calls) {
        const response = await visitorCall(app(), { token: intruder.accessToken }, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
      }
      expect(await storedMessages(app(), id)).toEqual(before);
    }
    const intruders = await visitorCall(app(), { token: intruder.accessToken }, 'GET', '/conversations/current');
    expect(intruders.statusCode).toBe(404);
  });
});

describe('bad input', () => {
  it('refuses a guest start without a valid e-mail, with wrong types or unknown fields, storing nothing', async () => {
    const before = await conversationCount(app());
    const bodies: unknown[] = [
      {},
      { email: 'ada@' },
      { email: 42 },
      { email: uniqueEmail(), name: 'x'.repeat(SUPPORT_LIMITS.nameMaxLength + 1) },
      { email: uniqueEmail(), playerId: randomUUID() },
      [],
    ];
    for (const body of bodies) {
      const response = await visitorCall(app(), {}, 'POST', '/conversations', body);
      expect(response.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    const huge = await visitorCall(
      app(),
      {},
      'POST',
      '/conversations',
      JSON.stringify({ email: uniqueEmail(), name: 'x'.repeat(100_000) }),
      { headers: { 'content-type': 'application/json' } },
    );
    expect(huge.statusCode).toBe(413);
    expect(await conversationCount(app())).toBe(before);
  });

  it('refuses empty, too long, mistyped and unknown-field messages, storing nothing; 4000 characters pass', async () => {
    const session = await startGuest(app());
    const guest = { key: session.restoreKey };
    const url = `/conversations/${session.conversation.id}/messages`;
    const bad: unknown[] = [
      { body: '', clientKey: 'a' },
      { body: '   \n ', clientKey: 'b' },
      { body: 'x'.repeat(SUPPORT_LIMITS.messageMaxLength + 1), clientKey: 'c' },
      { body: '😀'.repeat(SUPPORT_LIMITS.messageMaxLength + 1), clientKey: 'c2' },
      { body: 5, clientKey: 'd' },
      { body: 'Hi' },
      { body: 'Hi', clientKey: '' },
      { body: 'Hi', clientKey: 'k'.repeat(65) },
      { body: 'Hi', clientKey: 'e', author: 'agent' },
      { body: 'Hi\u0000', clientKey: 'f' },
    ];
    for (const payload of bad) {
      const response = await visitorCall(app(), guest, 'POST', url, payload);
      expect([400, 422], JSON.stringify(payload).slice(0, 80)).toContain(response.statusCode);
    }
    expect(await storedMessages(app(), session.conversation.id)).toHaveLength(session.conversation.lastSeq);
    const longest = await visitorCall(app(), guest, 'POST', url, {
      body: '😀'.repeat(SUPPORT_LIMITS.messageMaxLength),
      clientKey: 'longest',
    });
    expect(longest.statusCode, longest.body).toBe(201);
    const read = await visitorCall(app(), guest, 'POST', `/conversations/${session.conversation.id}/read`, {
      seq: 'all',
    });
    expect(read.statusCode).toBe(422);
    // A bad query is a bad request line (400), as everywhere in the API.
    const page = await visitorCall(
      app(),
      guest,
      'GET',
      `/conversations/${session.conversation.id}/messages?afterSeq=-1`,
    );
    expect(page.statusCode).toBe(400);
  });
});

describe('messages', () => {
  it('writes a replayed client key once, even when the retries arrive together', async () => {
    const session = await startGuest(app());
    const guest = { key: session.restoreKey };
    const url = `/conversations/${session.conversation.id}/messages`;
    const first = await visitorCall(app(), guest, 'POST', url, {
      body: 'Where is my withdrawal?',
      clientKey: 'retry-1',
    });
    expect(first.statusCode).toBe(201);
    const replay = await visitorCall(app(), guest, 'POST', url, {
      body: 'Where is my withdrawal?',
      clientKey: 'retry-1',
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json<SupportMessage>()).toEqual(first.json<SupportMessage>());
    const together = await Promise.all(
      Array.from({ length: 5 }, () => visitorCall(app(), guest, 'POST', url, { body: 'Hello?', clientKey: 'retry-2' })),
    );
    expect(together.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    const stored = await storedMessages(app(), session.conversation.id);
    expect(stored.filter((message) => message.author === 'visitor').map((message) => message.clientKey)).toEqual([
      'retry-1',
      'retry-2',
    ]);
    expect(stored.map((message) => message.seq)).toEqual(stored.map((_, index) => index + 1));
  });

  it('lists the messages after a seq in order, and moves the read marker up, never back or past the last', async () => {
    const session = await startGuest(app());
    const guest = { key: session.restoreKey };
    const id = session.conversation.id;
    for (const body of ['one', 'two', 'three']) await sendAsVisitor(app(), guest, id, body);
    const after = (
      await visitorCall(
        app(),
        guest,
        'GET',
        `/conversations/${id}/messages?afterSeq=${session.conversation.lastSeq + 1}&limit=1`,
      )
    ).json<SupportMessagePage>();
    expect(after.data.map((message) => message.body)).toEqual(['two']);
    expect(after.meta).toEqual({ lastSeq: session.conversation.lastSeq + 3, hasMore: true });
    expect((await visitorCall(app(), guest, 'POST', `/conversations/${id}/read`, { seq: 999 })).statusCode).toBe(204);
    expect((await conversationRow(id))?.visitorReadSeq).toBe(session.conversation.lastSeq + 3);
    await visitorCall(app(), guest, 'POST', `/conversations/${id}/read`, { seq: 1 });
    expect((await conversationRow(id))?.visitorReadSeq).toBe(session.conversation.lastSeq + 3);
  });

  it('limits messages per conversation and starts per address (429)', async () => {
    const session = await startGuest(app());
    const guest = { key: session.restoreKey };
    const url = `/conversations/${session.conversation.id}/messages`;
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1)
      statuses.push(
        (await visitorCall(app(), guest, 'POST', url, { body: `m${index}`, clientKey: `burst-${index}` })).statusCode,
      );
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);

    const address = '10.250.0.1';
    const starts: number[] = [];
    for (let index = 0; index < 11; index += 1)
      starts.push(
        (await visitorCall(app(), {}, 'POST', '/conversations', { email: uniqueEmail('burst') }, { address }))
          .statusCode,
      );
    expect(starts.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(starts[10]).toBe(429);
  });
});
