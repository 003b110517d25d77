import { bigserial, index, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * Real-time events written in the same transaction as the change they announce (the
 * transactional outbox): a committed change always has its event, a rolled-back one never.
 */
export const realtimeOutbox = pgTable(
  'realtime_outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    channel: varchar('channel', { length: 128 }).notNull(),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once the event went to the broker; null rows are what the dispatcher still owes. */
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true }),
  },
  (table) => [
    index('realtime_outbox_pending_index').on(table.id).where(sql`${table.dispatchedAt} is null`),
    index('realtime_outbox_dispatched_index').on(table.dispatchedAt),
  ],
);
