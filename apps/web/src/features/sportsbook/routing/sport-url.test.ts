import type { SportInfoView } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import {
  eventLocation,
  navigationPlaceKey,
  parseSportUrl,
  placeKey,
  requestToNavigation,
  routeToLocation,
  slugOf,
  sportIdOfSlug,
  sportLocationToUrl,
  type SportLocation,
} from './sport-url';

const INFO: SportInfoView = {
  Categories: [
    {
      CategoryId: 10,
      Name: 'England',
      Championships: [
        { ChampionshipId: 100, Name: 'Premier League' },
        { ChampionshipId: 101, Name: 'FA Cup' },
      ],
    },
    { CategoryId: 11, Name: 'Côte d’Ivoire', Championships: [{ ChampionshipId: 110, Name: 'Ligue 1' }] },
  ],
};
const SPORTS = [
  { id: 66, code: 'soccer' },
  { id: 70, code: 'ice-hockey' },
];
const english = { isEnglish: true };
const german = { isEnglish: false };

describe('slugOf', () => {
  it.each([
    ['Premier League', 'premier-league'],
    ['Côte d’Ivoire', 'cote-d-ivoire'],
    ['  E-Sports + ', 'e-sports'],
    ['Zürich 2026', 'zurich-2026'],
    ['North City FC vs Harbour United', 'north-city-fc-vs-harbour-united'],
  ])('%s -> %s (the server rule)', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
  });
});

describe('sportLocationToUrl', () => {
  const event: SportLocation = eventLocation({
    id: 123,
    slug: 'arsenal-vs-chelsea',
    sportId: 66,
    sportCode: 'soccer',
    categoryId: 10,
    categorySlug: 'england',
    championshipId: 100,
    championshipSlug: 'premier-league',
  });

  it('the overview is /sport, its page left out', () => {
    expect(sportLocationToUrl({ page: 'overview' }, english)).toBe('/sport');
  });

  it('other pages of the widget go into ?page=', () => {
    expect(sportLocationToUrl({ page: 'live' }, english)).toBe('/sport?page=live');
    expect(sportLocationToUrl({ page: 'bets' }, german)).toBe('/sport?page=bets');
  });

  it('an event has the full path and no query', () => {
    expect(sportLocationToUrl(event, english)).toBe('/sport/soccer/england/premier-league/123-arsenal-vs-chelsea');
    expect(sportLocationToUrl(event, german)).toBe('/sport/soccer/england/premier-league/123-arsenal-vs-chelsea');
  });

  it('an event whose slugs are not known yet is /sport/event/{id}', () => {
    expect(sportLocationToUrl({ page: 'event', eventId: 123 }, english)).toBe('/sport/event/123');
  });

  it('a sport, a category and one championship are path segments in English', () => {
    expect(sportLocationToUrl({ page: 'sport', sportId: 66, sportSlug: 'soccer' }, english)).toBe('/sport/soccer');
    expect(
      sportLocationToUrl(
        { page: 'sport', sportId: 66, sportSlug: 'soccer', categoryId: 10, categorySlug: 'england' },
        english,
      ),
    ).toBe('/sport/soccer/england');
    expect(
      sportLocationToUrl(
        {
          page: 'sport',
          sportId: 66,
          sportSlug: 'soccer',
          categoryId: 10,
          categorySlug: 'england',
          championshipIds: [100],
          championshipSlug: 'premier-league',
        },
        english,
      ),
    ).toBe('/sport/soccer/england/premier-league');
  });

  it('championship ids are added when there are several', () => {
    expect(
      sportLocationToUrl(
        {
          page: 'sport',
          sportId: 66,
          sportSlug: 'soccer',
          categoryId: 10,
          categorySlug: 'england',
          championshipIds: [101, 100],
        },
        english,
      ),
    ).toBe('/sport/soccer/england?championshipIds=100,101');
  });

  it('outside English the ids are added too, even for one championship', () => {
    expect(
      sportLocationToUrl(
        {
          page: 'sport',
          sportId: 66,
          sportSlug: 'soccer',
          categoryId: 10,
          categorySlug: 'england',
          championshipIds: [100],
          championshipSlug: 'premier-league',
        },
        german,
      ),
    ).toBe('/sport/soccer/england/premier-league?categoryIds=10&championshipIds=100');
  });

  it('a sport page without its slug stays /sport rather than guessing', () => {
    expect(sportLocationToUrl({ page: 'sport', sportId: 66 }, english)).toBe('/sport');
  });
});

