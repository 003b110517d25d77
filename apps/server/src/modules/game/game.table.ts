import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  GameRoundStatus,
  type GameFeature,
  type GameProviderIntegration,
  type GameVolatility,
  type PlayerId,
  type RoundId,
} from '@casino/shared';
import { players } from '../player/player.table';

/** Identities are URL slugs, stored lowercase so a case-insensitive lookup is a plain equality. */
const IDENTITY_LENGTH = 64;

/** A game studio (SPEC.md section 3, Game: provider.name). */
export const gameProviders = pgTable(
  'game_providers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    identity: varchar('identity', { length: IDENTITY_LENGTH }).notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    integration: varchar('integration', { length: 16 }).$type<GameProviderIntegration>().notNull(),
    position: smallint('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('game_providers_identity_unique').on(table.identity),
    check('game_providers_identity_lowercase', sql`${table.identity} = lower(${table.identity})`),
  ],
);

export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    identity: varchar('identity', { length: IDENTITY_LENGTH }).notNull(),
    name: text('name').notNull(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    description: text('description').notNull(),
    theme: varchar('theme', { length: 32 }).notNull(),
    features: text('features').array().$type<GameFeature[]>().notNull().default(sql`'{}'::text[]`),
    /** Theoretical RTP in basis points: 9900 = 99.00%. */
    rtpBasisPoints: integer('rtp_basis_points').notNull(),
    volatility: varchar('volatility', { length: 16 }).$type<GameVolatility>().notNull(),
    hasDemo: boolean('has_demo').notNull(),
    /** Whether this platform can launch the game (the in-house provider serves it). */
    isPlayable: boolean('is_playable').notNull(),
    /** Operators switch a game off; a switched-off game disappears from every list and lookup. */
    isEnabled: boolean('is_enabled').notNull().default(true),
    image: text('image').notNull(),
    releasedAt: date('released_at').notNull(),
    /** Higher first on `sort=popular`; seeded, later fed by play. */
    popularity: integer('popularity').notNull().default(0),
  },
  (table) => [
    uniqueIndex('games_identity_unique').on(table.identity),
    index('games_provider_index').on(table.providerId),
    check('games_identity_lowercase', sql`${table.identity} = lower(${table.identity})`),
    check('games_rtp_range', sql`${table.rtpBasisPoints} between 0 and 10000`),
  ],
);

/** A lobby row (SPEC.md section 3, Game collection: identity, isHidden, countries). */
export const gameCollections = pgTable(
  'game_collections',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    identity: varchar('identity', { length: IDENTITY_LENGTH }).notNull(),
    name: text('name').notNull(),
    position: smallint('position').notNull().default(0),
    /** Switched off by an operator: hidden from every visitor, like a collection of other countries. */
    isHidden: boolean('is_hidden').notNull().default(false),
    /** Two-letter codes the collection is limited to; null shows it everywhere. */
    countries: varchar('countries', { length: 2 }).array(),
  },
  (table) => [
    uniqueIndex('game_collections_identity_unique').on(table.identity),
    check('game_collections_identity_lowercase', sql`${table.identity} = lower(${table.identity})`),
  ],
);

export const gameCollectionItems = pgTable(
  'game_collection_items',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => gameCollections.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.collectionId, table.gameId] }),
    index('game_collection_items_game_index').on(table.gameId),
  ],
);

export const playerFavoriteGames = pgTable(
  'player_favorite_games',
  {
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.gameId] })],
);

export const playerRecentSearches = pgTable(
  'player_recent_searches',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** As the player typed it (trimmed); shown back in the global search. */
    query: text('query').notNull(),
    /** Lowercased with inner spaces collapsed: 'Lucky  Orbit' and 'lucky orbit' are one search. */
    normalizedQuery: text('normalized_query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('player_recent_searches_player_query_unique').on(table.playerId, table.normalizedQuery)],
);

export const playerPlayedGames = pgTable(
  'player_played_games',
  {
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
    rounds: integer('rounds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.gameId] }),
    index('player_played_games_recent_index').on(table.playerId, table.lastPlayedAt),
  ],
);

/**
 * One round of a game as its provider reports it; the game provider writes these through the
 * seamless-wallet interface. Amounts in the currency's minor units. A guest's demo round has no
 * player; a real-money round always has one.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: uuid('id').$type<RoundId>().primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .references(() => players.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    /** The provider's own round id: replaying a provider call finds the same round. */
    providerRoundId: varchar('provider_round_id', { length: 128 }).notNull(),
    currency: varchar('currency', { length: 16 }).notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull().default(sql`0`),
    win: bigint('win', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The part of `bet` paid with bonus money, and whose (the player's active bonus at the stake). */
    bonusBet: bigint('bonus_bet', { mode: 'bigint' }).notNull().default(sql`0`),
    playerBonusId: uuid('player_bonus_id'),
    status: smallint('status').$type<GameRoundStatus>().notNull().default(GameRoundStatus.Open),
    isDemo: boolean('is_demo').notNull().default(false),
    outcome: jsonb('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('game_rounds_provider_round_unique').on(table.providerId, table.providerRoundId),
    index('game_rounds_player_created_index').on(table.playerId, table.createdAt),
    // The winners ticker reads the newest real-money settled rounds.
    index('game_rounds_real_created_index').on(table.createdAt).where(sql`not ${table.isDemo}`),
    check('game_rounds_amounts_not_negative', sql`${table.bet} >= 0 and ${table.win} >= 0`),
    check('game_rounds_bonus_bet_range', sql`${table.bonusBet} between 0 and ${table.bet}`),
    // A bonus's open rounds: its cancellation and completion wait for them.
    index('game_rounds_open_bonus_index')
      .on(table.playerBonusId)
      .where(sql`${table.playerBonusId} is not null and ${table.status} = ${sql.raw(String(GameRoundStatus.Open))}`),
    check('game_rounds_real_money_has_player', sql`${table.isDemo} or ${table.playerId} is not null`),
  ],
);
