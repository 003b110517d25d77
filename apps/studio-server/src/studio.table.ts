import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/**
 * The studio's own database (apps/studio-server/drizzle): its launch sessions, provably fair seed
 * pairs, rounds and the wallet calls it owes the platform. Nothing here is the player's money:
 * that stays on the platform, reached over the seamless-wallet protocol.
 */

/** A game opened by a platform launch: the client's token, and the platform's wallet session behind it. */
export const studioSessions = pgTable(
  'studio_sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** sha256 of the client's token (only the hash is kept). */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    game: varchar('game', { length: 64 }).notNull(),
    /** The platform's wallet session token; null for demo play, which never calls the wallet. */
    walletToken: text('wallet_token'),
    /** The platform's opaque player id (seed pairs follow it); null for a guest. */
    player: varchar('player', { length: 128 }),
    currency: varchar('currency', { length: 16 }).notNull(),
    subunitToUnit: bigint('subunit_to_unit', { mode: 'bigint' }).notNull(),
    isDemo: boolean('is_demo').notNull(),
    /** Play money of a demo session (minor units); null for real money. */
    demoBalance: bigint('demo_balance', { mode: 'bigint' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('studio_sessions_token_unique').on(table.tokenHash)],
);

/** A provably fair seed pair: the server seed's hash is shown before play, the seed itself after a rotation. */
export const studioSeedPairs = pgTable(
  'studio_seed_pairs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** `player:{id}` for real money, `session:{id}` for a demo. */
    owner: varchar('owner', { length: 160 }).notNull(),
    serverSeed: varchar('server_seed', { length: 128 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    nonce: integer('nonce').notNull().default(0),
    active: boolean('active').notNull().default(true),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('studio_seed_pairs_active_unique').on(table.owner).where(sql`${table.active}`)],
);

/**
 * A round: `pending` while its bet is on its way to the platform, `open` while a multi-step round
 * waits for the player, `settled` once its win is due (the win call may still be retried),
 * `cancelled` when the bet was refused or rolled back.
 */
export type StudioRoundStatus = 'pending' | 'open' | 'settled' | 'cancelled';

export const studioRounds = pgTable(
  'studio_rounds',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studioSessions.id, { onDelete: 'cascade' }),
    owner: varchar('owner', { length: 160 }).notNull(),
    game: varchar('game', { length: 64 }).notNull(),
    /** 'reels' (an engine slot) or a fairplay game kind. */
    kind: varchar('kind', { length: 32 }).notNull(),
    currency: varchar('currency', { length: 16 }).notNull(),
    isDemo: boolean('is_demo').notNull(),
    /** What the player paid (a bonus buy: the stake times its cost), minor units. */
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    seedPairId: uuid('seed_pair_id')
      .notNull()
      .references(() => studioSeedPairs.id),
    nonce: integer('nonce').notNull(),
    clientSeed: varchar('client_seed', { length: 64 }).notNull(),
    serverSeedHash: varchar('server_seed_hash', { length: 64 }).notNull(),
    params: jsonb('params').notNull(),
    state: jsonb('state').notNull(),
    actions: jsonb('actions').$type<unknown[]>().notNull().default(sql`'[]'::jsonb`),
    status: varchar('status', { length: 16 }).$type<StudioRoundStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('studio_rounds_owner').on(table.owner, table.game, table.status),
    // One open (or pending) multi-step round per owner and game at a time.
    uniqueIndex('studio_rounds_one_open').on(table.owner, table.game).where(sql`${table.status} = 'open'`),
  ],
);

/**
 * A wallet call the studio owes the platform, kept until the platform acknowledges it: a win is
 * retried until paid, a bet whose answer never came is rolled back until the platform confirms.
 * `transactionId` is the protocol's idempotency key: every retry sends the same one (a
 * rollback carries the id of the bet it cancels, so the key is the kind and the id).
 */
export type WalletCallKind = 'bet' | 'win' | 'rollback';
export type WalletCallStatus = 'sending' | 'pending' | 'done' | 'refused' | 'unanswered';

export const studioWalletCalls = pgTable(
  'studio_wallet_calls',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    roundId: uuid('round_id')
      .notNull()
      .references(() => studioRounds.id),
    kind: varchar('kind', { length: 16 }).$type<WalletCallKind>().notNull(),
    transactionId: varchar('transaction_id', { length: 128 }).notNull(),
    /** The body sent (without signature): every retry sends these same fields. */
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    /**
     * `sending`: the first attempt is in flight (the request that made it waits for the answer);
     * `pending`: the retrier sends it; `done`: acknowledged; `refused`: the platform refused it;
     * `unanswered`: a bet whose answer never came (its rollback is a call of its own).
     */
    status: varchar('status', { length: 16 }).$type<WalletCallStatus>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** A rollback: when the bet it cancels was first sent (a late bet is refused as stale after the signature window). */
    betSentAt: timestamp('bet_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('studio_wallet_calls_transaction_unique').on(table.kind, table.transactionId),
    index('studio_wallet_calls_due').on(table.status, table.nextAttemptAt),
  ],
);
