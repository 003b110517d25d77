import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { players } from '../player/player.table';

export type SupportConversationStatus = 'open' | 'closed';
export type SupportAuthor = 'visitor' | 'agent' | 'system';

/**
 * A live-chat conversation between a visitor (a player, or a guest who left an e-mail) and the
 * support staff. A player's conversations are found by `player_id` on any device (and by the
 * profile's chat-restore identifier); a guest's by `restore_key_hash`, the SHA-256 of the secret
 * the guest's browser keeps (never stored in clear).
 */
export const supportConversations = pgTable(
  'support_conversations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id').references(() => players.id, { onDelete: 'set null' }),
    guestEmail: varchar('guest_email', { length: 254 }),
    guestName: varchar('guest_name', { length: 100 }),
    restoreKeyHash: varchar('restore_key_hash', { length: 64 }),
    /** The site language the visitor wrote in: the greeting and office-hours texts use it. */
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    status: varchar('status', { length: 16 }).$type<SupportConversationStatus>().notNull().default('open'),
    /** The agent it is assigned to (an operator's name until the back office has staff accounts). */
    assignedAgent: varchar('assigned_agent', { length: 100 }),
    /** The highest message sequence each side has read: the read markers. */
    visitorReadSeq: integer('visitor_read_seq').notNull().default(0),
    agentReadSeq: integer('agent_read_seq').notNull().default(0),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('support_conversations_restore_key_unique').on(table.restoreKeyHash),
    index('support_conversations_player_index').on(table.playerId, table.lastMessageAt),
    index('support_conversations_status_index').on(table.status, table.lastMessageAt),
  ],
);

/**
 * One message of a conversation, numbered 1, 2, 3... within it (`seq`), so both sides show them in
 * order and a reconnecting client asks for what came after the last one it has.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    author: varchar('author', { length: 8 }).$type<SupportAuthor>().notNull(),
    /** The agent's displayed name for agent messages. */
    agentName: varchar('agent_name', { length: 100 }),
    body: text('body').notNull().default(''),
    /** An attachment, kept in the document storage after the same content checks as identity documents. */
    attachmentKey: varchar('attachment_key', { length: 200 }),
    attachmentName: varchar('attachment_name', { length: 200 }),
    attachmentType: varchar('attachment_type', { length: 100 }),
    attachmentSize: integer('attachment_size'),
    /** The visitor's own key for a sent message, so a retried send writes it once. */
    clientKey: varchar('client_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('support_messages_sequence_unique').on(table.conversationId, table.seq),
    uniqueIndex('support_messages_client_key_unique').on(table.conversationId, table.clientKey),
    check('support_messages_body_length', sql`char_length(${table.body}) <= 4000`),
  ],
);

/** Agents who are online now (a heartbeat): with none, a new conversation gets the office-hours message. */
export const supportAgentPresence = pgTable('support_agent_presence', {
  agentName: varchar('agent_name', { length: 100 }).primaryKey(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  note: text('note'),
});
