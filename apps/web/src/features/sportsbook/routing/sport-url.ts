import type { SportEventSummaryView, SportInfoView, SportListItemView } from '@casino/shared';
import type { WidgetPage, WidgetRoute, WidgetSetOptions } from '@casino/sportsbook-widget/types';
import { pathTo } from '@/config/paths';

/**
 * The sport section's address bar and the widget's memory router, both ways (SPEC.md section 2):
 *   /sport/{sport-slug}/{category-slug}/{championship-slug}/{eventId}-{event-slug}
 * with the optional query page (overview when absent), eventId, categoryIds and championshipIds
 * (comma-separated), and /sport/event/{eventId} for a live-now odds click. Pure functions: the
 * page (sportsbook-page.tsx) fetches the sports list and sport info they read.
 */

/** Paths here are without the locale prefix (`/sport/...`); the page adds and removes it. */
export const SPORT_ROOT_PATH = pathTo('/sport/*', { rest: '' });
const EVENT_BY_ID_SEGMENT = 'event';
const PAGES_IN_QUERY: readonly WidgetPage[] = ['live', 'search', 'bets'];

/** The server's slug of a name (apps/server championships.data.ts): the same rule, so slugs match. */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** A place of the sportsbook with everything its URL needs: ids and, where known, slugs. */
export interface SportLocation {
  readonly page: WidgetPage;
  readonly sportId?: number;
  readonly sportSlug?: string;
  readonly categoryId?: number;
  readonly categorySlug?: string;
  readonly championshipIds?: readonly number[];
  readonly championshipSlug?: string;
  readonly eventId?: number;
  readonly eventSlug?: string;
}

/** What a /sport URL asks for before any look-up: slugs from the path, ids from the path or query. */
export interface SportUrlRequest {
  readonly page: WidgetPage;
  readonly sportSlug?: string;
  readonly categorySlug?: string;
  readonly championshipSlug?: string;
  readonly eventId?: number;
  readonly categoryIds?: readonly number[];
  readonly championshipIds?: readonly number[];
}

