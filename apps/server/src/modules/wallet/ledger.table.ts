import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AccountId } from '@casino/shared';
import { currencies } from '../settings/settings.table';
import { playerBonuses } from '../bonus/bonus.table';
import { jackpotPools } from '../jackpot/jackpot.table';
import { walletAccounts } from './wallet.table';

/**
 * The house side of every transfer, per currency and kind (payment clearing, pending withdrawals,
 * game revenue, bonuses). Each kind is split over a few shards, picked by the transfer's
 * idempotency key, so concurrent transfers do not all queue on one hot row; the balance of a
 * kind is the sum of its shards. House balances may be negative (money that came from outside).
 */
export const houseAccounts = pgTable(
  'house_accounts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    currency: varchar('currency', { length: 16 })
      .notNull()
      .references(() => currencies.code),
    kind: varchar('kind', { length: 32 }).notNull(),
    shard: smallint('shard').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [uniqueIndex('house_accounts_currency_kind_shard_unique').on(table.currency, table.kind, table.shard)],
);

/**
 * One money movement, named by an idempotency key unique per source (an invoice, a game round):
 * a second request with the same key finds this row and moves nothing. `fingerprint` is a hash of
 * what was asked (reason, currency, amount, parties), so the same key with other content is told apart.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    idempotencyKey: varchar('idempotency_key', { length: 200 }).notNull(),
    reason: varchar('reason', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 16 })
      .notNull()
      .references(() => currencies.code),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** The source entity (invoice id, round id), for looking a transfer up from its cause. */
    reference: varchar('reference', { length: 100 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transfers_idempotency_key_unique').on(table.idempotencyKey),
    index('ledger_transfers_reference_index').on(table.reference),
    check('ledger_transfers_amount_positive', sql`${table.amount} > 0`),
  ],
);

/**
 * Immutable double-entry rows: each transfer writes one row per side, signed, summing to zero.
 * Exactly one of the four account columns is set (a player's wallet account, a house account, a
 * player's bonus balance, a jackpot pool). `balanceAfter` is the account's balance right
 * after this entry, so a statement needs no running sum.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => ledgerTransfers.id),
    walletAccountId: uuid('wallet_account_id')
      .$type<AccountId>()
      .references(() => walletAccounts.id),
    houseAccountId: uuid('house_account_id').references(() => houseAccounts.id),
    playerBonusId: uuid('player_bonus_id').references(() => playerBonuses.id),
    jackpotPoolId: uuid('jackpot_pool_id').references(() => jackpotPools.id),
    currency: varchar('currency', { length: 16 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ledger_entries_transfer_index').on(table.transferId),
    index('ledger_entries_wallet_account_index').on(table.walletAccountId, table.id),
    index('ledger_entries_house_account_index').on(table.houseAccountId),
    index('ledger_entries_player_bonus_index').on(table.playerBonusId).where(sql`${table.playerBonusId} is not null`),
    index('ledger_entries_jackpot_pool_index').on(table.jackpotPoolId).where(sql`${table.jackpotPoolId} is not null`),
    check(
      'ledger_entries_one_account',
      sql`(case when ${table.walletAccountId} is null then 0 else 1 end) + (case when ${table.houseAccountId} is null then 0 else 1 end) + (case when ${table.playerBonusId} is null then 0 else 1 end) + (case when ${table.jackpotPoolId} is null then 0 else 1 end) = 1`,
    ),
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);
