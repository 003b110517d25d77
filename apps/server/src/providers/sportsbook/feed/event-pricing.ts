import { asc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import {
  sportsbookMarkets,
  sportsbookSelections,
  type sportsbookEvents,
  type SportEventState,
} from '../sportsbook.table';
import { championshipById } from './championship-lookup';
import {
  marketDefinitions,
  priceEvent,
  settleSelection,
  type MarketDefinition,
  type MarketPrices,
  type SelectionPrice,
} from './event-markets';
import type { ModelParameters } from './match-simulation';

/** The price a selection row keeps when the model offers none (the row needs one; `is_priced` says it is not offered). */
const UNPRICED = { numerator: 101, denominator: 100 };
/** Liability limit per market, in base-currency (USD) minor units: what the book risks on one outcome. */
export const MARKET_LIABILITY_LIMIT_MINOR = 5_000_000n;

export interface PricedEvent {
  readonly id: number;
  readonly championshipId: number;
  readonly home: string;
  readonly away: string;
  readonly model: ModelParameters;
  readonly state: SportEventState;
}

export function pricedEventOf(event: Pick<typeof sportsbookEvents.$inferSelect, keyof PricedEvent>): PricedEvent {
  return {
    id: event.id,
    championshipId: event.championshipId,
    home: event.home,
    away: event.away,
    model: event.model,
    state: event.state,
  };
}

/** Creates an event's markets and selections at the prices of its current state. */
export async function createMarkets(executor: Executor, event: PricedEvent): Promise<void> {
  const sport = championshipById(event.championshipId).model;
  const definitions = marketDefinitions(sport, event.model, event.home, event.away);
  await insertMarkets(executor, event.id, definitions, priceEvent(sport, event.model, event.state, definitions));
}

/** Writes an event's markets and their selections at these prices (an outright's as a match's). */
export async function insertMarkets(
  executor: Executor,
  eventId: number,
  definitions: readonly MarketDefinition[],
  prices: MarketPrices,
): Promise<void> {
  const markets = await executor
    .insert(sportsbookMarkets)
    .values(
      definitions.map((definition, index) => ({
        eventId,
        marketKey: definition.key,
        kind: definition.kind,
        lineQuarters: definition.line === null ? null : Math.round(definition.line * 4),
        name: definition.name,
        combinable: definition.combinable,
        liabilityLimit: MARKET_LIABILITY_LIMIT_MINOR,
        sort: index,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: sportsbookMarkets.id, marketKey: sportsbookMarkets.marketKey });
  const idOf = new Map(markets.map((market) => [market.marketKey, market.id]));
  const selections = definitions.flatMap((definition) => {
    const marketId = idOf.get(definition.key);
    if (marketId === undefined) return [];
    return definition.selections.map((selection, index) => {
      const price = prices.get(definition.key)?.get(selection.outcome);
      const odds = price?.odds ?? UNPRICED;
      return {
        marketId,
        eventId,
        outcome: selection.outcome,
        name: selection.name,
        priceNumerator: odds.numerator,
        priceDenominator: odds.denominator,
        fairProbability: price?.fairProbability ?? 0,
        isPriced: Boolean(price?.odds),
        sort: index,
      };
    });
  });
  if (selections.length > 0) await executor.insert(sportsbookSelections).values(selections);
}

/** The definitions of an event's existing markets (their keys and lines), for repricing and settling. */
/** An event's markets; `lock`: locked, in id order, as bet placement locks a bet's markets (see resultEvent). */
async function marketsOf(
  executor: Executor,
  eventId: number,
  lock = false,
): Promise<(MarketDefinition & { id: number; status: string })[]> {
  const query = executor
    .select()
    .from(sportsbookMarkets)
    .where(eq(sportsbookMarkets.eventId, eventId))
    .orderBy(asc(sportsbookMarkets.id));
  const rows = lock ? await query.for('update') : await query;
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    key: row.marketKey,
    kind: row.kind,
    line: row.lineQuarters === null ? null : row.lineQuarters / 4,
    name: row.name,
    combinable: row.combinable,
    selections: [],
  }));
}

/** Reprices every open market of an event for its new state, in one statement; the ids of the selections whose offer moved. */
export async function repriceEvent(executor: Executor, event: PricedEvent): Promise<number[]> {
  const sport = championshipById(event.championshipId).model;
  return repriceOpenMarkets(executor, event.id, (markets) => priceEvent(sport, event.model, event.state, markets));
}

