import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, smallint, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { gameRounds } from '../game/game.table';
import { currencies } from '../settings/settings.table';

/**
 * A progressive jackpot's pool in one currency: a ledger party of its own (ledger_entries.jackpot_pool_id),
 * fed by a share of every stake of the jackpot's games, paid whole to a winning round. Its balance
 * is the sum of its entries and never below zero (the check, and the ledger's conditional update).
 * `seed` is what the house puts in when the pool starts and after each win.
 */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The jackpot: one today, `orbit-mega`. */
    identity: varchar('identity', { length: 64 }).notNull(),
    currency: varchar('currency', { length: 16 })
      .notNull()
      .references(() => currencies.code),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Minor units the house puts in at the start and after each win. */
    seed: bigint('seed', { mode: 'bigint' }).notNull(),
    /** The share of each stake, in basis points (100 = 1%), floored to the minor unit. */
    contributionBasisPoints: smallint('contribution_basis_points').notNull(),
    lastWinAt: timestamp('last_win_at', { withTimezone: true }),
    lastWinAmount: bigint('last_win_amount', { mode: 'bigint' }),
    /** When the pool was last pushed on its public channel: at most one push a second. */
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().default(sql`'epoch'`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jackpot_pools_identity_currency_unique').on(table.identity, table.currency),
    check('jackpot_pools_balance_not_negative', sql`${table.balance} >= 0`),
    check('jackpot_pools_seed_positive', sql`${table.seed} > 0`),
    check('jackpot_pools_contribution_range', sql`${table.contributionBasisPoints} between 0 and 10000`),
  ],
);

/** A jackpot paid: one per round at most (the unique index), whatever the provider replays. */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    poolId: uuid('pool_id')
      .notNull()
      .references(() => jackpotPools.id),
    roundId: uuid('round_id')
      .notNull()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jackpot_wins_round_unique').on(table.roundId),
    index('jackpot_wins_pool_created_index').on(table.poolId, table.createdAt),
    check('jackpot_wins_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

/**
 * The public big-wins feed: a settled real-money round that paid 10x its stake or more, or won the
 * jackpot, recorded on the round's settling transaction so the feed reads a short index, not every round.
 */
export const bigWins = pgTable(
  'big_wins',
  {
    roundId: uuid('round_id')
      .primaryKey()
      .references(() => gameRounds.id, { onDelete: 'cascade' }),
    /** What of the round's win the jackpot paid (0 for none). */
    jackpotWin: bigint('jackpot_win', { mode: 'bigint' }).notNull().default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('big_wins_created_index').on(table.createdAt)],
);