describe('parseSportUrl', () => {
  it('reads the overview and the query pages', () => {
    expect(parseSportUrl('/sport', '')).toEqual({ page: 'overview' });
    expect(parseSportUrl('/sport/', '?page=live')).toEqual({ page: 'live' });
    expect(parseSportUrl('/sport', '?page=nonsense')).toEqual({ page: 'overview' });
  });

  it('reads an event path: the id decides, the slugs are kept', () => {
    expect(parseSportUrl('/sport/soccer/england/premier-league/123-arsenal-vs-chelsea', '')).toEqual({
      page: 'event',
      eventId: 123,
      sportSlug: 'soccer',
      categorySlug: 'england',
      championshipSlug: 'premier-league',
    });
  });

  it('reads /sport/event/{id} and ?eventId=', () => {
    expect(parseSportUrl('/sport/event/77', '')).toEqual({ page: 'event', eventId: 77 });
    expect(parseSportUrl('/sport', '?eventId=78')).toEqual({ page: 'event', eventId: 78 });
  });

  it('reads a sport, category and championship with ids from the query', () => {
    expect(parseSportUrl('/sport/soccer/england', '?championshipIds=101,100,x,100')).toEqual({
      page: 'sport',
      sportSlug: 'soccer',
      categorySlug: 'england',
      championshipIds: [100, 101],
    });
    expect(parseSportUrl('/sport/soccer/england/premier-league', '?categoryIds=10&championshipIds=100')).toEqual({
      page: 'sport',
      sportSlug: 'soccer',
      categorySlug: 'england',
      championshipSlug: 'premier-league',
      categoryIds: [10],
      championshipIds: [100],
    });
  });

  it('bad ids fall back to the overview', () => {
    expect(parseSportUrl('/sport/event/abc', '')).toEqual({ page: 'overview' });
    expect(parseSportUrl('/sport/soccer/england/premier-league/arsenal', '')).toEqual({ page: 'overview' });
    expect(parseSportUrl('/sport/event/99999999999999999999', '')).toEqual({ page: 'overview' });
  });

  it('modal keys and other query parameters are ignored', () => {
    expect(parseSportUrl('/sport/soccer', '?sign-in=true')).toEqual({ page: 'sport', sportSlug: 'soccer' });
  });
});

describe('requestToNavigation', () => {
  it('resolves slugs to ids through the sports list and the sport info', () => {
    const request = parseSportUrl('/sport/soccer/england/premier-league', '');
    expect(requestToNavigation(request, sportIdOfSlug(SPORTS, request.sportSlug), INFO)).toEqual({
      page: 'sport',
      sportId: 66,
      categoryIds: [10],
      championshipIds: [100],
    });
  });

  it('ids in the query win over the slugs', () => {
    const request = parseSportUrl('/sport/soccer/england', '?championshipIds=100,101');
    expect(requestToNavigation(request, 66, INFO)).toEqual({
      page: 'sport',
      sportId: 66,
      categoryIds: [10],
      championshipIds: [100, 101],
    });
  });

  it('an unknown sport shows the overview; an unknown category shows the sport', () => {
    expect(
      requestToNavigation(parseSportUrl('/sport/football', ''), sportIdOfSlug(SPORTS, 'football'), undefined),
    ).toEqual({ page: 'overview' });
    expect(requestToNavigation(parseSportUrl('/sport/soccer/narnia', ''), 66, INFO)).toEqual({
      page: 'sport',
      sportId: 66,
    });
  });

  it('an event needs only its id', () => {
    expect(requestToNavigation(parseSportUrl('/sport/x/y/z/5-a', ''), undefined, undefined)).toEqual({
      page: 'event',
      eventId: 5,
    });
  });
});

describe('routeToLocation and back', () => {
  it('a category and one championship chosen in the widget get their slugs from the sport info', () => {
    const location = routeToLocation(
      { page: 'sport', sportId: 66, sportCode: 'soccer', categoryId: 10, championshipIds: [100] },
      INFO,
    );
    expect(sportLocationToUrl(location, english)).toBe('/sport/soccer/england/premier-league');
  });

  it('a championship chosen without a category finds its category', () => {
    const location = routeToLocation({ page: 'sport', sportId: 66, sportCode: 'soccer', championshipIds: [110] }, INFO);
    expect(sportLocationToUrl(location, english)).toBe('/sport/soccer/cote-d-ivoire/ligue-1');
  });

  it('without the sport info the ids carry the place', () => {
    const location = routeToLocation(
      { page: 'sport', sportId: 66, sportCode: 'soccer', categoryId: 10, championshipIds: [100] },
      undefined,
    );
    expect(sportLocationToUrl(location, english)).toBe('/sport/soccer?championshipIds=100');
  });

  it('every URL the widget can reach leads back to the same place', () => {
    const routes = [
      { page: 'sport', sportId: 66, sportCode: 'soccer' },
      { page: 'sport', sportId: 66, sportCode: 'soccer', categoryId: 10 },
      { page: 'sport', sportId: 66, sportCode: 'soccer', categoryId: 10, championshipIds: [100] },
      { page: 'sport', sportId: 66, sportCode: 'soccer', categoryId: 10, championshipIds: [100, 101] },
      {
        page: 'event',
        eventId: 9,
        eventSlug: 'a-vs-b',
        sportId: 66,
        sportCode: 'soccer',
        categorySlug: 'england',
        championshipSlug: 'fa-cup',
        championshipIds: [101],
      },
      { page: 'live' },
      { page: 'overview' },
    ] as const;
    for (const options of [english, german]) {
      for (const route of routes) {
        const url = new URL(sportLocationToUrl(routeToLocation(route, INFO), options), 'http://site.test');
        const request = parseSportUrl(url.pathname, url.search);
        const navigation = requestToNavigation(request, sportIdOfSlug(SPORTS, request.sportSlug), INFO);
        expect(navigationPlaceKey(navigation), url.href).toBe(placeKey(route));
      }
    }
  });
});

describe('placeKey', () => {
  it('ignores slugs and the order of championships', () => {
    expect(placeKey({ page: 'sport', sportId: 66, championshipIds: [2, 1] })).toBe(
      placeKey({ page: 'sport', sportId: 66, championshipIds: [1, 2] }),
    );
  });

  it('an event is its id, whatever else the route says', () => {
    expect(placeKey({ page: 'event', eventId: 5, sportId: 66 })).toBe(placeKey({ page: 'event', eventId: 5 }));
    expect(placeKey({ page: 'event', eventId: 5 })).not.toBe(placeKey({ page: 'event', eventId: 6 }));
  });
});
