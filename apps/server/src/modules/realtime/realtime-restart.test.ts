import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/database';
import { durableApps } from '../../testing/durable-app';
import { bearer, registerPlayer } from '../../testing/players';
import { eventually } from '../../testing/realtime-client';
import type { BrokerMessage } from './broker';

const apps = durableApps('casino-realtime-');
const durableEnvironment = () => apps.environment();
const startApp = (environment: Record<string, string>) => apps.start(environment);

// Two server builds on one database directory, one after the other: slow on a busy 2-core machine.
describe('real-time outbox across a restart', { timeout: 120_000 }, () => {
  it('delivers an event committed before the process stopped, once, after the restart', async () => {
    const environment = await durableEnvironment();
    // The first process commits a wallet change but stops before its dispatcher ran (it never listened).
    const first = await startApp(environment);
    const player = await registerPlayer(first);
    const response = await first.inject({
      method: 'POST',
      url: '/api/wallet/accounts',
      headers: bearer(player.accessToken),
      payload: { currency: 'BTC' },
    });
    expect(response.statusCode).toBe(201);
    const pending = await queryRows<{ channel: string }>(
      first.database.db,
      sql`select channel from realtime_outbox where dispatched_at is null`,
    );
    expect(pending.map((row) => row.channel)).toContain(`wallet:accounts#${player.profile.id}`);
    await first.close();

    const second = await startApp(environment);
    apps.onCleanUp(() => second.close());
    const delivered: BrokerMessage[] = [];
    second.realtime.broker.onMessage((message) => {
      if (!message.channel.startsWith('$')) delivered.push(message);
    });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const channel = `wallet:accounts#${player.profile.id}`;
    await eventually(
      () => delivered.some((message) => message.channel === channel && JSON.stringify(message.data).includes('BTC')),
      5000,
      'the delivery',
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      delivered.filter((message) => message.channel === channel && JSON.stringify(message.data).includes('"BTC"')),
    ).toHaveLength(1);
    const left = await queryRows<{ count: number }>(
      second.database.db,
      sql`select count(*)::int as count from realtime_outbox where dispatched_at is null`,
    );
    expect(left[0]?.count).toBe(0);
  });
});
