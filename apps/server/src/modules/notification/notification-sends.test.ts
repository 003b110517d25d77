import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NotificationMessagePage } from '@casino/shared';
import { runJobsUntilDone } from '../../testing/jobs';
import { messagesTo } from '../../testing/mailbox';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { bearer, registerPlayer, type RegisteredPlayer } from '../../testing/players';
import { useTestApp } from '../../testing/test-app';
import type { SendView } from './notification-sends';

const testApp = useTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const app = () => testApp.app;
const SENDS = '/api/admin/notification/sends';

const operator = (method: 'GET' | 'POST', url: string, payload?: unknown, token = TEST_ADMIN_TOKEN) =>
  app().inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const content = {
  en: { title: 'Weekend offer', body: 'Twenty spins wait for you' },
  de: { title: 'Wochenendangebot', body: 'Zwanzig Freispiele warten' },
};

async function sent(payload: Record<string, unknown>): Promise<SendView> {
  const created = await operator('POST', SENDS, { content, ...payload });
  expect(created.statusCode, created.body).toBe(201);
  await runJobsUntilDone(app(), ['notification.send-batch', 'notification.send-mail', 'notification.deliver']);
  return (await operator('GET', `${SENDS}/${created.json<SendView>().id}`)).json<SendView>();
}

const inboxTitles = async (player: RegisteredPlayer) =>
  (
    await app().inject({
      method: 'GET',
      url: '/api/notification/messenger/messages',
      headers: bearer(player.accessToken),
    })
  )
    .json<NotificationMessagePage>()
    .data.map((message) => message.content.title);

describe('operator sends', () => {
  it('reaches one player in their language, and marketing only with consent and outside a break', async () => {
    const [consenting, silent, resting] = await Promise.all([
      registerPlayer(app(), { receiveEmailPromo: true, country: 'AT' }),
      registerPlayer(app(), { country: 'AT' }),
      registerPlayer(app(), { receiveEmailPromo: true, country: 'AT' }),
    ]);
    await app().database.db.execute(
      sql`update players set language = 'de', email_confirmed_at = now() where id = ${consenting.profile.id}`,
    );
    expect(
      (
        await app().inject({
          method: 'POST',
          url: '/api/player/limits',
          headers: bearer(resting.accessToken),
          payload: { definition: 5, days: 7 },
        })
      ).statusCode,
    ).toBe(201);

    const direct = await sent({ category: 'service', audience: { playerId: silent.profile.id } });
    expect(direct).toMatchObject({ status: 'sent', recipients: 1 });
    expect(await inboxTitles(silent)).toEqual(['Weekend offer']);

    // The break switched the resting player's consent off; marketing skips them and the silent one.
    const marketing = await sent({ category: 'marketing', audience: { countries: ['AT'] }, byEmail: true });
    expect(marketing.status).toBe('sent');
    expect(await inboxTitles(consenting)).toEqual(['Wochenendangebot']);
    expect(await inboxTitles(silent)).toEqual(['Weekend offer']);
    expect(await inboxTitles(resting)).toEqual([]);
    const mails = (await messagesTo(app(), consenting.email)).filter((mail) => mail.subject === 'Wochenendangebot');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/\/api\/notification\/unsubscribe\?player=/);

    // Service messages reach every player the audience names, in a break too.
    await sent({ category: 'service', audience: { playerId: resting.profile.id } });
    expect(await inboxTitles(resting)).toEqual(['Weekend offer']);
  });

  it('unsubscribes from the e-mail link without logging in, and refuses a forged link', async () => {
    const player = await registerPlayer(app(), { receiveEmailPromo: true, country: 'LU' });
    await app().database.db.execute(sql`update players set email_confirmed_at = now() where id = ${player.profile.id}`);
    await sent({ category: 'marketing', audience: { playerId: player.profile.id }, byEmail: true });
    const mail = (await messagesTo(app(), player.email)).find((message) => message.subject === 'Weekend offer');
    const link = /https?:\/\/\S+\/api\/notification\/unsubscribe\?\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const url = new URL(link);
    const path = `${url.pathname}${url.search}`;
    const forged = path.replace(/token=[^&]+/, 'token=AAAA');
    expect((await app().inject({ method: 'POST', url: forged })).statusCode).toBe(404);
    const other = await registerPlayer(app());
    expect(
      (await app().inject({ method: 'POST', url: path.replace(player.profile.id, other.profile.id) })).statusCode,
    ).toBe(404);

    const page = await app().inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    // Looking at the page unsubscribes no one; the button (or a one-click POST) does.
    expect(
      (await app().inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) })).json(),
    ).toMatchObject({ receiveEmailPromo: true });
    const done = await app().inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(
      (await app().inject({ method: 'GET', url: '/api/player/profile', headers: bearer(player.accessToken) })).json(),
    ).toMatchObject({ receiveEmailPromo: false });
    // Pressed again, and the link of a player since deleted: a page, never an error, and one record of leaving.
    expect((await app().inject({ method: 'POST', url: path })).statusCode).toBe(200);
    await app().database.db.execute(sql`delete from players where id = ${player.profile.id}`);
    expect((await app().inject({ method: 'POST', url: path })).statusCode).toBe(200);
  });

  it('waits for a scheduled time, and a cancelled send writes nothing more', async () => {
    const player = await registerPlayer(app());
    const later = await operator('POST', SENDS, {
      category: 'service',
      content,
      audience: { playerId: player.profile.id },
      scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(later.statusCode).toBe(201);
    expect(later.json<SendView>().status).toBe('scheduled');
    const cancelled = await operator('POST', `${SENDS}/${later.json<SendView>().id}/cancel`);
    expect(cancelled.json<SendView>().status).toBe('cancelled');
    expect((await operator('POST', `${SENDS}/${later.json<SendView>().id}/cancel`)).statusCode).toBe(409);
    await app().notifications.sends.runBatch(later.json<SendView>().id);
    expect(await inboxTitles(player)).toEqual([]);
  });

  it('refuses bad sends and callers without the operator token', async () => {
    const bad: unknown[] = [
      {},
      { category: 'service' },
      { category: 'service', content: { de: content.de } },
      { category: 'spam', content },
      { category: 'service', content: { en: { title: '', body: 'x' } } },
      { category: 'service', content: { en: { title: 'x'.repeat(201), body: 'x' } } },
      { category: 'service', content, audience: { playerId: 'nobody' } },
      { category: 'service', content, audience: { depositedWithinDays: -1 } },
      { category: 'service', content, scheduledAt: 'tomorrow' },
      { category: 'service', content, extra: true },
    ];
    for (const payload of bad)
      expect((await operator('POST', SENDS, payload)).statusCode, JSON.stringify(payload)).toBe(422);
    expect(
      (await operator('POST', SENDS, { category: 'service', content }, 'wrong-token-0123456789abcdef')).statusCode,
    ).toBe(401);
    const player = await registerPlayer(app());
    expect((await operator('POST', SENDS, { category: 'service', content }, player.accessToken)).statusCode).toBe(401);
    expect((await operator('GET', `${SENDS}/${crypto.randomUUID()}`)).statusCode).toBe(404);
  });
});