const positiveId = (text: string | undefined | null): number | undefined => {
  if (!text || !/^\d{1,15}$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

function idList(text: string | null): readonly number[] | undefined {
  if (!text) return undefined;
  const ids = [...new Set(text.split(',').map((part) => positiveId(part.trim())))].filter(
    (id): id is number => id !== undefined,
  );
  return ids.length > 0 ? ids.sort((left, right) => left - right) : undefined;
}

const isPage = (value: string | null): value is WidgetPage =>
  value === 'overview' ||
  value === 'sport' ||
  value === 'event' ||
  value === 'live' ||
  value === 'search' ||
  value === 'bets';

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** Reads `path` (unprefixed, `/sport...`) and `search`; anything unreadable falls back to the overview. */
export function parseSportUrl(path: string, search: string): SportUrlRequest {
  const query = new URLSearchParams(search);
  const segments = path
    .split('/')
    .filter((segment) => segment !== '')
    .slice(1)
    .map(decode);
  const categoryIds = idList(query.get('categoryIds'));
  const championshipIds = idList(query.get('championshipIds'));
  const ids = { ...(categoryIds && { categoryIds }), ...(championshipIds && { championshipIds }) };
  const queryEventId = positiveId(query.get('eventId'));
  const queryPage = query.get('page');

  if (segments[0] === EVENT_BY_ID_SEGMENT && segments.length === 2) {
    const eventId = positiveId(segments[1]);
    return eventId ? { page: 'event', eventId } : { page: 'overview' };
  }
  const [sportSlug, categorySlug, championshipSlug, eventSegment] = segments;
  if (eventSegment !== undefined) {
    const eventId = positiveId(/^(\d+)(?:-|$)/.exec(eventSegment)?.[1]);
    if (!eventId) return { page: 'overview' };
    return {
      page: 'event',
      eventId,
      sportSlug: sportSlug ?? '',
      categorySlug: categorySlug ?? '',
      championshipSlug: championshipSlug ?? '',
      ...ids,
    };
  }
  if (queryEventId) return { page: 'event', eventId: queryEventId, ...(sportSlug && { sportSlug }), ...ids };
  if (sportSlug) {
    return {
      page: 'sport',
      sportSlug,
      ...(categorySlug && { categorySlug }),
      ...(championshipSlug && { championshipSlug }),
      ...ids,
    };
  }
  return { page: isPage(queryPage) && PAGES_IN_QUERY.includes(queryPage) ? queryPage : 'overview' };
}

/** Whether ids go into the query: slugs come from English names, so other locales carry ids too. */
export interface SportUrlOptions {
  readonly isEnglish: boolean;
}

/**
 * The URL (unprefixed path and query) of a place. A sport page without its sport's slug, or an
 * event without its slugs, falls back to what is known (`/sport/event/{id}`), never to a wrong path.
 */
export function sportLocationToUrl(location: SportLocation, { isEnglish }: SportUrlOptions): string {
  const query = new URLSearchParams();
  let path = SPORT_ROOT_PATH;
  const championshipIds = location.championshipIds ?? [];
  if (location.page === 'event' && location.eventId) {
    const { sportSlug, categorySlug, championshipSlug, eventSlug } = location;
    path =
      sportSlug && categorySlug && championshipSlug && eventSlug
        ? `${SPORT_ROOT_PATH}/${sportSlug}/${categorySlug}/${championshipSlug}/${location.eventId}-${eventSlug}`
        : `${SPORT_ROOT_PATH}/${EVENT_BY_ID_SEGMENT}/${location.eventId}`;
  } else if (location.page === 'sport' && location.sportSlug) {
    path = `${SPORT_ROOT_PATH}/${location.sportSlug}`;
    if (location.categorySlug) {
      path += `/${location.categorySlug}`;
      if (championshipIds.length === 1 && location.championshipSlug) path += `/${location.championshipSlug}`;
      if (!isEnglish && location.categoryId) query.set('categoryIds', String(location.categoryId));
    }
    // One championship is in the path; several have no slug of their own.
    if (
      championshipIds.length > 1 ||
      (championshipIds.length === 1 && (!isEnglish || !location.championshipSlug || !location.categorySlug))
    ) {
      query.set('championshipIds', [...championshipIds].sort((left, right) => left - right).join(','));
    }
  } else if (PAGES_IN_QUERY.includes(location.page)) {
    query.set('page', location.page);
  }
  const search = query.toString().replace(/%2C/g, ',');
  return search ? `${path}?${search}` : path;
}

/** The place of an event card: its full URL needs nothing but the event. */
export function eventLocation(
  event: Pick<
    SportEventSummaryView,
    'id' | 'slug' | 'sportId' | 'sportCode' | 'categoryId' | 'categorySlug' | 'championshipId' | 'championshipSlug'
  >,
): SportLocation {
  return {
    page: 'event',
    eventId: event.id,
    eventSlug: event.slug,
    sportId: event.sportId,
    sportSlug: event.sportCode,
    categoryId: event.categoryId,
    categorySlug: event.categorySlug,
    championshipIds: [event.championshipId],
    championshipSlug: event.championshipSlug,
  };
}

type SportInfoCategory = SportInfoView['Categories'][number];

function categoryOfChampionship(
  info: SportInfoView | undefined,
  championshipId: number | undefined,
): SportInfoCategory | undefined {
  if (championshipId === undefined) return undefined;
  return info?.Categories.find((category) =>
    category.Championships.some((championship) => championship.ChampionshipId === championshipId),
  );
}

/**
 * The widget's route as a place with slugs: the widget knows an event's slugs and its sport's
 * code, but not a chosen category's or championship's, which come from the sport's info by name.
 */
export function routeToLocation(route: WidgetRoute, info: SportInfoView | undefined): SportLocation {
  const championshipIds = route.championshipIds ?? [];
  const base: SportLocation = {
    page: route.page,
    ...(route.sportId !== undefined && { sportId: route.sportId }),
    ...(route.sportCode !== undefined && { sportSlug: route.sportCode }),
    ...(route.eventId !== undefined && { eventId: route.eventId }),
    ...(route.eventSlug !== undefined && { eventSlug: route.eventSlug }),
    ...(championshipIds.length > 0 && { championshipIds }),
  };
  if (route.page === 'event') {
    return {
      ...base,
      ...(route.categorySlug && { categorySlug: route.categorySlug }),
      ...(route.championshipSlug && { championshipSlug: route.championshipSlug }),
    };
  }
  const category =
    info?.Categories.find((candidate) => candidate.CategoryId === route.categoryId) ??
    (route.categoryId === undefined ? categoryOfChampionship(info, championshipIds[0]) : undefined);
  const categoryId = route.categoryId ?? category?.CategoryId;
  const categorySlug = route.categorySlug ?? (category ? slugOf(category.Name) : undefined);
  const championship =
    championshipIds.length === 1
      ? category?.Championships.find((candidate) => candidate.ChampionshipId === championshipIds[0])
      : undefined;
  return {
    ...base,
    ...(categoryId !== undefined && { categoryId }),
    ...(categorySlug && { categorySlug }),
    ...(championship && { championshipSlug: slugOf(championship.Name) }),
  };
}

/** The widget's navigation for a URL, once slugs are resolved; null: the sport is unknown (look it up first). */
export type SportNavigation = Required<Pick<WidgetSetOptions, 'page'>> &
  Pick<WidgetSetOptions, 'sportId' | 'categoryIds' | 'championshipIds' | 'eventId'>;

/** The sport of a request, by its slug among the sports with events. */
export function sportIdOfSlug(
  sports: readonly Pick<SportListItemView, 'id' | 'code'>[],
  slug: string | undefined,
): number | undefined {
  if (!slug) return undefined;
  return sports.find((sport) => sport.code === slug)?.id;
}

/**
 * The navigation of a request, given its sport's id and info. Ids in the query win over slugs;
 * a slug that names nothing is dropped (the nearest known place shows, not an error).
 */
export function requestToNavigation(
  request: SportUrlRequest,
  sportId: number | undefined,
  info: SportInfoView | undefined,
): SportNavigation {
  if (request.page === 'event' && request.eventId) return { page: 'event', eventId: request.eventId };
  if (request.page !== 'sport') return { page: request.page };
  if (!sportId) return { page: 'overview' };
  const category = request.categorySlug
    ? info?.Categories.find((candidate) => slugOf(candidate.Name) === request.categorySlug)
    : undefined;
  const categoryIds = request.categoryIds ?? (category ? [category.CategoryId] : undefined);
  const championship =
    request.championshipSlug && !request.championshipIds
      ? category?.Championships.find((candidate) => slugOf(candidate.Name) === request.championshipSlug)
      : undefined;
  const championshipIds = request.championshipIds ?? (championship ? [championship.ChampionshipId] : undefined);
  return { page: 'sport', sportId, ...(categoryIds && { categoryIds }), ...(championshipIds && { championshipIds }) };
}

/** The widget's route reduced to where it is (ids only): two routes at one place differ only in slugs. */
export function placeKey(
  route: Pick<WidgetRoute, 'page' | 'sportId' | 'categoryId' | 'championshipIds' | 'eventId'>,
): string {
  if (route.page === 'event') return `event:${route.eventId ?? ''}`;
  const championships = [...(route.championshipIds ?? [])].sort((left, right) => left - right).join(',');
  return `${route.page}:${route.sportId ?? ''}:${route.categoryId ?? ''}:${championships}`;
}

/** The same for a navigation the site asked for (its categories as a list). */
export function navigationPlaceKey(navigation: SportNavigation): string {
  return placeKey({
    ...navigation,
    ...(navigation.categoryIds?.[0] !== undefined && { categoryId: navigation.categoryIds[0] }),
  });
}
