import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { RoundId } from '@casino/shared';
import { gameProviders, gameRounds } from './game.table';

export const GAME_TRANSACTION_KINDS = ['bet', 'win', 'rollback', 'adjust'] as const;
export type GameTransactionKind = (typeof GAME_TRANSACTION_KINDS)[number];

/**
 * Every seamless-wallet call a provider made, by its transaction id: the record that makes a
 * replayed call answer as the first one did, even when it moved no money (a zero win), and
 * that tells a rollback which stake to refund. A rollback is stored under the id of the bet it
 * refunds, so rolling back twice refunds once.
 */
export const gameTransactions = pgTable(
  'game_transactions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    providerTransactionId: varchar('provider_transaction_id', { length: 128 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<GameTransactionKind>().notNull(),
    roundId: uuid('round_id')
      .$type<RoundId>()
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** A bet: the part of `amount` paid with bonus money (a rollback returns it there). */
    bonusAmount: bigint('bonus_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_transactions_provider_kind_unique').on(table.providerId, table.kind, table.providerTransactionId),
    index('game_transactions_round_index').on(table.roundId),
    check('game_transactions_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);
