import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ListResponse, SupportMessage, SupportMessagePage } from '@casino/shared';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { registerPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import { text } from '../../http/server-messages';
import {
  agentsAway,
  operatorCall,
  replyAsAgent,
  sendAsVisitor,
  startGuest,
  startPlayer,
  storedMessages,
  visitorCall,
} from './support-testing';
import type { OperatorConversation } from './support-views';
import { supportAgentPresence } from './support.table';

// A database of its own: the operators' list holds what this file starts, and presence is this file's.
const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;

interface Detail {
  readonly conversation: OperatorConversation;
  readonly messages: SupportMessagePage;
}

const detail = async (id: string, query = '') => {
  const response = await operatorCall(app(), 'GET', `/conversations/${id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Detail>();
};

describe('office hours', () => {
  it('adds the office-hours message in the visitor’s language only when no agent was seen in the last two minutes', async () => {
    await agentsAway(app());
    const alone = await startGuest(app(), {}, { 'x-locale': 'fr' });
    expect((await storedMessages(app(), alone.conversation.id)).map((message) => message.body)).toEqual([
      text('fr', 'support.greeting'),
      text('fr', 'support.office_hours'),
    ]);
    expect(alone.agentsOnline).toBe(false);

    const beat = await operatorCall(app(), 'POST', '/presence', { agentName: 'Grace' });
    expect(beat.statusCode, beat.body).toBe(200);
    expect(beat.json()).toEqual({ agentsOnline: true });
    expect((await visitorCall(app(), {}, 'GET', '/status')).json()).toEqual({ agentsOnline: true });
    const attended = await startGuest(app());
    expect((await storedMessages(app(), attended.conversation.id)).map((message) => message.body)).toEqual([
      text('en', 'support.greeting'),
    ]);
    expect(attended.agentsOnline).toBe(true);

    // Seen three minutes ago: away again.
    await app()
      .database.db.update(supportAgentPresence)
      .set({ lastSeenAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(supportAgentPresence.agentName, 'Grace'));
    expect((await visitorCall(app(), {}, 'GET', '/status')).json()).toEqual({ agentsOnline: false });
    expect(
      (await storedMessages(app(), (await startGuest(app())).conversation.id)).map((message) => message.author),
    ).toEqual(['system', 'system']);
  });
});

describe('the operators’ desk', () => {
  it('needs the operator token', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/admin/support/conversations' });
    expect(response.statusCode).toBe(401);
    const player = await registerPlayer(app());
    expect(
      (
        await app().inject({
          method: 'GET',
          url: '/api/admin/support/conversations',
          headers: { authorization: `Bearer ${player.accessToken}` },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lists conversations by latest activity, by status and page by page, with what the agents have not read', async () => {
    const player = await registerPlayer(app());
    const guest = await startGuest(app(), { email: 'listed@example.com', name: 'Listed' });
    const players = await startPlayer(app(), player.accessToken);
    await sendAsVisitor(app(), { key: guest.restoreKey }, guest.conversation.id, 'Newest activity');
    const page = (await operatorCall(app(), 'GET', '/conversations?status=open&perPage=2')).json<
      ListResponse<OperatorConversation>
    >();
    expect(page.meta).toMatchObject({ page: 1, perPage: 2 });
    expect(page.meta.totalRows).toBeGreaterThanOrEqual(2);
    expect(page.data[0]).toMatchObject({
      id: guest.conversation.id,
      guestEmail: 'listed@example.com',
      guestName: 'Listed',
      playerId: null,
      unread: guest.conversation.lastSeq + 1,
    });
    expect(page.data[1]).toMatchObject({ id: players.conversation.id, playerId: player.profile.id, guestEmail: null });
    expect((await operatorCall(app(), 'GET', '/conversations?status=lost')).statusCode).toBe(400);
  });

  it('assigns, replies as the agent, moves the read marker and closes with a last message; the visitor sees it all', async () => {
    const guest = await startGuest(app(), {}, { 'x-locale': 'es' });
    const visitor = { key: guest.restoreKey };
    const id = guest.conversation.id;
    const question = await sendAsVisitor(app(), visitor, id, '¿Cuándo llega mi retiro?');

    const assigned = await operatorCall(app(), 'PUT', `/conversations/${id}/assignment`, { agentName: 'Grace' });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<OperatorConversation>().assignedAgent).toBe('Grace');
    expect((await operatorCall(app(), 'POST', `/conversations/${id}/read`, { seq: question.seq })).statusCode).toBe(
      204,
    );
    expect((await detail(id)).conversation).toMatchObject({ agentReadSeq: question.seq, unread: 0 });

    const answer = await replyAsAgent(app(), id, 'Hoy mismo.', 'Grace');
    expect(answer).toMatchObject({ author: 'agent', agentName: 'Grace', seq: question.seq + 1, body: 'Hoy mismo.' });
    const replay = await operatorCall(app(), 'POST', `/conversations/${id}/messages`, {
      agentName: 'Grace',
      body: 'Once',
      clientKey: 'agent-1',
    });
    expect(replay.statusCode).toBe(201);
    expect(
      (
        await operatorCall(app(), 'POST', `/conversations/${id}/messages`, {
          agentName: 'Grace',
          body: 'Once',
          clientKey: 'agent-1',
        })
      ).statusCode,
    ).toBe(200);
    for (const bad of [
      { agentName: '', body: 'x' },
      { agentName: 'Grace', body: '' },
      { agentName: 'Grace', body: 'x'.repeat(4001) },
      { agentName: 'Grace', body: 'x', extra: 1 },
    ]) {
      expect([400, 422]).toContain(
        (await operatorCall(app(), 'POST', `/conversations/${id}/messages`, bad)).statusCode,
      );
    }

    const closed = await operatorCall(app(), 'POST', `/conversations/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<OperatorConversation>()).toMatchObject({ status: 'closed' });
    expect((await operatorCall(app(), 'POST', `/conversations/${id}/close`)).json<OperatorConversation>().lastSeq).toBe(
      closed.json<OperatorConversation>().lastSeq,
    );

    const seen = (
      await visitorCall(app(), visitor, 'GET', `/conversations/${id}/messages?afterSeq=${question.seq}`)
    ).json<SupportMessagePage>();
    expect(seen.data.map((message) => [message.author, message.body])).toEqual([
      ['agent', 'Hoy mismo.'],
      ['agent', 'Once'],
      ['system', text('es', 'support.closed')],
    ]);
    const late = await visitorCall(app(), visitor, 'POST', `/conversations/${id}/messages`, {
      body: '¿Hola?',
      clientKey: 'late',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: { code: 'support_conversation_closed' } });
    expect(
      (await operatorCall(app(), 'POST', `/conversations/${id}/messages`, { agentName: 'Grace', body: 'x' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await visitorCall(app(), visitor, 'GET', '/conversations/current')).json<{ conversation: { status: string } }>()
        .conversation.status,
    ).toBe('closed');
  });

  it('starts a new conversation for a player whose last one was closed', async () => {
    const player = await registerPlayer(app());
    const first = await startPlayer(app(), player.accessToken);
    await operatorCall(app(), 'POST', `/conversations/${first.conversation.id}/close`);
    const second = await startPlayer(app(), player.accessToken);
    expect(second.conversation.id).not.toBe(first.conversation.id);
    expect(second.conversation.status).toBe('open');
  });

  it('answers 404 for a conversation that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['GET', `/conversations/${missing}`],
      ['PUT', `/conversations/${missing}/assignment`, { agentName: 'Grace' }],
      ['POST', `/conversations/${missing}/messages`, { agentName: 'Grace', body: 'Hi' }],
      ['POST', `/conversations/${missing}/close`],
      ['POST', `/conversations/${missing}/read`, { seq: 1 }],
    ] as const) {
      expect(
        (await operatorCall(app(), method, url, payload as Record<string, unknown> | undefined)).statusCode,
        url,
      ).toBe(404);
    }
  });

  it('pages through a long conversation after a seq', async () => {
    const guest = await startGuest(app());
    for (let index = 0; index < 3; index += 1) await replyAsAgent(app(), guest.conversation.id, `answer ${index}`);
    const { messages } = await detail(guest.conversation.id, `?afterSeq=${guest.conversation.lastSeq}&limit=2`);
    expect(messages.data.map((message: SupportMessage) => message.body)).toEqual(['answer 0', 'answer 1']);
    expect(messages.meta.hasMore).toBe(true);
  });
});
