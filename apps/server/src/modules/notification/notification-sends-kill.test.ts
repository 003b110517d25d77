import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LimitDefinition } from '@casino/shared';
import { queryRows } from '../../db/database';
import { call, closeConnections } from '../../testing/cluster-http';
import { durableApps } from '../../testing/durable-app';
import { waitUntil } from '../../testing/payments';
import { startServerProcess, waitUntilHealthy, type ServerProcess } from '../../testing/server-process';
import { makeTemporaryDirectory } from '../../testing/test-app';
import type { SendView } from './notification-sends';

const ADMIN_TOKEN = 'sends-kill-operator-token-0123456789';
const PLAYERS = 20_000;
/** Every 20th player gave no consent, every 25th is cooling off: 20,000 - 1,000 - 800 + 200 overlap. */
const withoutConsent = (index: number) => index % 20 === 0;
const onBreak = (index: number) => index % 25 === 0;
const ELIGIBLE = Array.from({ length: PLAYERS }, (_, index) => index + 1).filter(
  (index) => !withoutConsent(index) && !onBreak(index),
).length;

const apps = durableApps('casino-sends-kill-');
const processes: ServerProcess[] = [];
afterAll(async () => {
  closeConnections();
  for (const server of processes) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
});

/** The players, straight into the database (20,000 registrations would hash 20,000 passwords). */
async function seedPlayers(environment: Record<string, string>): Promise<void> {
  const app = await apps.start(environment);
  try {
    await app.database.db.execute(sql`
      insert into players (email, country, language, receive_email_promo)
      select 'segment-' || g || '@example.com', 'DE', case when g % 3 = 0 then 'de' else 'en' end, g % 20 <> 0
      from generate_series(1, ${PLAYERS}) g`);
    await app.database.db.execute(sql`
      insert into player_limits (player_id, definition, starts_at, ends_at)
      select p.id, ${LimitDefinition.CoolingOff}, now() - interval '1 hour', now() + interval '7 days'
      from players p where p.email like 'segment-%' and split_part(split_part(p.email, '-', 2), '@', 1)::int % 25 = 0`);
  } finally {
    await app.close();
  }
}

async function startServer(environment: Record<string, string>): Promise<ServerProcess> {
  const directory = makeTemporaryDirectory('casino-sends-kill-files-');
  apps.onCleanUp(() => directory.remove());
  const server = await startServerProcess(environment.DATA_DIR ?? directory.path, { ...environment, ADMIN_TOKEN });
  processes.push(server);
  await waitUntilHealthy(server, 120_000);
  return server;
}

const sendOf = async (baseUrl: string, id: string) =>
  (await call<SendView>(baseUrl, 'GET', `/api/admin/notification/sends/${id}`, { token: ADMIN_TOKEN })).body;

// Two real server starts from source, 20,000 players and a kill: minutes on a busy 2-core machine.
describe('a segment send killed midway', { timeout: 600_000 }, () => {
  it('completes after the restart with one message per eligible player, none to a player without consent or in a break', async () => {
    const environment = await apps.environment();
    await seedPlayers(environment);

    const first = await startServer(environment);
    const created = await call<SendView>(first.baseUrl, 'POST', '/api/admin/notification/sends', {
      token: ADMIN_TOKEN,
      body: {
        category: 'marketing',
        content: {
          en: { title: 'Weekend offer', body: 'Spins for you' },
          de: { title: 'Wochenendangebot', body: 'Freispiele für dich' },
        },
      },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const sendId = created.body.id;
    // Killed with some batches written and the rest to go.
    await waitUntil(async () => (await sendOf(first.baseUrl, sendId)).recipients >= 2_000, 240_000);
    first.child.kill('SIGKILL');
    await first.exited;
    const atKill = await queryRecipients(environment, sendId);
    expect(atKill).toBeGreaterThan(0);
    expect(atKill).toBeLessThan(ELIGIBLE);

    const second = await startServer(environment);
    await waitUntil(async () => (await sendOf(second.baseUrl, sendId)).status === 'sent', 300_000);
    expect(await sendOf(second.baseUrl, sendId)).toMatchObject({ status: 'sent', recipients: ELIGIBLE });
    second.child.kill('SIGTERM');
    await second.exited;

    const app = await apps.start(environment);
    try {
      const [counts] = await queryRows<{
        messages: number;
        players: number;
        pushes: number;
        refused: number;
        german: number;
      }>(
        app.database.db,
        sql`select (select count(*)::int from notification_messages where send_id = ${sendId}) as messages,
                   (select count(distinct player_id)::int from notification_messages where send_id = ${sendId}) as players,
                   (select count(*)::int from notification_pushes where dedupe_key = ${`send:${sendId}`}) as pushes,
                   (select count(*)::int from notification_messages m join players p on p.id = m.player_id
                     where m.send_id = ${sendId} and (not p.receive_email_promo or exists (select 1 from player_limits b where b.player_id = p.id and b.definition = ${LimitDefinition.CoolingOff}))) as refused,
                   (select count(*)::int from notification_messages m join players p on p.id = m.player_id
                     where m.send_id = ${sendId} and p.language = 'de' and m.title = 'Wochenendangebot') as german`,
      );
      expect(counts).toMatchObject({ messages: ELIGIBLE, players: ELIGIBLE, pushes: ELIGIBLE, refused: 0 });
      expect(counts?.german).toBeGreaterThan(ELIGIBLE / 4);
    } finally {
      await app.close();
    }
  });
});

/** Messages written before the kill, read while no server runs (the PGlite directory is free). */
async function queryRecipients(environment: Record<string, string>, sendId: string): Promise<number> {
  const app = await apps.start(environment);
  try {
    const [row] = await queryRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from notification_messages where send_id = ${sendId}`,
    );
    return Number(row?.count ?? 0);
  } finally {
    await app.close();
  }
}
