import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PlaceSportBetRequest, SportBetView, SportEventView, SportSelectionView } from '@casino/shared';
import { sportsbookEvents } from '../providers/sportsbook/sportsbook.table';
import { runJobsUntilDone } from './jobs';
import { bearer, type RegisteredPlayer } from './players';
import { TEST_ADMIN_TOKEN } from './payments';

export const SOCCER_PREMIER = 3001;
/** The soccer championships of the feed: enough upcoming matches for a test file's bets. */
export const SOCCER_CHAMPIONSHIPS = [3001, 3002, 3003, 3004] as const;
export const BASKETBALL_PRO = 3101;
/** The knockout championship: a daily eight-player bracket with an outright (feed/knockout-day.ts). */
export const TENNIS_TOUR_FINALS = 3201;

/** Championships and the fixtures of a few championships, around the real clock. */
export async function makeSportsbookDay(
  app: FastifyInstance,
  championshipIds: readonly number[] = [...SOCCER_CHAMPIONSHIPS, BASKETBALL_PRO],
): Promise<void> {
  await app.sportsbook.feed.saveChampionships();
  await app.sportsbook.feed.makeFixtures(new Date(), championshipIds);
}

/** Upcoming events of some championships (the soccer ones by default), soonest first. */
export async function upcomingEventIds(
  app: FastifyInstance,
  championshipIds: readonly number[] = SOCCER_CHAMPIONSHIPS,
): Promise<number[]> {
  const rows = await app.database.db
    .select({ id: sportsbookEvents.id })
    .from(sportsbookEvents)
    .where(and(inArray(sportsbookEvents.championshipId, [...championshipIds]), eq(sportsbookEvents.status, 'upcoming')))
    .orderBy(asc(sportsbookEvents.startsAt), asc(sportsbookEvents.id));
  return rows.map((row) => row.id);
}

export async function eventOf(app: FastifyInstance, eventId: number): Promise<SportEventView> {
  const response = await app.inject({ method: 'GET', url: `/provider/sportsbook/api/events/${eventId}` });
  if (response.statusCode !== 200) throw new Error(`event ${eventId}: ${response.statusCode} ${response.body}`);
  return response.json<SportEventView>();
}

/** A selection of an event's market by market key (`match_result`, `total:2.5`) and outcome. */
export function selectionOf(event: SportEventView, marketName: string, outcome: string): SportSelectionView {
  const market = event.markets.find((candidate) => candidate.name === marketName);
  const selection = market?.selections.find((candidate) => candidate.outcome === outcome);
  if (!selection) throw new Error(`no ${marketName} / ${outcome} in event ${event.id}`);
  return selection;
}

/** The widget token of the platform's start-game call for the sportsbook. */
export async function widgetTokenOf(app: FastifyInstance, player: RegisteredPlayer): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/game/games/sportsbook/play',
    headers: bearer(player.accessToken),
    payload: { platform: 2, locale: 'en' },
  });
  if (response.statusCode !== 200) throw new Error(`sportsbook start: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}

export function betRequest(
  legs: readonly SportSelectionView[],
  overrides: Partial<PlaceSportBetRequest> = {},
): PlaceSportBetRequest {
  return {
    requestId: randomUUID(),
    kind: legs.length === 1 ? 'single' : 'accumulator',
    unitStake: 1_000,
    legs: legs.map((selection) => ({ selectionId: selection.id, price: selection.price })),
    oddsChange: 'none',
    ...overrides,
  };
}

export function placeBet(app: FastifyInstance, token: string, request: PlaceSportBetRequest) {
  return app.inject({
    method: 'POST',
    url: '/provider/sportsbook/api/bets',
    headers: bearer(token),
    payload: request as unknown as Record<string, unknown>,
  });
}

export async function placedBet(
  app: FastifyInstance,
  token: string,
  request: PlaceSportBetRequest,
): Promise<SportBetView> {
  const response = await placeBet(app, token, request);
  if (response.statusCode !== 200) throw new Error(`bet refused: ${response.statusCode} ${response.body}`);
  return response.json<SportBetView>();
}

export function operator(
  app: FastifyInstance,
  method: 'POST' | 'PUT' | 'GET',
  url: string,
  payload?: Record<string, unknown>,
) {
  return app.inject({
    method,
    url: `/api/admin/sportsbook${url}`,
    headers: bearer(TEST_ADMIN_TOKEN),
    ...(payload ? { payload } : {}),
  });
}

/** Ends a match with a score through the operator API, then settles its bets (the settlement job). */
export async function finishAndSettle(
  app: FastifyInstance,
  eventId: number,
  score: { home: number; away: number },
): Promise<void> {
  const response = await operator(app, 'POST', `/events/${eventId}/finish`, score);
  if (response.statusCode !== 204) throw new Error(`finish ${eventId}: ${response.statusCode} ${response.body}`);
  await settleResulted(app);
}

/** Runs the settlement jobs waiting. */
export async function settleResulted(app: FastifyInstance): Promise<void> {
  await runJobsUntilDone(app, ['sportsbook.settle-markets']);
}

type EventRow = typeof sportsbookEvents.$inferSelect;

/** A knockout day's events by the outright's feed key: the outright and its bracket matches made so far (round by round). */
export async function knockoutEvents(
  app: FastifyInstance,
  outrightFeedKey: string,
): Promise<{ outright: EventRow; matches: EventRow[] }> {
  const db = app.database.db;
  const [outright] = await db.select().from(sportsbookEvents).where(eq(sportsbookEvents.feedKey, outrightFeedKey));
  if (!outright) throw new Error(`no outright ${outrightFeedKey}`);
  const matches = await db
    .select()
    .from(sportsbookEvents)
    .where(eq(sportsbookEvents.outrightEventId, outright.id))
    .orderBy(asc(sportsbookEvents.round), asc(sportsbookEvents.bracketSlot));
  return { outright, matches };
}

/**
 * Fast-forwards the feed through a match to its end: an upcoming one is started as if four hours
 * after its kick-off (played forward to where it would be, over by then), a live one is ticked
 * step by step.
 */
export async function playToEnd(app: FastifyInstance, eventId: number): Promise<EventRow> {
  const db = app.database.db;
  const read = async () => (await db.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId)))[0]!;
  let event = await read();
  if (event.status === 'upcoming')
    await app.sportsbook.feed.startMatch(eventId, new Date(event.startsAt.getTime() + 4 * 60 * 60_000));
  for (event = await read(); event.status === 'live'; event = await read())
    await app.sportsbook.feed.tick(eventId, event.step);
  return event;
}
