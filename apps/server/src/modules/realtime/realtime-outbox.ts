import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';

/** The notification a recorded event sends at commit; dispatchers on every node LISTEN to it. */
export const OUTBOX_NOTIFY_CHANNEL = 'realtime_outbox';

/**
 * Records a real-time event on the caller's transaction: it is delivered once that transaction
 * commits, and never when it rolls back. Must run on the transaction's executor (PGlite rule).
 *
 * One statement records the row and notifies: PostgreSQL delivers the notification at commit
 * (and folds the identical ones of a transaction into one), which wakes the dispatchers of every
 * node exactly when the row can be read, instead of their polling for it.
 */
export async function publishInTransaction(executor: Executor, channel: string, data: unknown): Promise<void> {
  await executor.execute(sql`
    with recorded as (
      insert into realtime_outbox (channel, data) values (${channel}, ${JSON.stringify(data)}::jsonb) returning id
    )
    select pg_notify(${OUTBOX_NOTIFY_CHANNEL}, '') from recorded`);
}
