import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { players } from '../player/player.table';

/** Where a contact message stands for the operators: new, answered (by e-mail), or closed without an answer. */
export type ContactMessageStatus = 'new' | 'answered' | 'closed';

/**
 * A message sent through the contact form (`POST /api/notification/communications`, SPEC.md
 * section 3's /contact): by a guest (e-mail only) or a signed-in player (`player_id`, never taken
 * from the body). Kept for the operators' list; the sender is acknowledged by e-mail.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    /** The site language the form was sent in: the acknowledgement and any answer use it. */
    locale: varchar('locale', { length: 8 }).notNull(),
    ip: varchar('ip', { length: 64 }),
    status: varchar('status', { length: 16 }).$type<ContactMessageStatus>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (table) => [
    // The operators' list: newest first, optionally by status.
    index('contact_messages_status_created_index').on(table.status, table.createdAt),
    index('contact_messages_player_index').on(table.playerId),
    check('contact_messages_message_length', sql`char_length(${table.message}) between 1 and 5000`),
  ],
);
