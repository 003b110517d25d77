import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  PlayerBonusResult,
  PlayerBonusStatus,
  type BonusCodeTrigger,
  type BonusKind,
  type BonusTriggerConditions,
  type WagerContribution,
  type PlayerId,
} from '@casino/shared';
import { games } from '../game/game.table';
import { players } from '../player/player.table';

/** A bonus's money terms in one currency (minor units); a currency without its own falls back to USD converted at the current rate. */
export interface BonusCurrencyTerms {
  readonly amount?: number;
  readonly maxAmount?: number;
  readonly maxBet?: number;
  readonly maxConversion?: number;
  readonly freespinBet?: number;
}

/** Free spins a bonus gives: on one game, a count, their winnings wagered this many times. */
export interface BonusFreespinTerms {
  /** The game's id or identity (the seed names lucky-orbit by identity). */
  readonly game: string;
  readonly count: number;
  readonly wagerMultiplier: number;
}

/** A sequence of deposit bonuses (the welcome package): step 1 on the first deposit, and so on. */
export const bonusPackages = pgTable(
  'bonus_packages',
  {
    id: serial('id').primaryKey(),
    identity: varchar('identity', { length: 64 }).notNull(),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bonus_packages_identity_unique').on(table.identity)],
);

/** A bonus template the operator makes (SPEC.md section 3, Bonus): deposit, free spins, code, manual. */
export const bonuses = pgTable(
  'bonuses',
  {
    id: serial('id').primaryKey(),
    pageIdentity: varchar('page_identity', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<BonusKind>().notNull(),
    title: text('title').notNull(),
    /** The terms, as markdown. */
    description: text('description').notNull().default(''),
    currencies: jsonb('currencies').$type<Record<string, BonusCurrencyTerms>>().notNull().default(sql`'{}'::jsonb`),
    /** A deposit bonus's share of the deposit in basis points; null for a fixed amount. */
    percent: integer('percent'),
    wagerMultiplier: integer('wager_multiplier').notNull().default(0),
    wagerIncludesDeposit: boolean('wager_includes_deposit').notNull().default(false),
    wagerDays: integer('wager_days').notNull().default(30),
    activationDays: integer('activation_days').notNull().default(30),
    contribution: jsonb('contribution').$type<WagerContribution>().notNull(),
    /** Only these games count (ids or identities); empty: every game. */
    gameIds: jsonb('game_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    triggerConditions: jsonb('trigger_conditions').$type<BonusTriggerConditions>().notNull(),
    packageId: integer('package_id').references(() => bonusPackages.id),
    packageStep: smallint('package_step'),
    freespins: jsonb('freespins').$type<BonusFreespinTerms | null>(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    isEnabled: boolean('is_enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonuses_page_identity_unique').on(table.pageIdentity),
    uniqueIndex('bonuses_package_step_unique').on(table.packageId, table.packageStep),
    check('bonuses_percent_range', sql`${table.percent} is null or ${table.percent} between 1 and 100000`),
    check('bonuses_multiplier_range', sql`${table.wagerMultiplier} between 0 and 1000`),
  ],
);

/**
 * A bonus granted to a player, with a balance of its own: bonus money, a ledger account of its
 * own (ledger party `{ kind: 'bonus' }`). At most one active per player and currency.
 */
export const playerBonuses = pgTable(
  'player_bonuses',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id),
    bonusId: integer('bonus_id').references(() => bonuses.id),
    kind: varchar('kind', { length: 24 }).$type<BonusKind | 'freespin_winnings'>().notNull(),
    title: text('title').notNull(),
    currency: varchar('currency', { length: 16 }).notNull(),
    status: smallint('status').$type<PlayerBonusStatus>().notNull().default(PlayerBonusStatus.Issued),
    result: smallint('result').$type<PlayerBonusResult>().notNull().default(PlayerBonusResult.None),
    /** What is granted (moved into the balance on activation; free-spin winnings arrive spin by spin). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The deposit that triggered it (wagering may include it). */
    depositAmount: bigint('deposit_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    wagerMultiplier: integer('wager_multiplier').notNull(),
    wagerIncludesDeposit: boolean('wager_includes_deposit').notNull().default(false),
    wagerRequired: bigint('wager_required', { mode: 'bigint' }).notNull().default(sql`0`),
    wagered: bigint('wagered', { mode: 'bigint' }).notNull().default(sql`0`),
    wagerDays: integer('wager_days').notNull(),
    maxBet: bigint('max_bet', { mode: 'bigint' }),
    maxConversion: bigint('max_conversion', { mode: 'bigint' }),
    contribution: jsonb('contribution').$type<WagerContribution>().notNull(),
    gameIds: jsonb('game_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    convertedAmount: bigint('converted_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    forfeitedAmount: bigint('forfeited_amount', { mode: 'bigint' }).notNull().default(sql`0`),
    packageId: integer('package_id'),
    /** What granted it, once: ('invoice', id), ('code', playerBonusCodeId), ('freespins', id), ('manual', key). */
    sourceKind: varchar('source_kind', { length: 16 }).notNull(),
    sourceId: varchar('source_id', { length: 100 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    /** Issued: activate by then; active: wager by then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('player_bonuses_source_unique').on(table.sourceKind, table.sourceId),
    uniqueIndex('player_bonuses_one_active')
      .on(table.playerId, table.currency)
      .where(sql`${table.status} = ${sql.raw(String(PlayerBonusStatus.Active))}`),
    index('player_bonuses_player_index').on(table.playerId, table.issuedAt),
    index('player_bonuses_expiry_index').on(table.status, table.expiresAt),
    check('player_bonuses_balance_not_negative', sql`${table.balance} >= 0`),
    check('player_bonuses_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);

/** Free spins granted to a player: a count at a fixed stake on one game; their winnings feed `playerBonusId`. */
export const playerFreespins = pgTable(
  'player_freespins',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id),
    bonusId: integer('bonus_id').references(() => bonuses.id),
    title: text('title').notNull(),
    currency: varchar('currency', { length: 16 }).notNull(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    count: integer('count').notNull(),
    played: integer('played').notNull().default(0),
    betAmount: bigint('bet_amount', { mode: 'bigint' }).notNull(),
    winnings: bigint('winnings', { mode: 'bigint' }).notNull().default(sql`0`),
    wagerMultiplier: integer('wager_multiplier').notNull(),
    status: smallint('status').$type<PlayerBonusStatus>().notNull().default(PlayerBonusStatus.Issued),
    result: smallint('result').notNull().default(PlayerBonusResult.None),
    playerBonusId: uuid('player_bonus_id').references(() => playerBonuses.id),
    packageId: integer('package_id'),
    sourceKind: varchar('source_kind', { length: 16 }).notNull(),
    sourceId: varchar('source_id', { length: 100 }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('player_freespins_source_unique').on(table.sourceKind, table.sourceId),
    index('player_freespins_player_index').on(table.playerId, table.issuedAt),
    check('player_freespins_played_range', sql`${table.played} between 0 and ${table.count}`),
  ],
);

/** A bonus code: stored upper case, so a lookup is case-insensitive; limited in time and uses. */
export const bonusCodes = pgTable(
  'bonus_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: varchar('code', { length: 64 }).notNull(),
    bonusId: integer('bonus_id')
      .notNull()
      .references(() => bonuses.id),
    trigger: varchar('trigger', { length: 16 }).$type<BonusCodeTrigger>().notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Total uses across players; null: no limit. */
    maxUses: integer('max_uses'),
    maxUsesPerPlayer: integer('max_uses_per_player').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_codes_code_unique').on(table.code),
    check('bonus_codes_code_upper', sql`${table.code} = upper(${table.code})`),
    check('bonus_codes_uses_within_limit', sql`${table.maxUses} is null or ${table.uses} <= ${table.maxUses}`),
  ],
);

/** A code a player entered: applied (waiting for a deposit), used (granted), or removed. */
export const playerBonusCodes = pgTable(
  'player_bonus_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id),
    bonusCodeId: uuid('bonus_code_id')
      .notNull()
      .references(() => bonusCodes.id),
    trigger: varchar('trigger', { length: 16 }).$type<BonusCodeTrigger>().notNull(),
    /** BonusCodeStatus: 1 applied, 2 used; removed codes are deleted. */
    status: smallint('status').notNull(),
    playerBonusId: uuid('player_bonus_id').references(() => playerBonuses.id),
    playerFreespinId: uuid('player_freespin_id').references(() => playerFreespins.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('player_bonus_codes_player_index').on(table.playerId, table.trigger)],
);

/** Cashback of one player, currency and finished period: computed once (unique), claimed once. */
export const playerCashbacks = pgTable(
  'player_cashbacks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id),
    currency: varchar('currency', { length: 16 }).notNull(),
    periodStartsAt: timestamp('period_starts_at', { withTimezone: true }).notNull(),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }).notNull(),
    percent: integer('percent').notNull(),
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_cashbacks_period_unique').on(table.playerId, table.currency, table.periodStartsAt),
    check('player_cashbacks_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** What ties a device, an address or a card to a player: see bonus-linking.ts. */
export type BonusLinkKind = 'device' | 'address' | 'card';

/**
 * The devices (session fingerprints), addresses and cards of every player who took a bonus
 * without a deposit, kept when they took it (and when they withdraw its winnings): a later
 * account sharing one of them is refused such a bonus (bonus-linking.ts).
 */
export const bonusLinkMarks = pgTable(
  'bonus_link_marks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id),
    kind: varchar('kind', { length: 16 }).$type<BonusLinkKind>().notNull(),
    value: varchar('value', { length: 128 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (kind, value) first: the lookup of a new claimant's marks.
  (table) => [uniqueIndex('bonus_link_marks_unique').on(table.kind, table.value, table.playerId)],
);

/**
 * A no-deposit bonus, or the withdrawal of its winnings, refused because the player shares a
 * device, an address or a card with another account that took one: for the operator to review
 * (GET /api/admin/bonuses/link-flags). Once per pair of players, link and stage.
 */
export const bonusLinkFlags = pgTable(
  'bonus_link_flags',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id),
    linkedPlayerId: uuid('linked_player_id')
      .notNull()
      .references(() => players.id),
    kind: varchar('kind', { length: 16 }).$type<BonusLinkKind>().notNull(),
    value: varchar('value', { length: 128 }).notNull(),
    /** Where it was refused: 'bonus_code' (claiming) or 'withdrawal' (cashing its winnings). */
    stage: varchar('stage', { length: 16 }).$type<'bonus_code' | 'withdrawal'>().notNull(),
    bonusCode: varchar('bonus_code', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_link_flags_unique').on(table.playerId, table.linkedPlayerId, table.kind, table.stage),
    index('bonus_link_flags_created_index').on(table.createdAt),
  ],
);
