import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  PlayerId,
  SportBetKind,
  SportBetStatus,
  SportEventKind,
  SportEventStatus,
  SportMarketKind,
  SportMarketStatus,
  SportSelectionResult,
} from '@casino/shared';
import type { OddsChangePreference } from '@casino/sportsbook';

/**
 * The in-house sportsbook provider's own data (issue 14): what a trading platform keeps on its
 * side. The casino platform knows a bet only through the wallet calls (stake, payout) and asks
 * the provider for its bets, as with a third-party sportsbook.
 */

/** A championship of a sport's category (a league, a tour, a tournament), as the feed offers it. */
export const sportsbookChampionships = pgTable(
  'sportsbook_championships',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    categoryId: integer('category_id').notNull(),
    categoryName: varchar('category_name', { length: 64 }).notNull(),
    categorySlug: varchar('category_slug', { length: 64 }).notNull(),
    name: varchar('name', { length: 96 }).notNull(),
    slug: varchar('slug', { length: 96 }).notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (table) => [index('sportsbook_championships_sport_index').on(table.sportId)],
);

/** The state of a match as the simulator keeps it (score, clock, sport-specific detail). */
export interface SportEventState {
  readonly score: { readonly home: number; readonly away: number };
  /** Match minutes played (timed sports); for tennis and e-sports the points or maps played. */
  readonly elapsed: number;
  readonly period: string;
  /** Tennis: sets, games and points; e-sports: maps. Kept as the simulator needs it. */
  readonly detail?: Record<string, unknown>;
  /** Settled results per market key once the match has ended. */
  readonly final?: boolean;
}

export interface SportIncident {
  readonly minute: number | null;
  readonly type: 'goal' | 'point' | 'period' | 'red_card' | 'map';
  readonly side: 'home' | 'away' | null;
  readonly text: string;
}

export const sportsbookEvents = pgTable(
  'sportsbook_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 100001 }),
    /** The feed's key of the fixture (day, championship, slot): generating a day twice, or on two nodes, adds nothing. */
    feedKey: varchar('feed_key', { length: 96 }).notNull(),
    championshipId: integer('championship_id')
      .notNull()
      .references(() => sportsbookChampionships.id),
    sportId: integer('sport_id').notNull(),
    home: varchar('home', { length: 64 }).notNull(),
    away: varchar('away', { length: 64 }).notNull(),
    slug: varchar('slug', { length: 160 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 10 }).$type<SportEventStatus>().notNull().default('upcoming'),
    /** The pricing model's parameters (goal rates, serve strengths...): fixed for the match. */
    model: jsonb('model').$type<Record<string, number>>().notNull(),
    state: jsonb('state').$type<SportEventState>().notNull(),
    incidents: jsonb('incidents').$type<SportIncident[]>().notNull().default(sql`'[]'::jsonb`),
    /** Betting paused until then: a goal, a break point (the simulator) or the bet delay around one. */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** Suspended by an operator until they reopen it. */
    operatorSuspended: boolean('operator_suspended').notNull().default(false),
    isTop: boolean('is_top').notNull().default(false),
    /** Seed of the match simulation: every node plays the same match. */
    seed: varchar('seed', { length: 64 }).notNull(),
    /** Simulation steps done; a tick job for step n does nothing once n is done (replays, two nodes). */
    step: integer('step').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 'match', or 'outright': a knockout day's winner market (feed/knockout-*.ts). An outright is
     * never simulated; home is the championship's name and away 'Winner', so lists, the slip and
     * the bets history name it like any event. Its state's `detail.winner` is the winning
     * selection's outcome once the final has ended.
     */
    kind: varchar('kind', { length: 10 }).$type<SportEventKind>().notNull().default('match'),
    /** A bracket match: its day's outright event. Null for the outright itself and other matches. */
    outrightEventId: integer('outright_event_id').references((): AnyPgColumn => sportsbookEvents.id),
    /** A bracket match's round: 1 quarter-final, 2 semi-final, 3 final (eight players). */
    round: smallint('round'),
    /** A bracket match's place in its round from the top of the bracket (0-3, 0-1, 0): slot s meets slot s ^ 1's winner next. */
    bracketSlot: smallint('bracket_slot'),
  },
  (table) => [
    uniqueIndex('sportsbook_events_feed_key_unique').on(table.feedKey),
    index('sportsbook_events_status_start_index').on(table.status, table.startsAt),
    index('sportsbook_events_sport_index').on(table.sportId, table.status),
    index('sportsbook_events_outright_index').on(table.outrightEventId),
    check(
      'sportsbook_events_bracket',
      sql`(${table.outrightEventId} is null) = (${table.round} is null) and (${table.round} is null) = (${table.bracketSlot} is null) and (${table.kind} = 'match' or ${table.round} is null)`,
    ),
  ],
);

