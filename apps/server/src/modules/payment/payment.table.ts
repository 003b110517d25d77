import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { InvoiceId, InvoicePublicData, PlayerId } from '@casino/shared';
import { players } from '../player/player.table';
import { currencies } from '../settings/settings.table';

/**
 * A deposit or withdrawal (SPEC.md section 3, Invoice). Money moves only through the ledger;
 * this row is the state machine it follows: 1 pending, then 2 success or 3 failure, once.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').$type<InvoiceId>().primaryKey(),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id),
    type: smallint('type').notNull(),
    status: smallint('status').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: varchar('currency', { length: 16 })
      .notNull()
      .references(() => currencies.code),
    /** The player's n-th invoice of this type, from 1 (deposit 1 is the first-time deposit). */
    number: integer('number').notNull(),
    paymentMethod: varchar('payment_method', { length: 100 }).notNull(),
    paymentMethodLabel: varchar('payment_method_label', { length: 100 }).notNull(),
    /** Only the values the method asks for (a payout address, a CPF); never shown to the player API. */
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
    bonusCode: varchar('bonus_code', { length: 64 }),
    /** The deposit bonus the player chose (GET /api/game/bonuses); issued once when the deposit is paid. */
    bonusId: integer('bonus_id'),
    /** What became of the chosen bonus or code when the deposit was paid: issued, or why not. */
    bonusOutcome: varchar('bonus_outcome', { length: 32 }),
    publicData: jsonb('public_data').$type<InvoicePublicData>().notNull().default(sql`'{}'::jsonb`),
    provider: varchar('provider', { length: 32 }).notNull(),
    providerReference: varchar('provider_reference', { length: 200 }),
    failureReason: varchar('failure_reason', { length: 64 }),
    /** A withdrawal the operator approved: the provider pays it out and reports by webhook. */
    payoutRequestedAt: timestamp('payout_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invoices_player_type_number_unique').on(table.playerId, table.type, table.number),
    // The player's history, newest first, and its filters.
    index('invoices_player_created_index').on(table.playerId, table.createdAt),
    index('invoices_player_type_status_index').on(table.playerId, table.type, table.status),
    // The operator's queue of pending withdrawals.
    index('invoices_type_status_created_index').on(table.type, table.status, table.createdAt),
    check('invoices_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * The last invoice number per player and type. Taking the next number is one upsert that holds
 * the row lock until the invoice commits, so concurrent invoices of one player get 1, 2, 3, ...
 * without gaps (a rolled-back invoice gives its number back) and without duplicates.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id),
    type: smallint('type').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.type] })],
);

/**
 * Webhook events a provider delivered and we applied, by the provider's event id: a replay of
 * the same event finds its row and changes nothing.
 */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: varchar('provider', { length: 32 }).notNull(),
    eventId: varchar('event_id', { length: 200 }).notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    invoiceId: uuid('invoice_id')
      .$type<InvoiceId>()
      .notNull()
      .references(() => invoices.id),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.provider, table.eventId] }),
    index('payment_provider_events_invoice_index').on(table.invoiceId),
  ],
);
