import type { SportEventSummaryView } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import {
  applySet,
  cleanRoute,
  completeRoute,
  eventListQuery,
  eventRoute,
  initialRoute,
  matchesRoute,
  routesEqual,
  sportRoute,
} from './route';

const summary = {
  id: 42,
  slug: 'north-city-vs-harbour',
  sportId: 66,
  sportCode: 'soccer',
  sportName: 'Soccer',
  categoryId: 7,
  categoryName: 'England',
  categorySlug: 'england',
  championshipId: 900,
  championshipName: 'Premier',
  championshipSlug: 'premier',
  home: 'North City',
  away: 'Harbour',
  startsAt: '2030-01-01T15:00:00Z',
  status: 'upcoming',
  score: null,
  clock: null,
  mainMarket: null,
  marketsCount: 12,
  suspendedUntil: null,
  suspendedByOperator: false,
  kind: 'match',
  round: null,
  outrightEventId: null,
} satisfies SportEventSummaryView;

describe('initial route from the addSportsBook props', () => {
  it('infers the page from the ids given', () => {
    expect(initialRoute({})).toEqual({ page: 'overview' });
    expect(initialRoute({ eventId: 42 })).toEqual({ page: 'event', eventId: 42 });
    expect(initialRoute({ sportId: 66, categoryIds: [7], championshipIds: [901, 900, 900] })).toEqual({
      page: 'sport',
      sportId: 66,
      categoryId: 7,
      championshipIds: [900, 901],
    });
    expect(initialRoute({ page: 'bets' })).toEqual({ page: 'bets' });
  });

  it('falls back to the overview when the page lacks its id or is unknown', () => {
    expect(initialRoute({ page: 'event' })).toEqual({ page: 'overview' });
    expect(initialRoute({ page: 'sport' })).toEqual({ page: 'overview' });
    expect(cleanRoute({ page: 'casino' as never })).toEqual({ page: 'overview' });
  });
});

describe('set() navigation', () => {
  it('keeps the route when set() carries no navigation', () => {
    const route = eventRoute(summary);
    expect(applySet(route, { token: 'abc', themeName: 'light' })).toBe(route);
  });

  it('keeps the known slugs when the site echoes the same place', () => {
    const route = eventRoute(summary);
    expect(applySet(route, { page: 'event', eventId: 42 })).toBe(route);
    const sport = sportRoute({ id: 66, code: 'soccer' });
    expect(applySet(sport, { page: 'sport', sportId: 66 })).toBe(sport);
  });

  it('moves to a new place', () => {
    expect(applySet(eventRoute(summary), { eventId: 43 })).toEqual({ page: 'event', eventId: 43 });
    expect(applySet({ page: 'overview' }, { page: 'live' })).toEqual({ page: 'live' });
    expect(applySet(sportRoute({ id: 66, code: 'soccer' }), { sportId: 66, championshipIds: [900] })).toEqual({
      page: 'sport',
      sportId: 66,
      championshipIds: [900],
    });
  });
});

describe('routes the site turns into URLs', () => {
  it('gives an event route every slug of /sport/{sport}/{category}/{championship}/{id}-{slug}', () => {
    expect(eventRoute(summary)).toEqual({
      page: 'event',
      eventId: 42,
      eventSlug: 'north-city-vs-harbour',
      sportId: 66,
      sportCode: 'soccer',
      categoryId: 7,
      categorySlug: 'england',
      championshipIds: [900],
      championshipSlug: 'premier',
    });
  });

  it('completes a route navigated to by id once the data is known', () => {
    expect(completeRoute({ page: 'event', eventId: 42 }, { event: summary })).toEqual(eventRoute(summary));
    expect(completeRoute({ page: 'event', eventId: 41 }, { event: summary })).toEqual({ page: 'event', eventId: 41 });
    expect(completeRoute({ page: 'sport', sportId: 66 }, { sportCode: 'soccer' })).toEqual({
      page: 'sport',
      sportId: 66,
      sportCode: 'soccer',
    });
  });

  it('compares routes by content, whatever the key order or duplicates', () => {
    expect(
      routesEqual(
        { sportId: 66, page: 'sport', championshipIds: [2, 1] },
        { page: 'sport', sportId: 66, championshipIds: [1, 2, 2] },
      ),
    ).toBe(true);
    expect(routesEqual({ page: 'sport', sportId: 66 }, { page: 'sport', sportId: 67 })).toBe(false);
  });
});

describe('event lists of a route', () => {
  it('asks the API for the route category and championships, and filters pushes the same way', () => {
    expect(eventListQuery({ page: 'sport', sportId: 66, championshipIds: [900] }, 'live')).toBe(
      'sportId=66&status=live&championshipIds=900',
    );
    expect(eventListQuery({ page: 'sport', sportId: 66, categoryId: 7, championshipIds: [900, 901] }, 'upcoming')).toBe(
      'sportId=66&status=upcoming&categoryIds=7&championshipIds=900,901',
    );
    expect(eventListQuery({ page: 'overview' }, 'live')).toBe('status=live');
    expect(matchesRoute({ page: 'sport', sportId: 66, championshipIds: [901] }, summary)).toBe(false);
    expect(matchesRoute({ page: 'sport', sportId: 66, categoryId: 7 }, summary)).toBe(true);
  });
});