/**
 * Writes new prices on an event's open (or suspended) markets, in one statement; `price` prices
 * those markets. Answers the ids of the selections whose price or offer (priced or not) changed:
 * what a delta of the event pushes (the row as it was is read in the same statement).
 */
export async function repriceOpenMarkets(
  executor: Executor,
  eventId: number,
  price: (markets: readonly MarketDefinition[]) => MarketPrices,
): Promise<number[]> {
  const markets = (await marketsOf(executor, eventId)).filter(
    (market) => market.status === 'open' || market.status === 'suspended',
  );
  if (markets.length === 0) return [];
  const prices = price(markets);
  const rows = markets.flatMap((market) =>
    [...(prices.get(market.key) ?? new Map<string, SelectionPrice>())].map(
      ([outcome, price]) =>
        sql`(${market.id}::int, ${outcome}::varchar, ${price.odds?.numerator ?? null}::int, ${price.odds?.denominator ?? null}::int, ${price.fairProbability}::float8)`,
    ),
  );
  if (rows.length === 0) return [];
  const updated = await queryRows<{ id: number; changed: boolean }>(
    executor,
    sql`
      update sportsbook_selections as selection
      set price_numerator = coalesce(priced.numerator, selection.price_numerator),
          price_denominator = coalesce(priced.denominator, selection.price_denominator),
          is_priced = priced.numerator is not null,
          fair_probability = priced.fair
      from (values ${sql.join(rows, sql`, `)}) as priced(market_id, outcome, numerator, denominator, fair)
      join sportsbook_selections as was on was.market_id = priced.market_id and was.outcome = priced.outcome
      where selection.id = was.id
      returning selection.id,
                (was.price_numerator, was.price_denominator, was.is_priced) is distinct from (selection.price_numerator, selection.price_denominator, selection.is_priced) as changed`,
  );
  return updated.filter((row) => row.changed).map((row) => row.id);
}

/**
 * The match is over: every selection of its open markets gets its result and the markets are
 * settled (the bets follow in the settlement job). Markets an operator settled or voided by hand
 * keep their results.
 *
 * Lock order: the event's markets (in id order) before any selection, the order of bet placement
 * (markets, then the liability of their selections) and of a hand settlement. Writing the
 * selections first, a bet placed in the moment would hold a market and wait for a selection
 * while this held the selection and waited for the market: a deadlock.
 */
export async function resultEvent(executor: Executor, event: PricedEvent): Promise<number[]> {
  const markets = (await marketsOf(executor, event.id, true)).filter(
    (market) => market.status === 'open' || market.status === 'suspended',
  );
  await writeResults(executor, event, markets);
  if (markets.length > 0) {
    await executor
      .update(sportsbookMarkets)
      .set({ status: 'settled', settledAt: sql`now()` })
      .where(
        inArray(
          sportsbookMarkets.id,
          markets.map((market) => market.id),
        ),
      );
  }
  return markets.map((market) => market.id);
}

/** A corrected final score: the results of the event's settled markets (those settled by hand too) computed again; void ones stay void. */
export async function reResultEvent(executor: Executor, event: PricedEvent): Promise<number[]> {
  const markets = (await marketsOf(executor, event.id)).filter((market) => market.status === 'settled');
  await writeResults(executor, event, markets);
  return markets.map((market) => market.id);
}

/** Every selection of these markets takes its result on the event's state, in one statement. */
async function writeResults(
  executor: Executor,
  event: PricedEvent,
  markets: readonly (MarketDefinition & { id: number })[],
): Promise<void> {
  if (markets.length === 0) return;
  const sport = championshipById(event.championshipId).model;
  const marketById = new Map(markets.map((market) => [market.id, market]));
  const selections = await executor
    .select({
      id: sportsbookSelections.id,
      marketId: sportsbookSelections.marketId,
      outcome: sportsbookSelections.outcome,
    })
    .from(sportsbookSelections)
    .where(inArray(sportsbookSelections.marketId, [...marketById.keys()]));
  if (selections.length === 0) return;
  const rows = selections.map(
    (selection) =>
      sql`(${selection.id}::int, ${settleSelection(sport, marketById.get(selection.marketId)!, selection.outcome, event.state)}::varchar)`,
  );
  await executor.execute(sql`
    update sportsbook_selections as selection set result = resulted.result, is_priced = false
    from (values ${sql.join(rows, sql`, `)}) as resulted(id, result)
    where selection.id = resulted.id`);
}
