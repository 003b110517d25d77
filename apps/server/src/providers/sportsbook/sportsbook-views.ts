import { and, asc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { SPORT_BRACKET_ROUNDS } from '@casino/shared';
import type {
  SportBracketMatchView,
  SportClockView,
  SportEventKind,
  SportEventStatus,
  SportEventSummaryView,
  SportEventView,
  SportMarketView,
  SportSelectionView,
} from '@casino/shared';
import type { Executor } from '../../db/executor';
import { sports } from '../../modules/settings/settings.table';
import { bracketMatchesOf } from './feed/knockout-bracket';
import { winnerOf } from './feed/outright-pricing';
import {
  sportsbookChampionships,
  sportsbookEvents,
  sportsbookMarkets,
  sportsbookSelections,
  type SportEventState,
} from './sportsbook.table';

/** What the provider's API shows of events: the rows joined with their championship and sport. */

/**
 * An event's version: the microseconds of its last change (`updated_at`, moved on by every
 * publication of a change, sportsbook-publication.ts). Below 2^53 for centuries.
 */
const eventVersionSql = sql<string>`(extract(epoch from ${sportsbookEvents.updatedAt}) * 1000000)::bigint`;

const eventColumns = {
  event: sportsbookEvents,
  championship: sportsbookChampionships,
  sportName: sports.name,
  sportCode: sports.code,
  version: eventVersionSql,
};

type EventJoinRow = {
  event: typeof sportsbookEvents.$inferSelect;
  championship: typeof sportsbookChampionships.$inferSelect;
  sportName: string;
  sportCode: string;
};

function eventsQuery(executor: Executor, where: SQL | undefined, limit: number) {
  return (
    executor
      .select(eventColumns)
      .from(sportsbookEvents)
      .innerJoin(sportsbookChampionships, eq(sportsbookChampionships.id, sportsbookEvents.championshipId))
      .innerJoin(sports, eq(sports.id, sportsbookEvents.sportId))
      .where(where)
      // A competition's outright above its matches.
      .orderBy(
        sql`${sportsbookEvents.kind} = 'outright' desc`,
        asc(sportsbookEvents.startsAt),
        asc(sportsbookEvents.id),
      )
      .limit(limit)
  );
}

export interface EventFilter {
  readonly sportId?: number;
  readonly status?: 'live' | 'upcoming';
  readonly championshipIds?: readonly number[];
  readonly categoryIds?: readonly number[];
  readonly top?: boolean;
  readonly query?: string;
  readonly eventIds?: readonly number[];
  /** Matches only (the carousels), or outrights only. */
  readonly kind?: SportEventKind;
  readonly limit: number;
}

/** Events of lists, carousels and search: live and upcoming only, soonest first. */
export async function eventSummaries(executor: Executor, filter: EventFilter): Promise<SportEventSummaryView[]> {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(sportsbookEvents.status, filter.status) : inArray(sportsbookEvents.status, ['live', 'upcoming']),
  ];
  if (filter.sportId !== undefined) conditions.push(eq(sportsbookEvents.sportId, filter.sportId));
  if (filter.championshipIds?.length)
    conditions.push(inArray(sportsbookEvents.championshipId, [...filter.championshipIds]));
  if (filter.categoryIds?.length) conditions.push(inArray(sportsbookChampionships.categoryId, [...filter.categoryIds]));
  if (filter.top) conditions.push(eq(sportsbookEvents.isTop, true));
  if (filter.kind) conditions.push(eq(sportsbookEvents.kind, filter.kind));
  if (filter.eventIds)
    conditions.push(inArray(sportsbookEvents.id, filter.eventIds.length > 0 ? [...filter.eventIds] : [0]));
  if (filter.query) {
    const pattern = `%${filter.query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    conditions.push(
      or(
        ilike(sportsbookEvents.home, pattern),
        ilike(sportsbookEvents.away, pattern),
        ilike(sportsbookChampionships.name, pattern),
      ),
    );
  }
  const rows = await eventsQuery(executor, and(...conditions), filter.limit);
  const mainMarkets = await marketViews(
    executor,
    rows.map((row) => row.event.id),
    { mainOnly: true },
  );
  const counts = await marketCounts(
    executor,
    rows.map((row) => row.event.id),
  );
  return rows.map((row) =>
    summaryOf(row, mainMarkets.get(row.event.id)?.[0] ?? null, counts.get(row.event.id) ?? 0, Date.now()),
  );
}

/**
 * One event with every market; undefined when there is none by that id. `nowMs` is the moment
 * suspensions are judged at (a publication judges them at its version's time).
 */
export async function eventView(
  executor: Executor,
  eventId: number,
  nowMs = Date.now(),
): Promise<SportEventView | undefined> {
  const [row] = await eventsQuery(executor, eq(sportsbookEvents.id, eventId), 1);
  if (!row) return undefined;
  const markets = (await marketViews(executor, [eventId], { mainOnly: false, nowMs })).get(eventId) ?? [];
  const main = markets.find((market) => market.kind === 'match_result' || market.kind === 'match_winner') ?? null;
  const bracket =
    row.event.kind === 'outright' ? (await bracketMatchesOf(executor, eventId)).map(bracketMatchView) : null;
  return {
    ...summaryOf(row, main, markets.length, nowMs),
    markets,
    incidents: row.event.incidents,
    bracket,
    version: Number(row.version),
  };
}

function bracketMatchView(event: typeof sportsbookEvents.$inferSelect): SportBracketMatchView {
  const winner = winnerOf(event);
  return {
    id: event.id,
    slug: event.slug,
    round: roundOf(event.round)!,
    slot: event.bracketSlot!,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt.toISOString(),
    status: event.status,
    score: event.status === 'live' || event.status === 'ended' ? event.state.score : null,
    winner: winner === null ? null : winner === event.home ? 'home' : 'away',
  };
}

/** Round 1, 2, 3 of the bracket column as the contract names it. */
function roundOf(round: number | null) {
  return round === null ? null : (SPORT_BRACKET_ROUNDS[round - 1] ?? null);
}

function summaryOf(
  row: EventJoinRow,
  mainMarket: SportMarketView | null,
  marketsCount: number,
  nowMs: number,
): SportEventSummaryView {
  const { event, championship } = row;
  // An outright has no score or clock of its own: its bracket's matches have them.
  const started = (event.status === 'live' || event.status === 'ended') && event.kind === 'match';
  const suspended = event.suspendedUntil && event.suspendedUntil.getTime() > nowMs ? event.suspendedUntil : null;
  return {
    id: event.id,
    slug: event.slug,
    sportId: event.sportId,
    sportCode: row.sportCode,
    sportName: row.sportName,
    categoryId: championship.categoryId,
    categoryName: championship.categoryName,
    categorySlug: championship.categorySlug,
    championshipId: championship.id,
    championshipName: championship.name,
    championshipSlug: championship.slug,
    home: event.home,
    away: event.away,
    startsAt: event.startsAt.toISOString(),
    status: event.status,
    score: started ? event.state.score : null,
    clock: started ? clockOf(event.status, event.state) : null,
    mainMarket,
    marketsCount,
    suspendedUntil: suspended?.toISOString() ?? null,
    suspendedByOperator: event.operatorSuspended,
    kind: event.kind,
    round: roundOf(event.round),
    outrightEventId: event.outrightEventId,
  };
}

function clockOf(status: SportEventStatus, state: SportEventState): SportClockView {
  if (status === 'ended') return { period: 'FT', minute: null, detail: null };
  const detail = state.detail as
    | { games?: { home: number; away: number }; points?: { home: number; away: number }; tiebreak?: boolean }
    | undefined;
  if (detail?.games && detail.points) {
    const points = detail.tiebreak
      ? `${detail.points.home}:${detail.points.away}`
      : `${tennisPoint(detail.points.home, detail.points.away)}:${tennisPoint(detail.points.away, detail.points.home)}`;
    return { period: state.period, minute: null, detail: `${detail.games.home}-${detail.games.away} ${points}` };
  }
  return { period: state.period, minute: state.elapsed, detail: null };
}

/** 0, 15, 30, 40, and A for an advantage (deuce shows 40:40). */
function tennisPoint(points: number, opponent: number): string {
  if (points >= 3 && opponent >= 3) return points > opponent ? 'A' : '40';
  return ['0', '15', '30', '40'][Math.min(points, 3)]!;
}

async function marketCounts(executor: Executor, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await executor
    .select({ eventId: sportsbookMarkets.eventId, count: sql<number>`count(*)::int` })
    .from(sportsbookMarkets)
    .where(
      and(inArray(sportsbookMarkets.eventId, [...eventIds]), inArray(sportsbookMarkets.status, ['open', 'suspended'])),
    )
    .groupBy(sportsbookMarkets.eventId);
  return new Map(rows.map((row) => [row.eventId, row.count]));
}

/** Markets with their selections by event; `mainOnly`: the match result or match winner only. */
export async function marketViews(
  executor: Executor,
  eventIds: readonly number[],
  options: { mainOnly: boolean; nowMs?: number },
): Promise<Map<number, SportMarketView[]>> {
  const nowMs = options.nowMs ?? Date.now();
  if (eventIds.length === 0) return new Map();
  const conditions = [inArray(sportsbookMarkets.eventId, [...eventIds])];
  if (options.mainOnly)
    conditions.push(inArray(sportsbookMarkets.kind, ['match_result', 'match_winner']), eq(sportsbookMarkets.sort, 0));
  const rows = await executor
    .select({
      market: sportsbookMarkets,
      selection: sportsbookSelections,
      event: {
        status: sportsbookEvents.status,
        suspendedUntil: sportsbookEvents.suspendedUntil,
        operatorSuspended: sportsbookEvents.operatorSuspended,
      },
    })
    .from(sportsbookMarkets)
    .innerJoin(sportsbookSelections, eq(sportsbookSelections.marketId, sportsbookMarkets.id))
    .innerJoin(sportsbookEvents, eq(sportsbookEvents.id, sportsbookMarkets.eventId))
    .where(and(...conditions))
    .orderBy(asc(sportsbookMarkets.eventId), asc(sportsbookMarkets.sort), asc(sportsbookSelections.sort));
  const byEvent = new Map<number, SportMarketView[]>();
  const byMarket = new Map<number, { view: SportMarketView; selections: SportSelectionView[] }>();
  for (const { market, selection, event } of rows) {
    let entry = byMarket.get(market.id);
    const eventSuspended =
      event.operatorSuspended || (event.suspendedUntil !== null && event.suspendedUntil.getTime() > nowMs);
    const status =
      market.status === 'open' && (eventSuspended || event.status === 'ended') ? 'suspended' : market.status;
    if (!entry) {
      const selections: SportSelectionView[] = [];
      const view: SportMarketView = {
        id: market.id,
        kind: market.kind,
        line: market.lineQuarters === null ? null : market.lineQuarters / 4,
        name: market.name,
        status,
        combinable: market.combinable,
        selections,
      };
      entry = { view, selections };
      byMarket.set(market.id, entry);
      const list = byEvent.get(market.eventId) ?? [];
      list.push(view);
      byEvent.set(market.eventId, list);
    }
    entry.selections.push({
      id: selection.id,
      outcome: selection.outcome,
      name: selection.name,
      price: { numerator: selection.priceNumerator, denominator: selection.priceDenominator },
      open: status === 'open' && selection.isPriced && selection.result === null,
      result: selection.result,
    });
  }
  return byEvent;
}

/** Live and upcoming counts per sport (sports without events are left out). */
export async function sportCounts(
  executor: Executor,
): Promise<
  { id: number; name: string; code: string; cardImgUrl: string | null; liveCount: number; upcomingCount: number }[]
> {
  const rows = await executor
    .select({
      id: sports.id,
      name: sports.name,
      code: sports.code,
      cardImgUrl: sports.cardImgUrl,
      // In play: matches (an outright is 'live' all day long while its bracket is played).
      liveCount: sql<number>`count(*) filter (where ${sportsbookEvents.status} = 'live' and ${sportsbookEvents.kind} = 'match')::int`,
      upcomingCount: sql<number>`count(*) filter (where ${sportsbookEvents.status} = 'upcoming')::int`,
    })
    .from(sportsbookEvents)
    .innerJoin(sports, eq(sports.id, sportsbookEvents.sportId))
    .where(
      and(
        inArray(sportsbookEvents.status, ['live', 'upcoming']),
        gt(sportsbookEvents.startsAt, sql`now() - interval '1 day'`),
      ),
    )
    .groupBy(sports.id, sports.name, sports.code, sports.cardImgUrl)
    .orderBy(asc(sports.id));
  return rows;
}

/** Categories and championships of a sport (SPEC.md "Sport info"), in the feed's order. */
export async function sportInfo(executor: Executor, sportId: number) {
  const rows = await executor
    .select()
    .from(sportsbookChampionships)
    .where(eq(sportsbookChampionships.sportId, sportId))
    .orderBy(asc(sportsbookChampionships.sort));
  const categories = new Map<
    number,
    { CategoryId: number; Name: string; Championships: { ChampionshipId: number; Name: string }[] }
  >();
  for (const row of rows) {
    const category = categories.get(row.categoryId) ?? {
      CategoryId: row.categoryId,
      Name: row.categoryName,
      Championships: [],
    };
    category.Championships.push({ ChampionshipId: row.id, Name: row.name });
    categories.set(row.categoryId, category);
  }
  return { Categories: [...categories.values()] };
}
