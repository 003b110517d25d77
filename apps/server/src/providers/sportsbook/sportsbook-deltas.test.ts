import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applySportEventDelta,
  sportEventChannel,
  type SportEventDeltaPush,
  type SportEventPush,
  type SportEventView,
} from '@casino/shared';
import { queryRows } from '../../db/database';
import { TEST_ADMIN_TOKEN } from '../../testing/payments';
import { eventOf, makeSportsbookDay, operator, SOCCER_PREMIER, upcomingEventIds } from '../../testing/sportsbook';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sportsbookEvents } from './sportsbook.table';

/**
 * Issue 28: a change of prices or statuses of selections is pushed on `sport:event#{id}` as a
 * delta of the changed selections with the version it applies to; a structural change as the
 * whole view. Every push carries the event's version, which grows with each change.
 */

let testApp: TestApp;
const app = () => testApp.app;
let events: number[] = [];
const takeEvent = () => events.shift()!;

beforeAll(async () => {
  testApp = await createTestApp({ environment: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
  await makeSportsbookDay(app(), [SOCCER_PREMIER]);
  events = await upcomingEventIds(app(), [SOCCER_PREMIER]);
});
afterAll(async () => testApp?.close());

/** What the event's channel was sent, in the order of the outbox (the order it is delivered in). */
async function pushesOf(eventId: number): Promise<SportEventPush[]> {
  const rows = await queryRows<{ data: SportEventPush }>(
    app().database.db,
    sql`select data from realtime_outbox where channel = ${sportEventChannel(eventId)} order by id`,
  );
  return rows.map((row) => row.data);
}

/** Pushes recorded after the ones seen already. */
async function newPushes(eventId: number, seen: number): Promise<SportEventPush[]> {
  return (await pushesOf(eventId)).slice(seen);
}

function versionOf(push: SportEventPush): number {
  return push.type === 'event.updated' ? push.event.version : push.version;
}

/** The view a client holds after these pushes, starting from `view` (a delta that does not follow is an error here). */
function follow(view: SportEventView, pushes: readonly SportEventPush[]): SportEventView {
  let current = view;
  for (const push of pushes) {
    if (push.type === 'event.updated') current = push.event;
    else {
      const next = applySportEventDelta(current, push);
      if (!next) throw new Error(`delta ${push.previousVersion} → ${push.version} does not follow ${current.version}`);
      current = next;
    }
  }
  return current;
}

function price(numerator: number, denominator = 100) {
  return { numerator, denominator };
}

describe('pushed event changes', () => {
  it('a trader’s price goes out as a delta of that selection only, with the next version; the view read says that version', async () => {
    const eventId = takeEvent();
    const before = await eventOf(app(), eventId);
    expect(before.version).toBeGreaterThan(0);
    const draw = before.markets
      .find((market) => market.kind === 'match_result')!
      .selections.find((selection) => selection.outcome === 'draw')!;
    const seen = (await pushesOf(eventId)).length;

    expect((await operator(app(), 'PUT', `/selections/${draw.id}/price`, price(777))).statusCode).toBe(204);
    const [push, ...rest] = await newPushes(eventId, seen);
    expect(rest).toEqual([]);
    const delta = push as SportEventDeltaPush;
    expect(delta).toEqual({
      type: 'event.delta',
      eventId,
      previousVersion: before.version,
      version: delta.version,
      selections: [{ id: draw.id, price: price(777), open: true, result: null }],
      markets: [],
    });
    expect(delta.version).toBeGreaterThan(before.version);
    const after = await eventOf(app(), eventId);
    expect(after.version).toBe(delta.version);
    // The view before with the delta applied is the view after: prices, headline market and all.
    expect(applySportEventDelta(before, delta)).toEqual(after);
    // Far smaller than the whole view it replaces.
    expect(JSON.stringify(delta).length * 5).toBeLessThan(JSON.stringify(after).length);
  });

  it('a market suspended goes out as a delta of its status and its selections closed; reopened likewise', async () => {
    const eventId = takeEvent();
    const before = await eventOf(app(), eventId);
    const total = before.markets.find((market) => market.name === 'Total goals 2.5')!;
    const seen = (await pushesOf(eventId)).length;
    expect((await operator(app(), 'PUT', `/markets/${total.id}/suspension`, { suspended: true })).statusCode).toBe(204);
    expect((await operator(app(), 'PUT', `/markets/${total.id}/suspension`, { suspended: false })).statusCode).toBe(
      204,
    );
    const [suspended, reopened] = (await newPushes(eventId, seen)) as SportEventDeltaPush[];
    expect(suspended).toMatchObject({
      type: 'event.delta',
      previousVersion: before.version,
      markets: [{ id: total.id, status: 'suspended' }],
    });
    expect(suspended!.selections.map((selection) => [selection.id, selection.open])).toEqual(
      total.selections.map((selection) => [selection.id, false]),
    );
    expect(reopened).toMatchObject({
      type: 'event.delta',
      previousVersion: suspended!.version,
      markets: [{ id: total.id, status: 'open' }],
    });
    expect(reopened!.selections.every((selection) => selection.open)).toBe(true);
    const middle = follow(before, [suspended!]);
    expect(middle.markets.find((market) => market.id === total.id)!.status).toBe('suspended');
    expect(follow(middle, [reopened!])).toEqual(await eventOf(app(), eventId));
  });

  it('a structural change (the event suspended, the match finished) goes out as the whole view, with a later version', async () => {
    const eventId = takeEvent();
    const before = await eventOf(app(), eventId);
    const seen = (await pushesOf(eventId)).length;
    expect((await operator(app(), 'PUT', `/events/${eventId}/suspension`, { suspended: true })).statusCode).toBe(204);
    expect((await operator(app(), 'POST', `/events/${eventId}/finish`, { home: 2, away: 1 })).statusCode).toBe(204);
    const [suspended, finished] = await newPushes(eventId, seen);
    expect(suspended).toMatchObject({ type: 'event.updated', event: { id: eventId, suspendedByOperator: true } });
    expect(finished).toMatchObject({
      type: 'event.updated',
      event: { id: eventId, status: 'ended', score: { home: 2, away: 1 } },
    });
    expect(versionOf(suspended!)).toBeGreaterThan(before.version);
    expect(versionOf(finished!)).toBeGreaterThan(versionOf(suspended!));
    expect((finished as { event: SportEventView }).event).toEqual(await eventOf(app(), eventId));
  });

  it('a client that missed a push sees it: the next delta does not follow the version it holds', async () => {
    const eventId = takeEvent();
    const before = await eventOf(app(), eventId);
    const [home, away] = before.markets
      .find((market) => market.kind === 'match_result')!
      .selections.filter((selection) => selection.outcome !== 'draw');
    const seen = (await pushesOf(eventId)).length;
    await app().sportsbook.trading.setPrice(home!.id, price(301));
    await app().sportsbook.trading.setPrice(away!.id, price(302));
    const [first, second] = (await newPushes(eventId, seen)) as SportEventDeltaPush[];
    expect(second!.previousVersion).toBe(first!.version);
    // Missing the first, the second cannot be applied: the client reads the view again.
    expect(applySportEventDelta(before, second!)).toBeUndefined();
    const reread = await eventOf(app(), eventId);
    expect(reread.version).toBe(second!.version);
    expect(follow(before, [first!, second!])).toEqual(reread);
  });

  it('changes at once on one event get versions in the order they commit: each delta follows the one before', async () => {
    const eventId = takeEvent();
    const before = await eventOf(app(), eventId);
    const selections = before.markets.flatMap((market) => market.selections).slice(0, 6);
    const seen = (await pushesOf(eventId)).length;
    await Promise.all(
      selections.map((selection, index) => app().sportsbook.trading.setPrice(selection.id, price(400 + index))),
    );
    const pushes = (await newPushes(eventId, seen)) as SportEventDeltaPush[];
    expect(pushes).toHaveLength(selections.length);
    expect(pushes.map((push) => push.type)).toEqual(selections.map(() => 'event.delta'));
    for (const [index, push] of pushes.entries()) {
      expect(push.previousVersion).toBe(index === 0 ? before.version : pushes[index - 1]!.version);
      expect(push.version).toBeGreaterThan(push.previousVersion);
      expect(push.selections).toHaveLength(1);
    }
    expect(follow(before, pushes)).toEqual(await eventOf(app(), eventId));
  });

  it('a step of a match in play goes out as a delta of the prices it moved, the score, clock and new incidents; a kick-off and the end as whole views', async () => {
    const eventId = takeEvent();
    const [row] = await app().database.db.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId));
    const seen = (await pushesOf(eventId)).length;
    const feed = app().sportsbook.feed;
    await feed.startMatch(eventId, new Date(row!.startsAt.getTime() + 20 * 60_000));
    // Steps dated an hour ago: a goal's pause is long over, so no step changes whether the event is open.
    const longAgo = new Date(Date.now() - 60 * 60_000);
    for (let step = 20; step < 40; step += 1) await feed.tick(eventId, step, longAgo);
    const [kickOff, ...steps] = await newPushes(eventId, seen);
    expect(kickOff).toMatchObject({ type: 'event.updated', event: { status: 'live' } });
    expect(steps).toHaveLength(20);
    expect(steps.every((push) => push.type === 'event.delta')).toBe(true);
    const deltas = steps as SportEventDeltaPush[];
    expect(deltas[0]).toMatchObject({ live: { clock: { minute: 21 } } });
    // The selections whose price moved (most do in a minute of play), without their names and markets: well under the whole view.
    expect(deltas.some((delta) => delta.selections.length > 0)).toBe(true);
    const followed = follow((kickOff as { event: SportEventView }).event, deltas);
    const read = await eventOf(app(), eventId);
    expect(followed).toEqual(read);
    const fullBytes = JSON.stringify(read).length;
    expect(Math.max(...deltas.map((delta) => JSON.stringify(delta).length))).toBeLessThan(fullBytes / 2);
    expect(read.clock).toMatchObject({ minute: 40 });

    for (let step = 40; step < 90; step += 1) await feed.tick(eventId, step, longAgo);
    const last = (await pushesOf(eventId)).at(-1)!;
    expect(last).toMatchObject({ type: 'event.updated', event: { status: 'ended' } });
  });
});
