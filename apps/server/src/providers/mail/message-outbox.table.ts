import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * Every e-mail and SMS the product sends. In development it is the mailbox a person reads at
 * /provider/mailbox; with SMTP configured it is the sent-mail log.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    channel: varchar('channel', { length: 8 }).$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    /** smtp, outbox (kept for the development mailbox) or failed. */
    transport: varchar('transport', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('message_outbox_recipient_index').on(table.recipient, table.createdAt)],
);
