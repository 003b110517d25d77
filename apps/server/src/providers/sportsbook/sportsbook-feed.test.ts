import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SportEventSummaryView, SportInfoView, SportListItemView } from '@casino/shared';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { eventOf, makeSportsbookDay, upcomingEventIds } from '../../testing/sportsbook';
import { fixturesOfDay } from './feed/fixture-generator';
import { sportsbookEvents } from './sportsbook.table';

let testApp: TestApp;
const app = () => testApp.app;
beforeAll(async () => {
  testApp = await createTestApp();
  await makeSportsbookDay(app());
});
afterAll(async () => testApp?.close());

describe('the feed', () => {
  it('makes the same fixtures for a day on every node, and making them again adds nothing', async () => {
    expect(fixturesOfDay('2026-11-25')).toEqual(fixturesOfDay('2026-11-25'));
    const before = (await app().database.db.select({ id: sportsbookEvents.id }).from(sportsbookEvents)).length;
    expect(before).toBeGreaterThan(10);
    expect(await app().sportsbook.feed.makeFixtures(new Date(), [3001, 3101])).toBe(0);
    expect((await app().database.db.select({ id: sportsbookEvents.id }).from(sportsbookEvents)).length).toBe(before);
  });

  it('prices every market with its published margin: the prices of a market imply more than 100%', async () => {
    const [eventId] = await upcomingEventIds(app());
    const event = await eventOf(app(), eventId!);
    expect(event.markets.map((market) => market.name)).toEqual(
      expect.arrayContaining(['Match result', 'Total goals 2.5', 'Handicap -1.5', 'Both teams to score']),
    );
    // Before kick-off every price is offered, so every market is checked.
    for (const market of event.markets) {
      expect(
        market.selections.every((selection) => selection.open),
        market.name,
      ).toBe(true);
      const implied = market.selections.reduce(
        (sum, selection) => sum + selection.price.denominator / selection.price.numerator,
        0,
      );
      expect(implied, market.name).toBeGreaterThan(1);
    }
  });

  it('plays a match step by step: a kick-off long past is played forward, and a step replayed changes nothing', async () => {
    const [eventId] = await upcomingEventIds(app());
    const [row] = await app().database.db.select().from(sportsbookEvents).where(eq(sportsbookEvents.id, eventId!));
    const feed = app().sportsbook.feed;
    await feed.startMatch(eventId!, new Date(row!.startsAt.getTime() + 30 * 60_000));
    const live = await eventOf(app(), eventId!);
    expect(live.status).toBe('live');
    expect(live.clock).toMatchObject({ period: '1H', minute: 30 });
    await feed.tick(eventId!, 30);
    const afterStep = await eventOf(app(), eventId!);
    expect(afterStep.clock?.minute).toBe(31);
    await feed.tick(eventId!, 30);
    expect((await eventOf(app(), eventId!)).clock?.minute).toBe(31);
    for (let step = 31; step < 90; step += 1) await feed.tick(eventId!, step);
    const ended = await eventOf(app(), eventId!);
    expect(ended.status).toBe('ended');
    expect(ended.markets.every((market) => market.status === 'settled')).toBe(true);
    const result = ended.markets.find((market) => market.name === 'Match result')!;
    const { home, away } = ended.score!;
    const winner = home > away ? 'home' : home < away ? 'away' : 'draw';
    expect(result.selections.map((selection) => [selection.outcome, selection.result])).toEqual(
      ['home', 'draw', 'away'].map((outcome) => [outcome, outcome === winner ? 'win' : 'lose']),
    );
  });
});

describe('the catalogue', () => {
  it('lists sports with their counts, a sport’s championships, events and search', async () => {
    const sports = (await app().inject({ method: 'GET', url: '/provider/sportsbook/api/sports' })).json<{
      data: SportListItemView[];
    }>().data;
    expect(sports.find((sport) => sport.code === 'soccer')).toMatchObject({ id: 66, name: 'Soccer' });
    expect(sports.find((sport) => sport.id === 66)!.upcomingCount).toBeGreaterThan(0);

    const info = (await app().inject({ method: 'GET', url: '/api/game/sport/info/66' })).json<SportInfoView>();
    expect(info.Categories).toContainEqual({
      CategoryId: 501,
      Name: 'England',
      Championships: [{ ChampionshipId: 3001, Name: 'Premier Division' }],
    });
    expect((await app().inject({ method: 'GET', url: '/api/game/sport/info/99999' })).json<SportInfoView>()).toEqual({
      Categories: [],
    });

    const events = (
      await app().inject({
        method: 'GET',
        url: '/provider/sportsbook/api/events?sportId=66&status=upcoming&championshipIds=3001',
      })
    ).json<{ data: SportEventSummaryView[] }>().data;
    expect(events.length).toBeGreaterThan(0);
    expect(
      events.every(
        (event) =>
          event.championshipId === 3001 && event.status === 'upcoming' && event.mainMarket?.selections.length === 3,
      ),
    ).toBe(true);

    const [first] = events;
    const found = (
      await app().inject({
        method: 'GET',
        url: `/api/game/sport/search?q=${encodeURIComponent(first!.home.slice(0, 6))}`,
      })
    ).json<{ data: SportEventSummaryView[] }>().data;
    expect(found.some((event) => event.home === first!.home || event.away === first!.home)).toBe(true);
  });

  it('refuses bad input with 4xx and an unknown event with 404', async () => {
    for (const url of [
      '/provider/sportsbook/api/events/0',
      '/provider/sportsbook/api/events/abc',
      '/provider/sportsbook/api/events?sportId=-1',
      '/provider/sportsbook/api/events?championshipIds=1,,2',
      '/provider/sportsbook/api/events?limit=100000',
      '/provider/sportsbook/api/search?q=a',
      '/api/game/sport/search?q=' + 'x'.repeat(65),
    ]) {
      expect((await app().inject({ method: 'GET', url })).statusCode, url).toBe(400);
    }
    expect((await app().inject({ method: 'GET', url: '/provider/sportsbook/api/events/999999' })).statusCode).toBe(404);
    // A search for SQL pattern characters finds nothing rather than everything.
    expect(
      (await app().inject({ method: 'GET', url: '/api/game/sport/search?q=%25%25' })).json<{ data: unknown[] }>().data,
    ).toEqual([]);
  });
});
