import { sql } from 'drizzle-orm';
import { index, integer, pgTable, smallint, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { DocumentStatus, DocumentType, VerificationStatus } from '@casino/shared';
import { players } from '../player/player.table';

/**
 * A document a player gave for identity verification (SPEC.md section 7, documents). The file
 * itself lives in the document storage (files under the data directory, or a bucket) under
 * `storage_key`; this row is what the player and the operators see of it.
 */
export const playerDocuments = pgTable(
  'player_documents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: smallint('type').$type<DocumentType>().notNull(),
    status: smallint('status').$type<DocumentStatus>().notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    mimeType: varchar('mime_type', { length: 64 }).notNull(),
    size: integer('size').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    /** Uploaded on the site, or given through the identity-verification provider's page. */
    source: varchar('source', { length: 16 }).$type<'upload' | 'provider'>().notNull().default('upload'),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('player_documents_player_created_index').on(table.playerId, table.createdAt),
    // The operators' review queue.
    index('player_documents_status_created_index').on(table.status, table.createdAt),
  ],
);

/** Where a player's identity verification stands, and at which level it was approved. */
export const playerVerifications = pgTable(
  'player_verifications',
  {
    playerId: uuid('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    status: smallint('status').$type<VerificationStatus>().notNull(),
    level: varchar('level', { length: 64 }),
    /** The provider's applicant id, when the provider's flow was used. */
    applicantId: varchar('applicant_id', { length: 64 }),
    rejectionReason: varchar('rejection_reason', { length: 500 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_verifications_status_index').on(table.status, table.updatedAt)],
);

/** Webhook events of the identity-verification provider already handled: a replay changes nothing. */
export const kycWebhookEvents = pgTable('kyc_webhook_events', {
  eventId: varchar('event_id', { length: 128 }).primaryKey(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
