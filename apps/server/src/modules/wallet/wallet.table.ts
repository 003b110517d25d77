import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { WalletAccountStatus, type AccountId, type PlayerId } from '@casino/shared';
import { players } from '../player/player.table';
import { currencies } from '../settings/settings.table';

/** A player's wallet account in one currency; the balance is in the currency's minor units. */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: uuid('id').$type<AccountId>().primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 16 })
      .notNull()
      .references(() => currencies.code),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    status: smallint('status').notNull().default(WalletAccountStatus.Active),
    /** The account the player plays with now; exactly one per player. */
    isSelected: boolean('is_selected').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wallet_accounts_player_currency_unique').on(table.playerId, table.currency),
    uniqueIndex('wallet_accounts_one_selected').on(table.playerId).where(sql`${table.isSelected}`),
    index('wallet_accounts_player_index').on(table.playerId),
    check('wallet_accounts_balance_not_negative', sql`${table.balance} >= 0`),
  ],
);
