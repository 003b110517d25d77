import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { LimitDefinition, LimitPeriod } from '@casino/shared';
import { players } from '../player/player.table';
import { currencies } from '../settings/settings.table';

/**
 * A player's responsible-gaming limit (SPEC.md section 3, Limit): a bet, loss or deposit limit
 * (period, amount, currency), or a cooling-off or self-exclusion (starts, ends, maybe never).
 * A change that loosens a limit waits as `pending_*` until it may be confirmed.
 * Nothing is deleted: a removed or lifted limit keeps its row with `ended_at` (the record of it).
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    definition: smallint('definition').$type<LimitDefinition>().notNull(),
    period: varchar('period', { length: 8 }).$type<LimitPeriod>(),
    amount: bigint('amount', { mode: 'bigint' }),
    currency: varchar('currency', { length: 16 }).references(() => currencies.code),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When a cooling-off or self-exclusion ends; null for amount limits and a permanent self-exclusion. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isPermanent: boolean('is_permanent').notNull().default(false),
    pendingKind: varchar('pending_kind', { length: 8 }).$type<'increase' | 'removal'>(),
    pendingPeriod: varchar('pending_period', { length: 8 }).$type<LimitPeriod>(),
    pendingAmount: bigint('pending_amount', { mode: 'bigint' }),
    pendingAvailableAt: timestamp('pending_available_at', { withTimezone: true }),
    /** Removed by the player (after the wait) or lifted by an operator: no longer in force. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * When the player was last told their use reached 80% of this amount limit: told again only
     * once a whole period has passed since (the periods are rolling), set by one conditional update
     * so concurrent stakes or deposits warn once. For a cooling-off: when the player was told it
     * ended (claimed once by the sweep of limit-notices.ts).
     */
    warnedAt: timestamp('warned_at', { withTimezone: true }),
    /**
     * When the player was last told they reached this amount limit (the "limit reached" message):
     * told again only once a whole rolling period has passed since, claimed by one conditional update.
     */
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Every bet reads the player's limits in force: one indexed lookup, empty for most players.
    index('player_limits_player_in_force_index').on(table.playerId).where(sql`${table.endedAt} is null`),
    // The minute sweep of cooling-offs that ran out and were not yet told (limit-notices.ts).
    index('player_limits_cooling_off_end_index')
      .on(table.endsAt)
      .where(sql`${table.definition} = 5 and ${table.endedAt} is null and ${table.warnedAt} is null`),
    // One amount limit per kind and period: a second one is an edit of the first.
    uniqueIndex('player_limits_one_per_period_unique')
      .on(table.playerId, table.definition, table.period)
      .where(sql`${table.endedAt} is null and ${table.definition} in (1, 2, 3)`),
    check('player_limits_amount_positive', sql`${table.amount} is null or ${table.amount} > 0`),
    check('player_limits_pending_amount_positive', sql`${table.pendingAmount} is null or ${table.pendingAmount} > 0`),
  ],
);

/** How often a player wants the reality check during play (minutes, 0 off). */
export const playerRealityChecks = pgTable(
  'player_reality_checks',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    intervalMinutes: smallint('interval_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId] })],
);

/** The behaviours the responsible-gaming job looks for in a player's ledger (README, "Responsible-gaming markers"). */
export type ResponsibleGamingMarkerKind = 'deposits_rising' | 'loss_chasing' | 'night_play' | 'cancelled_withdrawals';

/**
 * A marker the scheduled job found on a player: what it saw (`evidence`, the figures against the
 * threshold) and since when. One row per player and kind; the job refreshes `last_seen_at` and the
 * evidence while the behaviour lasts, and sets `cleared_at` once a run no longer sees it (a later
 * sighting opens it again). Operators read the players with markers not cleared.
 */
export const responsibleGamingMarkers = pgTable(
  'responsible_gaming_markers',
  {
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).$type<ResponsibleGamingMarkerKind>().notNull(),
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    clearedAt: timestamp('cleared_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.kind] }),
    // The operators' view: players with markers in force, most recently seen first.
    index('responsible_gaming_markers_open_index').on(table.lastSeenAt).where(sql`${table.clearedAt} is null`),
  ],
);
