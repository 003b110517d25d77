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
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PlayerId, QuestRewardKind, QuestState, QuestTaskType } from '@casino/shared';
import { players } from '../player/player.table';

/**
 * Retention (issue 25): loyalty levels, points and rakeback; quests, their tasks and each
 * player's progress; the referral programme. Every effect of an event (a settled round, a
 * credited deposit, a login day) happens once: `retention_events` records the event in the
 * transaction of its effects, and a replay or a second node finds it there.
 */

/** An event retention has counted (a round, a deposit, a login day): the key of exactly once. */
export const retentionEvents = pgTable(
  'retention_events',
  {
    kind: varchar('kind', { length: 16 }).$type<'round' | 'deposit' | 'login'>().notNull(),
    sourceId: varchar('source_id', { length: 128 }).notNull(),
    playerId: uuid('player_id').$type<PlayerId>().notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'retention_events_pk', columns: [table.kind, table.sourceId] })],
);

/** The loyalty ladder: thresholds rise with the order (a check in the seed and the operator API). */
export const loyaltyLevels = pgTable(
  'loyalty_levels',
  {
    id: serial('id').primaryKey(),
    order: smallint('order').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    /** Basis points of the house edge of each own-money stake paid back as rakeback. */
    rakebackBps: integer('rakeback_bps').notNull().default(0),
    /** Bonus templates (page identities) granted once on reaching the level. */
    rewardBonuses: jsonb('reward_bonuses').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (table) => [
    uniqueIndex('loyalty_levels_order_unique').on(table.order),
    check('loyalty_levels_points_not_negative', sql`${table.points} >= 0 and ${table.rakebackBps} between 0 and 10000`),
  ],
);

/** A player's points: `edgeUnits` is the house edge of their own-money stakes in USD minor units × basis points. */
export const loyaltyAccounts = pgTable('loyalty_accounts', {
  playerId: uuid('player_id')
    .$type<PlayerId>()
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  edgeUnits: bigint('edge_units', { mode: 'bigint' }).notNull().default(sql`0`),
  /** Points from rewards (quests), on top of those from stakes. */
  bonusPoints: bigint('bonus_points', { mode: 'bigint' }).notNull().default(sql`0`),
  /** The highest level reached: never falls. */
  levelOrder: smallint('level_order').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A level's rewards granted to a player: once per player and level. */
export const loyaltyLevelGrants = pgTable(
  'loyalty_level_grants',
  {
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    levelOrder: smallint('level_order').notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'loyalty_level_grants_pk', columns: [table.playerId, table.levelOrder] })],
);

/**
 * Rakeback accrued per player and currency: `amount` whole minor units claimable, `fraction` the
 * rest in 1/10^8 of a minor unit (stake × edge bps × rate bps), so small stakes add up exactly.
 */
export const rakebackBalances = pgTable(
  'rakeback_balances',
  {
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 16 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull().default(sql`0`),
    fraction: bigint('fraction', { mode: 'bigint' }).notNull().default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'rakeback_balances_pk', columns: [table.playerId, table.currency] }),
    check('rakeback_balances_not_negative', sql`${table.amount} >= 0 and ${table.fraction} >= 0`),
  ],
);

export const rakebackClaims = pgTable(
  'rakeback_claims',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 16 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('rakeback_claims_player_index').on(table.playerId, table.claimedAt),
    check('rakeback_claims_amount_positive', sql`${table.amount} > 0`),
  ],
);

/** A reward as the operator defines it: cash and amounts in USD minor units (converted when paid). */
export interface QuestRewardDefinition {
  readonly kind: QuestRewardKind;
  /** bonus and freespins: the template's page identity. */
  readonly bonus?: string;
  /** cash: USD minor units; points: loyalty points. */
  readonly amount?: number;
}

export const quests = pgTable(
  'quests',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    isSequential: boolean('is_sequential').notNull().default(false),
    requiresActivation: boolean('requires_activation').notNull().default(true),
    attemptsLimit: smallint('attempts_limit').notNull().default(1),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    rewards: jsonb('rewards').$type<QuestRewardDefinition[]>().notNull().default(sql`'[]'::jsonb`),
    /** Seeded quests carry a key so the seed runs once. */
    seedKey: varchar('seed_key', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('quests_seed_key_unique').on(table.seedKey),
    index('quests_window_index').on(table.endsAt, table.startsAt),
    check('quests_window', sql`${table.endsAt} > ${table.startsAt} and ${table.attemptsLimit} >= 1`),
  ],
);

