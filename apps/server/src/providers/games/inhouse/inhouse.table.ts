import type { PlayerId } from '@casino/shared';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { GameKind } from '@casino/fairplay';
import { games } from '../../../modules/game/game.table';
import { players } from '../../../modules/player/player.table';

/*
 * The in-house game provider's own state. Like a real provider it keeps its sessions, seeds and
 * round states itself and knows the platform's players and games only by id: money and the
 * spins history go through the seamless wallet.
 */

/** A game launch: the token the game client carries, for one game, currency and mode. */
export const gameLaunchSessions = pgTable(
  'game_launch_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** sha256 of the launch token: a leaked table does not let anyone play. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** Null for a guest playing for fun. */
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .references(() => players.id, { onDelete: 'cascade' }),
    /**
     * The player's login (the access token's `sid`) that launched the game; null for a guest. The
     * token is good only while that login is open: logout, a closed session or a password reset end it.
     */
    authSessionId: uuid('auth_session_id'),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    currency: varchar('currency', { length: 16 }).notNull(),
    subunitToUnit: integer('subunit_to_unit').notNull(),
    isDemo: boolean('is_demo').notNull(),
    /** Play money of a demo session, in minor units; null for real money (the platform's wallet holds it). */
    demoBalance: bigint('demo_balance', { mode: 'bigint' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_launch_sessions_token_unique').on(table.tokenHash),
    // Expired sessions are pruned by expiry (maintenance).
    index('game_launch_sessions_expires_index').on(table.expiresAt),
    check('game_launch_sessions_real_money_has_player', sql`${table.isDemo} or ${table.playerId} is not null`),
    check(
      'game_launch_sessions_demo_balance',
      sql`(${table.isDemo} and ${table.demoBalance} >= 0) or (not ${table.isDemo} and ${table.demoBalance} is null)`,
    ),
  ],
);

/**
 * The provably fair seed pairs: one active pair (revealed_at null) per player, or per launch
 * session for a guest. The server seed stays secret until the pair is rotated.
 */
export const fairSeedPairs = pgTable(
  'fair_seed_pairs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .references(() => players.id, { onDelete: 'cascade' }),
    launchSessionId: uuid('launch_session_id').references(() => gameLaunchSessions.id, { onDelete: 'cascade' }),
    serverSeed: varchar('server_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce of the next round on this pair. */
    nonce: integer('nonce').notNull().default(0),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('fair_seed_pairs_player_active_unique')
      .on(table.playerId)
      .where(sql`${table.revealedAt} is null and ${table.playerId} is not null`),
    uniqueIndex('fair_seed_pairs_session_active_unique')
      .on(table.launchSessionId)
      .where(sql`${table.revealedAt} is null and ${table.launchSessionId} is not null`),
    check('fair_seed_pairs_one_owner', sql`(${table.playerId} is null) <> (${table.launchSessionId} is null)`),
  ],
);

export const INHOUSE_ROUND_STATUSES = ['open', 'settled'] as const;
export type InhouseRoundStatus = (typeof INHOUSE_ROUND_STATUSES)[number];

/**
 * A round as the game server plays it: seeds, params, the player's actions and the full state
 * (a mines round's mine positions included, never sent while the round is open).
 */
export const inhouseRounds = pgTable(
  'inhouse_rounds',
  {
    id: uuid('id').primaryKey(),
    launchSessionId: uuid('launch_session_id')
      .notNull()
      .references(() => gameLaunchSessions.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    kind: varchar('kind', { length: 16 }).$type<GameKind>().notNull(),
    currency: varchar('currency', { length: 16 }).notNull(),
    isDemo: boolean('is_demo').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => fairSeedPairs.id),
    nonce: integer('nonce').notNull(),
    clientSeed: text('client_seed').notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    params: jsonb('params').notNull(),
    actions: jsonb('actions').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    state: jsonb('state').notNull(),
    status: varchar('status', { length: 16 }).$type<InhouseRoundStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    // One open real-money round per player and game: a reload (a new launch) resumes it.
    uniqueIndex('inhouse_rounds_open_real_unique')
      .on(table.playerId, table.gameId)
      .where(sql`${table.status} = 'open' and not ${table.isDemo}`),
    // Play money lives in its launch session: one open round per session.
    uniqueIndex('inhouse_rounds_open_demo_unique')
      .on(table.launchSessionId)
      .where(sql`${table.status} = 'open' and ${table.isDemo}`),
    index('inhouse_rounds_seed_pair_index').on(table.seedPairId),
    // Pruning a launch session looks for its rounds (and cascades to a demo session's).
    index('inhouse_rounds_launch_session_index').on(table.launchSessionId),
  ],
);
