import { index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Fixed-window counters for rate limits, shared by every server process through the database. */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: varchar('key', { length: 200 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    // Serves the scheduled pruning of ended windows (maintenance/pruning.ts).
    index('rate_limit_windows_start_index').on(table.windowStart),
  ],
);
