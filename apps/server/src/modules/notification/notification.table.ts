import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../player/player.table';

/**
 * One inbox message of a player (SPEC.md: Notification message; state 1 unread, 2 read). Its
 * title and body are written once, in the player's language at that moment, from catalogue
 * texts and the event's values (`params`, kept so an operator sees what filled them).
 *
 * `dedupe_key` makes a trigger exactly-once: the domain event's own identity (an invoice id and
 * its new status, a bonus id...), so a replayed event or a second node writes nothing new.
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** What happened (`deposit.credited`, `operator.marketing`...): the icon, the link and the preference it obeys. */
    kind: varchar('kind', { length: 48 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull(),
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    dedupeKey: varchar('dedupe_key', { length: 160 }).notNull(),
    state: smallint('state').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** The operator send it belongs to, when an operator wrote it. */
    sendId: uuid('send_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_messages_dedupe_unique').on(table.playerId, table.dedupeKey),
    index('notification_messages_player_created_index').on(table.playerId, table.createdAt),
    // The unread count is read on every page load: only the unread rows are indexed for it.
    index('notification_messages_unread_index').on(table.playerId).where(sql`${table.state} = 1`),
  ],
);

/**
 * A push (SPEC.md: Push notification): the short, toast-like twin of a message, listed 20 to a
 * page and marked read in batches. Same exactly-once key as its message.
 */
export const notificationPushes = pgTable(
  'notification_pushes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 48 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    dedupeKey: varchar('dedupe_key', { length: 160 }).notNull(),
    state: smallint('state').notNull().default(1),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('notification_pushes_dedupe_unique').on(table.playerId, table.dedupeKey),
    index('notification_pushes_player_created_index').on(table.playerId, table.createdAt),
    index('notification_pushes_unread_index').on(table.playerId).where(sql`${table.state} = 1`),
  ],
);

/**
 * Which kinds of notification a player wants on which channel (the notifications tab of profile
 * settings): `{ [topic]: { email, sms, site } }`. A missing topic or channel takes the default
 * of its topic (packages/shared notification topics). Marketing consent itself stays on the
 * player (`receive_email_promo`, `receive_sms_promo`), which the registration form sets.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  playerId: uuid('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  channels: jsonb('channels')
    .$type<Record<string, { email?: boolean; sms?: boolean; site?: boolean }>>()
    .notNull()
    .default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type NotificationSendStatus = 'scheduled' | 'sending' | 'sent' | 'cancelled';

/**
 * An operator's send: to one player, a segment or everyone, now or at a time. The job that
 * delivers it walks the audience in player-id order and keeps its place in `cursor_player_id`
 * in the same transaction as the batch it wrote, so a crash resumes where it stopped and the
 * messages' dedupe key (`send:{id}`) keeps a batch run twice from writing twice.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** 'service' always reaches the player; 'marketing' only with consent and never in a break. */
    category: varchar('category', { length: 16 }).$type<'service' | 'marketing'>().notNull(),
    /** `{ playerId?, countries?, currencies?, levels?, depositedWithinDays?, marketingConsent? }`; empty for everyone. */
    audience: jsonb('audience').$type<Record<string, unknown>>().notNull(),
    /** `{ [locale]: { title, body } }`, with `en` always present as the fallback. */
    content: jsonb('content').$type<Record<string, { title: string; body: string }>>().notNull(),
    status: varchar('status', { length: 16 }).$type<NotificationSendStatus>().notNull().default('scheduled'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    cursorPlayerId: uuid('cursor_player_id'),
    recipients: integer('recipients').notNull().default(0),
    /** Whether each recipient also gets the e-mail (only marketing with e-mail consent, or service). */
    byEmail: boolean('by_email').notNull().default(false),
    createdBy: varchar('created_by', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('notification_sends_status_index').on(table.status, table.scheduledAt)],
);

/** Tokens for the e-mail unsubscribe link are signed, not stored; this records who left and when. */
export const notificationUnsubscribes = pgTable('notification_unsubscribes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  playerId: uuid('player_id')
    .notNull()
    .references(() => players.id, { onDelete: 'cascade' }),
  channel: varchar('channel', { length: 8 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
