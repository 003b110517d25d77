import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_CREATED_TYPE,
  NotificationState,
  type NotificationMessagePage,
  type NotificationPreferences,
  type NotificationPushPage,
} from '@casino/shared';
import { runJobsUntilDone } from '../../testing/jobs';
import { messagesTo } from '../../testing/mailbox';
import {
  collectPublications,
  connected,
  eventually,
  realtimeClient,
  refusedCode,
  websocketUrl,
} from '../../testing/realtime-client';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import { text } from '../../http/server-messages';
import type { NotificationEvent } from './notification-writer';

const testApp = useTestApp();
const app = () => testApp.app;

const MESSAGES = '/api/notification/messenger/messages';
const PUSHES = '/api/notification/pushes';

/** Tells the player of an event on its own transaction, as a module does. */
const notify = (event: NotificationEvent) =>
  app().database.db.transaction((tx) => app().notifications.notify(tx, event));

const depositCredited = (player: RegisteredPlayer, invoiceId: string, amountMinor = 2500): NotificationEvent => ({
  playerId: player.profile.id,
  kind: 'deposit.credited',
  eventKey: `invoice:${invoiceId}`,
  params: { amount: { money: { amountMinor, currency: 'EUR', subunitToUnit: 100 } } },
});

const call = (player: RegisteredPlayer, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string, payload?: unknown) =>
  app().inject({
    method,
    url,
    headers: bearer(player.accessToken),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const inboxOf = async (player: RegisteredPlayer, query = '') =>
  (await call(player, 'GET', `${MESSAGES}${query}`)).json<NotificationMessagePage>();

describe('notification messages', () => {
  it("writes one message per event, in the player's language, even when the event is replayed", async () => {
    const player = await registerPlayer(app());
    await app().database.db.execute(sql`update players set language = 'de' where id = ${player.profile.id}`);
    const event = depositCredited(player, 'a1');
    expect(await notify(event)).toBe(true);
    // A replay, and two nodes handling the event at once: nothing more is written.
    const replays = await Promise.all([notify(event), notify(event)]);
    expect(replays).toEqual([false, false]);

    const page = await inboxOf(player);
    expect(page.data).toHaveLength(1);
    expect(page.meta).toMatchObject({ totalRows: 1, totalUnread: 1, page: 1 });
    const [message] = page.data;
    expect(message).toMatchObject({ kind: 'deposit.credited', state: NotificationState.Unread, readAt: null });
    expect(message?.content.title).toBe(text('de', 'notification.deposit.credited.title'));
    expect(message?.content.title).not.toBe(text('en', 'notification.deposit.credited.title'));
    expect(message?.content.body).toContain('25,00 EUR');
    const pushes = (await call(player, 'GET', PUSHES)).json<NotificationPushPage>();
    expect(pushes.data).toHaveLength(1);
    expect(pushes.meta.totalUnread).toBe(1);
  });

  it("reads, reads all and deletes only the caller's own messages and answers the caller's unread count", async () => {
    const [owner, other] = await Promise.all([registerPlayer(app()), registerPlayer(app())]);
    for (const id of ['b1', 'b2', 'b3']) await notify(depositCredited(owner, id));
    await notify(depositCredited(other, 'c1'));
    const [first, second, third] = (await inboxOf(owner)).data;
    const othersMessage = (await inboxOf(other)).data[0];

    // Another player's id among the caller's: only the caller's row changes.
    const read = await call(owner, 'POST', `${MESSAGES}/read`, { messageIds: [first?.id, othersMessage?.id] });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ totalUnread: 2 });
    expect((await inboxOf(other)).meta.totalUnread).toBe(1);

    const deleted = await call(owner, 'DELETE', MESSAGES, { messageIds: [second?.id, othersMessage?.id] });
    expect(deleted.json()).toEqual({ totalUnread: 1 });
    expect((await inboxOf(other)).data).toHaveLength(1);

    const all = await call(owner, 'POST', `${MESSAGES}/read/all`);
    expect(all.json()).toEqual({ totalUnread: 0 });
    const after = await inboxOf(owner);
    expect(after.data.map((message) => message.id).sort()).toEqual([first?.id, third?.id].sort());
    expect(after.data.every((message) => message.state === NotificationState.Read && message.readAt !== null)).toBe(
      true,
    );
    expect((await inboxOf(other)).meta.totalUnread).toBe(1);
  });

  it('pages the inbox newest first with the unread count on every page', async () => {
    const player = await registerPlayer(app());
    for (let index = 0; index < 5; index += 1) await notify(depositCredited(player, `p${index}`, 100 * (index + 1)));
    const second = await inboxOf(player, '?page=2&perPage=2');
    expect(second.meta).toEqual({ page: 2, perPage: 2, totalPages: 3, totalRows: 5, totalUnread: 5 });
    expect(second.data[0]?.content.body).toContain('3.00 EUR');
  });

  it('refuses bad input and strangers, and changes nothing', async () => {
    const player = await registerPlayer(app());
    await notify(depositCredited(player, 'd1'));
    const bad: unknown[] = [
      {},
      { messageIds: [] },
      { messageIds: ['not-a-uuid'] },
      { messageIds: 'x' },
      { messageIds: Array.from({ length: 101 }, () => crypto.randomUUID()) },
      { messageIds: [crypto.randomUUID()], playerId: player.profile.id },
    ];
    for (const payload of bad) {
      const response = await call(player, 'POST', `${MESSAGES}/read`, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(response.json()).toHaveProperty('error.code');
    }
    for (const query of ['?page=0', '?perPage=1000', '?page=abc', '?page=-1'])
      expect((await call(player, 'GET', `${MESSAGES}${query}`)).statusCode).toBe(400);
    expect((await app().inject({ method: 'GET', url: MESSAGES })).statusCode).toBe(401);
    expect((await app().inject({ method: 'POST', url: `${MESSAGES}/read/all` })).statusCode).toBe(401);
    expect((await inboxOf(player)).meta.totalUnread).toBe(1);
  });

  it('marks pushes read in batches, and all of them', async () => {
    const player = await registerPlayer(app());
    for (const id of ['e1', 'e2', 'e3']) await notify(depositCredited(player, id));
    const pushes = (await call(player, 'GET', `${PUSHES}?perPage=20`)).json<NotificationPushPage>();
    expect(pushes.meta).toMatchObject({ perPage: 20, totalRows: 3, totalUnread: 3 });
    const batch = await call(player, 'POST', `${PUSHES}/read`, {
      pushIds: pushes.data.slice(0, 2).map((push) => push.id),
    });
    expect(batch.json()).toEqual({ totalUnread: 1 });
    expect((await call(player, 'POST', `${PUSHES}/read/all`)).json()).toEqual({ totalUnread: 0 });
    // Reading pushes leaves the inbox as it is.
    expect((await inboxOf(player)).meta.totalUnread).toBe(3);
  });
});

describe('notification preferences', () => {
  it('keeps a topic off the site (the message arrives read) and refuses switching off a locked channel', async () => {
    const player = await registerPlayer(app());
    const initial = (await call(player, 'GET', '/api/notification/preferences')).json<NotificationPreferences>();
    expect(initial.topics.payments).toEqual({ site: true, email: true, sms: false });
    expect(initial.topics.account).toMatchObject({ site: true, email: true });

    const changed = await call(player, 'PUT', '/api/notification/preferences', {
      topics: { payments: { site: false } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<NotificationPreferences>().topics.payments).toEqual({ site: false, email: true, sms: false });
    await notify(depositCredited(player, 'f1'));
    const page = await inboxOf(player);
    expect(page.data[0]?.state).toBe(NotificationState.Read);
    expect(page.meta.totalUnread).toBe(0);

    const locked = await call(player, 'PUT', '/api/notification/preferences', {
      topics: { account: { email: false } },
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json()).toMatchObject({ error: { code: 'notification_channel_locked' } });
    expect(
      (await call(player, 'PUT', '/api/notification/preferences', { topics: { payments: { fax: true } } })).statusCode,
    ).toBe(422);
    expect(
      (await call(player, 'PUT', '/api/notification/preferences', { topics: { payments: { site: 'yes' } } }))
        .statusCode,
    ).toBe(422);
  });

  it('makes the news by e-mail the marketing consent itself, and refuses giving it during a break', async () => {
    const player = await registerPlayer(app());
    const given = await call(player, 'PUT', '/api/notification/preferences', { topics: { news: { email: true } } });
    expect(given.json<NotificationPreferences>().topics.news.email).toBe(true);
    const profile = await call(player, 'GET', '/api/player/profile');
    expect(profile.json()).toMatchObject({ receiveEmailPromo: true });

    expect((await call(player, 'POST', '/api/player/limits', { definition: 5, days: 7 })).statusCode).toBe(201);
    // The break switched consent off; giving it again is refused until the break ends.
    const during = await call(player, 'PUT', '/api/notification/preferences', { topics: { news: { email: true } } });
    expect(during.statusCode).toBe(409);
    expect(during.json()).toMatchObject({ error: { code: 'cooling_off' } });
    expect(
      (await call(player, 'GET', '/api/notification/preferences')).json<NotificationPreferences>().topics.news.email,
    ).toBe(false);
  });
});

describe('notification e-mail and pushes', () => {
  it('mails a money message to a confirmed address only, in the background', async () => {
    const [confirmed, unconfirmed] = await Promise.all([registerPlayer(app()), registerPlayer(app())]);
    await app().database.db.execute(
      sql`update players set email_confirmed_at = now() where id = ${confirmed.profile.id}`,
    );
    await notify(depositCredited(confirmed, 'g1'));
    await notify(depositCredited(unconfirmed, 'g2'));
    await runJobsUntilDone(app(), ['notification.deliver']);
    const deposits = async (email: string) =>
      (await messagesTo(app(), email)).filter((mail) => mail.subject === 'Deposit received');
    const mails = await deposits(confirmed.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('25.00 EUR');
    expect(await deposits(unconfirmed.email)).toHaveLength(0);
  });

  it('announces a new message with the unread count on the player’s channel, live', async () => {
    await app().listen({ port: 0, host: '127.0.0.1' });
    const player = await registerPlayer(app());
    const client = await connected(realtimeClient(websocketUrl(app()), { token: player.accessToken }));
    try {
      const subscription = client.newSubscription(`messenger:notifications#${player.profile.id}`);
      const received = collectPublications(subscription);
      subscription.subscribe();
      await subscription.ready(5000);
      await notify(depositCredited(player, 'h1'));
      await eventually(() => received.length >= 1, 5000, 'the notification push');
      expect(received[0]).toMatchObject({
        type: NOTIFICATION_CREATED_TYPE,
        totalUnread: 1,
        message: { kind: 'deposit.credited' },
      });
      // Another player may not listen to it.
      const stranger = await registerPlayer(app());
      const spy = await connected(realtimeClient(websocketUrl(app()), { token: stranger.accessToken }));
      expect(await refusedCode(spy, `messenger:notifications#${player.profile.id}`)).toBe(103);
      spy.disconnect();
    } finally {
      client.disconnect();
    }
  });
});