export const questTasks = pgTable(
  'quest_tasks',
  {
    id: serial('id').primaryKey(),
    questId: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    type: varchar('type', { length: 16 }).$type<QuestTaskType>().notNull(),
    /** A count, or USD minor units for wager and deposit. */
    quantity: bigint('quantity', { mode: 'bigint' }).notNull(),
    gameIds: jsonb('game_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    collection: varchar('collection', { length: 64 }),
    /** win_multiplier: the least win/stake in hundredths (500 = 5.00×); sports_bets: the least odds in hundredths. */
    minMultiplierHundredths: integer('min_multiplier_hundredths'),
    minOddsHundredths: integer('min_odds_hundredths'),
  },
  (table) => [
    uniqueIndex('quest_tasks_position_unique').on(table.questId, table.position),
    check('quest_tasks_quantity_positive', sql`${table.quantity} > 0`),
  ],
);

/** A player's take of a quest (one row per attempt); its state is SPEC.md's. */
export const playerQuests = pgTable(
  'player_quests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    questId: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    attempt: smallint('attempt').notNull(),
    state: smallint('state').$type<QuestState>().notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    rewardsGrantedAt: timestamp('rewards_granted_at', { withTimezone: true }),
    /** What the rewards became: player bonus and free-spin ids, per reward index. */
    granted: jsonb('granted')
      .$type<{ playerBonusId: string | null; playerFreespinId: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('player_quests_attempt_unique').on(table.playerId, table.questId, table.attempt),
    index('player_quests_live_index').on(table.questId).where(sql`${table.state} in (1, 2)`),
    index('player_quests_player_index').on(table.playerId),
  ],
);

export const playerQuestTasks = pgTable(
  'player_quest_tasks',
  {
    playerQuestId: uuid('player_quest_id')
      .notNull()
      .references(() => playerQuests.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => questTasks.id, { onDelete: 'cascade' }),
    progress: bigint('progress', { mode: 'bigint' }).notNull().default(sql`0`),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** login_days: the last UTC day counted. */
    lastDay: date('last_day'),
  },
  (table) => [primaryKey({ name: 'player_quest_tasks_pk', columns: [table.playerQuestId, table.taskId] })],
);

/** Each player's referral id (made on first use). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('referral_codes_code_unique').on(table.code)],
);

/** Who brought whom: one row per referred player, written once at registration, never replaced. */
export const referrals = pgTable(
  'referrals',
  {
    referredPlayerId: uuid('referred_player_id')
      .$type<PlayerId>()
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    referrerPlayerId: uuid('referrer_player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** How the referral id came: the `ref_id` field or the affiliate tag (`stag`). */
    source: varchar('source', { length: 16 }).$type<'ref_id' | 'affiliate_tag'>().notNull(),
    /** A self-referral (the two accounts share a device or a card): never paid, shown to the operator. */
    selfReferralKind: varchar('self_referral_kind', { length: 16 }).$type<'device' | 'card'>(),
    selfReferralValue: varchar('self_referral_value', { length: 128 }),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referrals_referrer_index').on(table.referrerPlayerId),
    check('referrals_not_self', sql`${table.referredPlayerId} <> ${table.referrerPlayerId}`),
  ],
);

/** One row per referrer, currency and period: the commission job computes each once. */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    referrerPlayerId: uuid('referrer_player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 16 }).notNull(),
    periodStartsAt: timestamp('period_starts_at', { withTimezone: true }).notNull(),
    periodEndsAt: timestamp('period_ends_at', { withTimezone: true }).notNull(),
    /** The referred players' net gaming revenue of the period (their own-money losses minus bonuses converted). */
    netRevenue: bigint('net_revenue', { mode: 'bigint' }).notNull(),
    /** The negative revenue carried in from earlier periods (0 or below). */
    carriedIn: bigint('carried_in', { mode: 'bigint' }).notNull(),
    commissionBps: integer('commission_bps').notNull(),
    commission: bigint('commission', { mode: 'bigint' }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('referral_commissions_period_unique').on(table.referrerPlayerId, table.currency, table.periodStartsAt),
    check('referral_commissions_not_negative', sql`${table.commission} >= 0`),
  ],
);

/** A referrer's commission to transfer, per currency, and the loss carried into the next period. */
export const referralBalances = pgTable(
  'referral_balances',
  {
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 16 }).notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    earned: bigint('earned', { mode: 'bigint' }).notNull().default(sql`0`),
    carriedOver: bigint('carried_over', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [
    primaryKey({ name: 'referral_balances_pk', columns: [table.playerId, table.currency] }),
    check(
      'referral_balances_amounts',
      sql`${table.balance} >= 0 and ${table.earned} >= 0 and ${table.carriedOver} <= 0`,
    ),
  ],
);

export const referralTransfers = pgTable(
  'referral_transfers',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    playerId: uuid('player_id')
      .$type<PlayerId>()
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    currency: varchar('currency', { length: 16 }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('referral_transfers_player_index').on(table.playerId),
    check('referral_transfers_amount_positive', sql`${table.amount} > 0`),
  ],
);
