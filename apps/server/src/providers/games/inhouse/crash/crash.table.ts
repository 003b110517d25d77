import type { PlayerId } from '@casino/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import { games } from '../../../../modules/game/game.table';
import { players } from '../../../../modules/player/player.table';
import { gameLaunchSessions } from '../inhouse.table';

/*
 * Crash (issue 16): one shared round at a time per crash game, its crash point fixed in advance by
 * a published hash chain (@casino/fairplay games/crash). Rounds are driven by the job queue; bets
 * are the players' (or a demo session's) stakes in a round, each one a wallet round of its own.
 */

/**
 * A hash chain of a crash game: the secret seed stays here, the terminal hash and the salt are
 * public from its creation. One chain in use per game; when its rounds are used up a new one
 * starts and the old seed is revealed (`endedAt`).
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    /** h0: the chain's secret start; round `length` uses it. */
    seed: varchar('seed', { length: 64 }).notNull(),
    /** h(length) = SHA-256 applied `length` times to the seed, published before the first round. */
    terminalHash: varchar('terminal_hash', { length: 64 }).notNull(),
    /** The HMAC message of every round of the chain, published with the terminal hash. */
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crash_chains_game_active_unique').on(table.gameId).where(sql`${table.endedAt} is null`),
    check('crash_chains_length', sql`${table.length} > 0`),
  ],
);

export const CRASH_ROUND_STATUSES = ['open', 'crashed'] as const;
export type CrashRoundStatus = (typeof CRASH_ROUND_STATUSES)[number];

/**
 * A round: betting until `bettingEndsAt`, then the flight until `crashAt` (both fixed at its
 * creation, the crash point from its hash), then crashed once the job settled its bets. The hash
 * is kept secret until the round is over.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    chainId: uuid('chain_id')
      .notNull()
      .references(() => crashChains.id),
    /** Its place in the chain, 1 = the first round (the hash right before the terminal one). */
    number: integer('number').notNull(),
    hash: varchar('hash', { length: 64 }).notNull(),
    /** In hundredths (100 = x1.00). */
    crashPoint: integer('crash_point').notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true, precision: 3 }).notNull(),
    crashAt: timestamp('crash_at', { withTimezone: true, precision: 3 }).notNull(),
    status: varchar('status', { length: 16 }).$type<CrashRoundStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('crash_rounds_chain_number_unique').on(table.chainId, table.number),
    // One round in play per game: two nodes driving the same game cannot both start the next one.
    uniqueIndex('crash_rounds_game_open_unique').on(table.gameId).where(sql`${table.status} = 'open'`),
    index('crash_rounds_game_created_index').on(table.gameId, table.createdAt),
    check('crash_rounds_crash_point', sql`${table.crashPoint} >= 100`),
  ],
);

export const CRASH_BET_STATUSES = ['active', 'cashed_out', 'lost'] as const;
export type CrashBetStatus = (typeof CRASH_BET_STATUSES)[number];

/**
 * A stake in a round: a wallet round of its own (its id is the provider's round id), staked when
 * placed and settled at the cash-out (win) or the crash (the auto cash-out's win, or zero).
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    id: uuid('id').primaryKey(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => crashRounds.id),
    /** The launch that placed it; a demo bet's play money lives there (null once a pruned demo session is gone). */
    launchSessionId: uuid('launch_session_id').references(() => gameLaunchSessions.id, { onDelete: 'set null' }),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    currency: varchar('currency', { length: 16 }).notNull(),
    isDemo: boolean('is_demo').notNull(),
    /** What the round's players list shows for it: a pseudonym, never an account detail. */
    displayName: varchar('display_name', { length: 32 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** The auto cash-out target in hundredths, if any. */
    autoCashOut: integer('auto_cash_out'),
    /** The multiplier it was cashed out at, in hundredths. */
    cashedOutAt: integer('cashed_out_at'),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    status: varchar('status', { length: 16 }).$type<CrashBetStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    // One bet per player and round (real money), one per launch in demo.
    uniqueIndex('crash_bets_round_player_unique').on(table.roundId, table.playerId).where(sql`not ${table.isDemo}`),
    uniqueIndex('crash_bets_round_session_unique').on(table.roundId, table.launchSessionId).where(sql`${table.isDemo}`),
    index('crash_bets_round_index').on(table.roundId),
    index('crash_bets_player_index').on(table.playerId),
    check('crash_bets_amount', sql`${table.amount} > 0`),
    check('crash_bets_real_money_has_player', sql`${table.isDemo} or ${table.playerId} is not null`),
  ],
);
