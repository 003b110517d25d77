import type { Centrifuge, Subscription } from 'centrifuge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  supportConversationChannel,
  type SupportEvent,
  type SupportMessagePage,
  type SupportSession,
} from '@casino/shared';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { registerPlayer } from '../../testing/players';
import {
  collectPublications,
  connected,
  eventually,
  realtimeClient,
  refusedCode,
  websocketUrl,
} from '../../testing/realtime-client';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storedServerSecret } from '../auth/auth.service';
import { SubscriptionTokens } from './support-keys';
import { SUBSCRIPTION_SECRET_NAME } from './support.plugin';
import { operatorCall, replyAsAgent, sendAsVisitor, startGuest, startPlayer, visitorCall } from './support-testing';

/** The hub's reply codes (Centrifugo's): no such channel, not yours. */
const ErrorCode = { UnknownChannel: 102, PermissionDenied: 103 } as const;

let testApp: TestApp;
let url: string;
const clients: Centrifuge[] = [];
const app = () => testApp.app;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  url = websocketUrl(testApp.app);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(() => testApp.close());

async function client(token?: string): Promise<Centrifuge> {
  const made = await connected(realtimeClient(url, token ? { token } : {}));
  clients.push(made);
  return made;
}

/** Subscribes to the session's channel with its token; resolves once subscribed. */
async function listen(
  socket: Centrifuge,
  session: SupportSession,
  options: { getToken?: () => Promise<string> } = {},
): Promise<{ subscription: Subscription; events: SupportEvent[] }> {
  const subscription = socket.newSubscription(session.realtime.channel, {
    token: session.realtime.token,
    ...(options.getToken ? { getToken: options.getToken } : {}),
  });
  const events = collectPublications(subscription) as SupportEvent[];
  subscription.subscribe();
  await subscription.ready(5000);
  return { subscription, events };
}

const bodies = (events: SupportEvent[]) =>
  events.flatMap((event) => (event.type === 'message.created' ? [event.message.body] : []));
/**
 * The messages heard after `seq`, as the web client keeps them: what the API gave before the
 * subscription (the greeting of a start may still be on its way from the outbox) is not new.
 */
const after = (events: SupportEvent[], seq: number) =>
  events.flatMap((event) => (event.type === 'message.created' && event.message.seq > seq ? [event.message] : []));