export const sportsbookMarkets = pgTable(
  'sportsbook_markets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 1000001 }),
    eventId: integer('event_id')
      .notNull()
      .references(() => sportsbookEvents.id, { onDelete: 'cascade' }),
    /** kind plus line, e.g. `total:2.5`: one market per key and event. */
    marketKey: varchar('market_key', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 24 }).$type<SportMarketKind>().notNull(),
    /** Quarter-points (line × 4) so that 2.25 is exact; null for markets without a line. */
    lineQuarters: integer('line_quarters'),
    name: varchar('name', { length: 64 }).notNull(),
    status: varchar('status', { length: 10 }).$type<SportMarketStatus>().notNull().default('open'),
    /** Selections of this market may share an accumulator with others of the same event. */
    combinable: boolean('combinable').notNull().default(false),
    /** Largest net loss the book takes on one outcome of this market, in base-currency minor units. */
    liabilityLimit: bigint('liability_limit', { mode: 'bigint' }).notNull(),
    sort: smallint('sort').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('sportsbook_markets_event_key_unique').on(table.eventId, table.marketKey),
    index('sportsbook_markets_event_index').on(table.eventId),
  ],
);

export const sportsbookSelections = pgTable(
  'sportsbook_selections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 5000001 }),
    marketId: integer('market_id')
      .notNull()
      .references(() => sportsbookMarkets.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').notNull(),
    outcome: varchar('outcome', { length: 32 }).notNull(),
    name: varchar('name', { length: 96 }).notNull(),
    priceNumerator: integer('price_numerator').notNull(),
    priceDenominator: integer('price_denominator').notNull(),
    /** The model's probability now (no margin): cash-out offers value open legs with it. */
    fairProbability: doublePrecision('fair_probability').notNull(),
    /** False when the model offers no price (too short) or the outcome is already decided. */
    isPriced: boolean('is_priced').notNull().default(true),
    result: varchar('result', { length: 10 }).$type<SportSelectionResult>(),
    /** Net payout of open bets if this outcome wins (potential payout − stakes), base-currency minor units. */
    liability: bigint('liability', { mode: 'bigint' }).notNull().default(sql`0`),
    sort: smallint('sort').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sportsbook_selections_market_outcome_unique').on(table.marketId, table.outcome),
    index('sportsbook_selections_event_index').on(table.eventId),
    check(
      'sportsbook_selections_price_positive',
      sql`${table.priceNumerator} > ${table.priceDenominator} and ${table.priceDenominator} > 0`,
    ),
  ],
);

export const sportsbookBets = pgTable(
  'sportsbook_bets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 700001 }),
    playerId: uuid('player_id').$type<PlayerId>().notNull(),
    /** The slip's idempotency key: the same request answers the same bet. */
    requestId: uuid('request_id').notNull(),
    currency: varchar('currency', { length: 16 }).notNull(),
    kind: varchar('kind', { length: 12 }).$type<SportBetKind>().notNull(),
    systemSizes: jsonb('system_sizes').$type<number[]>(),
    unitStake: bigint('unit_stake', { mode: 'bigint' }).notNull(),
    totalStake: bigint('total_stake', { mode: 'bigint' }).notNull(),
    potentialPayout: bigint('potential_payout', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Combined odds as exact integers (may exceed 2^53: text). */
    oddsNumerator: text('odds_numerator').notNull(),
    oddsDenominator: text('odds_denominator').notNull(),
    status: varchar('status', { length: 12 }).$type<SportBetStatus>().notNull(),
    oddsChange: varchar('odds_change', { length: 8 }).$type<OddsChangePreference>().notNull(),
    /** The bet's liability in base-currency minor units, per selection it touches (released on settlement). */
    liabilityBase: bigint('liability_base', { mode: 'bigint' }).notNull().default(sql`0`),
    /** Settlements applied: 1 after the first, +1 per resettlement (wallet transaction ids carry it). */
    settlementVersion: integer('settlement_version').notNull().default(0),
    /**
     * A corrected result that lowered the payout after the player had spent it: what the debit
     * could not take (balances never go below zero). Operators see it; it is never taken silently later.
     */
    shortfall: bigint('shortfall', { mode: 'bigint' }).notNull().default(sql`0`),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    acceptAt: timestamp('accept_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
  },
  (table) => [
    uniqueIndex('sportsbook_bets_player_request_unique').on(table.playerId, table.requestId),
    index('sportsbook_bets_player_placed_index').on(table.playerId, table.placedAt),
    check('sportsbook_bets_amounts', sql`${table.unitStake} > 0 and ${table.totalStake} > 0 and ${table.payout} >= 0`),
  ],
);

export const sportsbookBetLegs = pgTable(
  'sportsbook_bet_legs',
  {
    betId: integer('bet_id')
      .notNull()
      .references(() => sportsbookBets.id, { onDelete: 'cascade' }),
    legIndex: smallint('leg_index').notNull(),
    selectionId: integer('selection_id')
      .notNull()
      .references(() => sportsbookSelections.id),
    marketId: integer('market_id').notNull(),
    eventId: integer('event_id').notNull(),
    priceNumerator: integer('price_numerator').notNull(),
    priceDenominator: integer('price_denominator').notNull(),
    inPlay: boolean('in_play').notNull(),
    result: varchar('result', { length: 10 }).$type<SportSelectionResult>(),
  },
  (table) => [
    primaryKey({ columns: [table.betId, table.legIndex] }),
    index('sportsbook_bet_legs_selection_index').on(table.selectionId),
    index('sportsbook_bet_legs_market_index').on(table.marketId),
  ],
);