describe('the support chat over the websocket', () => {
  it("brings the agent's answers to a guest and the guest's messages to the channel, in order", async () => {
    const session = await startGuest(app());
    const guest = await listen(await client(), session);
    const id = session.conversation.id;
    await sendAsVisitor(app(), { key: session.restoreKey }, id, 'Is my deposit lost?');
    for (const answer of ['Let me check.', 'It is credited.', 'Anything else?']) await replyAsAgent(app(), id, answer);
    const received = () => after(guest.events, session.conversation.lastSeq);
    await eventually(() => received().length === 4, 5000, 'four messages');
    expect(received().map((message) => message.body)).toEqual([
      'Is my deposit lost?',
      'Let me check.',
      'It is credited.',
      'Anything else?',
    ]);
    expect(received().map((message) => message.seq)).toEqual(
      [1, 2, 3, 4].map((step) => session.conversation.lastSeq + step),
    );
  });

  it('catches up by seq after a reconnect: what came while away, then live again, nothing twice', async () => {
    const player = await registerPlayer(app());
    const session = await startPlayer(app(), player.accessToken);
    const id = session.conversation.id;
    const socket = await client(player.accessToken);
    const live = await listen(socket, session);
    // The player's other tab stays connected throughout: it shows when the answers have gone out.
    const witness = await listen(await client(player.accessToken), session);
    await replyAsAgent(app(), id, 'before');
    await eventually(() => bodies(live.events).includes('before'), 5000, 'the first answer');
    const lastSeen = Math.max(...after(live.events, 0).map((message) => message.seq));

    socket.disconnect();
    await replyAsAgent(app(), id, 'while away 1');
    await replyAsAgent(app(), id, 'while away 2');
    await eventually(() => bodies(witness.events).includes('while away 2'), 5000, 'the answers to go out');
    const resubscribed = new Promise<void>((resolve) => live.subscription.once('subscribed', () => resolve()));
    socket.connect();
    await resubscribed;
    const missed = await visitorCall(
      app(),
      { token: player.accessToken },
      'GET',
      `/conversations/${id}/messages?afterSeq=${lastSeen}`,
    );
    expect(missed.json<SupportMessagePage>().data.map((message) => message.body)).toEqual([
      'while away 1',
      'while away 2',
    ]);
    await replyAsAgent(app(), id, 'after');
    await eventually(() => bodies(live.events).includes('after'), 5000, 'the live answer after the reconnect');
    expect(after(live.events, session.conversation.lastSeq).map((message) => message.body)).toEqual([
      'before',
      'after',
    ]);
  });

  it('carries typing, read markers, the assignment and the closing', async () => {
    const session = await startGuest(app());
    const id = session.conversation.id;
    const guest = await listen(await client(), session);
    expect((await operatorCall(app(), 'POST', `/conversations/${id}/typing`, { agentName: 'Grace' })).statusCode).toBe(
      204,
    );
    expect(
      (await visitorCall(app(), { key: session.restoreKey }, 'POST', `/conversations/${id}/typing`)).statusCode,
    ).toBe(204);
    await operatorCall(app(), 'PUT', `/conversations/${id}/assignment`, { agentName: 'Grace' });
    await operatorCall(app(), 'POST', `/conversations/${id}/read`, { seq: session.conversation.lastSeq });
    await visitorCall(app(), { key: session.restoreKey }, 'POST', `/conversations/${id}/read`, {
      seq: session.conversation.lastSeq,
    });
    await operatorCall(app(), 'POST', `/conversations/${id}/close`);
    await eventually(() => guest.events.some((event) => event.type === 'conversation.closed'), 5000, 'the closing');
    const summary = guest.events.flatMap((event) => {
      if (event.type === 'typing') return [`typing ${event.author} ${event.agentName}`];
      if (event.type === 'read') return [`read ${event.author} ${event.seq}`];
      if (event.type === 'message.created') return [];
      return [`${event.type} ${event.conversation.assignedAgent} ${event.conversation.status}`];
    });
    const last = session.conversation.lastSeq;
    expect(summary).toEqual([
      'typing agent Grace',
      'typing visitor null',
      'conversation.assigned Grace open',
      `read agent ${last}`,
      `read visitor ${last}`,
      'conversation.closed Grace closed',
    ]);
    const closing = guest.events.find((event) => event.type === 'conversation.closed');
    expect(JSON.stringify(closing)).not.toMatch(/guestEmail|playerId/);
  });

  it("lets nobody else hear a conversation: another player, a guest without the token, another conversation's token (103)", async () => {
    const owner = await registerPlayer(app());
    const intruder = await registerPlayer(app());
    const players = await startPlayer(app(), owner.accessToken);
    const guests = await startGuest(app());
    const other = await startGuest(app());
    const intruderSocket = await client(intruder.accessToken);
    expect(await refusedCode(intruderSocket, players.realtime.channel)).toBe(ErrorCode.PermissionDenied);
    expect(await refusedCode(intruderSocket, guests.realtime.channel)).toBe(ErrorCode.PermissionDenied);
    const anonymous = await client();
    expect(await refusedCode(anonymous, guests.realtime.channel)).toBe(ErrorCode.PermissionDenied);
    const borrowed = anonymous.newSubscription(guests.realtime.channel, { token: other.realtime.token });
    const refused = new Promise<number>((resolve) => borrowed.on('unsubscribed', (context) => resolve(context.code)));
    borrowed.subscribe();
    expect(await refused).toBe(ErrorCode.PermissionDenied);
    expect(await refusedCode(anonymous, 'support:conversations#not-a-uuid')).toBe(ErrorCode.UnknownChannel);
    // The owner needs no token on a signed-in socket.
    const ownerSocket = await client(owner.accessToken);
    const own = ownerSocket.newSubscription(supportConversationChannel(players.conversation.id));
    own.subscribe();
    await own.ready(5000);
  });

  it('answers an expired token with 109, and subscribes with the token getToken fetches', async () => {
    const session = await startGuest(app());
    const secretless = new SubscriptionTokens('not-the-server-secret');
    const forged = secretless.issue(session.realtime.channel);
    const anonymous = await client();
    const forgedSubscription = anonymous.newSubscription(session.realtime.channel, { token: forged.token });
    const forgedRefused = new Promise<number>((resolve) =>
      forgedSubscription.on('unsubscribed', (context) => resolve(context.code)),
    );
    forgedSubscription.subscribe();
    expect(await forgedRefused).toBe(ErrorCode.PermissionDenied);
    anonymous.removeSubscription(forgedSubscription);

    // Signed with the server's own secret, but an hour old.
    const secret = await storedServerSecret(app().database.db, SUBSCRIPTION_SECRET_NAME, 32);
    const expired = new SubscriptionTokens(secret, -3600).issue(session.realtime.channel);
    let fetched = 0;
    const getToken = async () => {
      fetched += 1;
      const fresh = await visitorCall(
        app(),
        { key: session.restoreKey },
        'GET',
        `/conversations/${session.conversation.id}`,
      );
      return fresh.json<SupportSession>().realtime.token;
    };
    const subscription = anonymous.newSubscription(session.realtime.channel, { token: expired.token, getToken });
    const received = collectPublications(subscription) as SupportEvent[];
    subscription.subscribe();
    await subscription.ready(5000);
    expect(fetched).toBe(1);
    await replyAsAgent(app(), session.conversation.id, 'Heard with the fresh token');
    await eventually(() => bodies(received).includes('Heard with the fresh token'), 5000, 'the answer');
  });
});
