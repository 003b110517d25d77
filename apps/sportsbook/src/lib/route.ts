/**
 * The sportsbook view's memory router, as pure functions: the site owns the address bar, so the
 * widget only keeps a route value, reports every change (onRouteChange) and accepts navigation
 * from `set({ page, sportId, eventId, ... })`. Routes are plain values compared by content.
 */
import type { SportEventSummaryView, SportListItemView } from '@casino/shared';
import type { SportsBookProps, WidgetPage, WidgetRoute, WidgetSetOptions } from '../sdk-types';

export const WIDGET_PAGES: readonly WidgetPage[] = ['overview', 'sport', 'event', 'live', 'search', 'bets'];

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/** Leaves out empty fields, so two routes that mean the same compare (and serialise) the same. */
export function cleanRoute(route: WidgetRoute): WidgetRoute {
  const clean: Mutable<WidgetRoute> = { page: WIDGET_PAGES.includes(route.page) ? route.page : 'overview' };
  for (const key of ['sportId', 'categoryId', 'eventId'] as const) {
    const value = route[key];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) clean[key] = value;
  }
  for (const key of ['sportCode', 'categorySlug', 'championshipSlug', 'eventSlug'] as const) {
    const value = route[key];
    if (typeof value === 'string' && value !== '') clean[key] = value;
  }
  const championshipIds = (route.championshipIds ?? []).filter((id) => Number.isSafeInteger(id) && id > 0);
  if (championshipIds.length > 0) clean.championshipIds = [...new Set(championshipIds)].sort((a, b) => a - b);
  return clean;
}

export function routeKey(route: WidgetRoute): string {
  const clean = cleanRoute(route);
  return JSON.stringify(
    Object.keys(clean)
      .sort()
      .map((key) => [key, clean[key as keyof WidgetRoute]]),
  );
}

export function routesEqual(left: WidgetRoute, right: WidgetRoute): boolean {
  return routeKey(left) === routeKey(right);
}

type NavigationOptions = Pick<WidgetSetOptions, 'page' | 'eventId' | 'sportId' | 'categoryIds' | 'championshipIds'>;

/** Whether `set()` carried any navigation at all (a token or theme change must not move the view). */
export function hasNavigation(options: NavigationOptions): boolean {
  return (
    options.page !== undefined ||
    options.eventId !== undefined ||
    options.sportId !== undefined ||
    options.categoryIds !== undefined ||
    options.championshipIds !== undefined
  );
}

/** The route the site asks for: an event id means the event page, a sport id the sport page, unless `page` says otherwise. */
export function routeFromOptions(options: NavigationOptions): WidgetRoute {
  const page = options.page ?? (options.eventId ? 'event' : options.sportId ? 'sport' : 'overview');
  const route: WidgetRoute = {
    page,
    ...(options.sportId !== undefined && { sportId: options.sportId }),
    ...(options.categoryIds?.[0] !== undefined && { categoryId: options.categoryIds[0] }),
    ...(options.championshipIds !== undefined && { championshipIds: options.championshipIds }),
    ...(options.eventId !== undefined && { eventId: options.eventId }),
  };
  // An event page without an event, or a sport page without a sport, has nothing to show.
  if (route.page === 'event' && !route.eventId) return { page: 'overview' };
  if (route.page === 'sport' && !route.sportId) return { page: 'overview' };
  return cleanRoute(route);
}

export function initialRoute(props: SportsBookProps): WidgetRoute {
  return routeFromOptions(props);
}

/** `set()` while mounted: navigation replaces the route; anything else keeps it. */
export function applySet(current: WidgetRoute, options: WidgetSetOptions): WidgetRoute {
  if (!hasNavigation(options)) return current;
  const next = routeFromOptions(options);
  // The same place asked again (the site echoing our own onRouteChange) keeps the slugs we know;
  // an event route's sport, category and championship come from the event, so its id decides.
  if (next.page === 'event' && current.page === 'event') return next.eventId === current.eventId ? current : next;
  const {
    sportCode: _sport,
    categorySlug: _category,
    championshipSlug: _championship,
    eventSlug: _event,
    ...withoutSlugs
  } = current;
  return routesEqual(next, withoutSlugs) ? current : next;
}

export function sportRoute(sport: Pick<SportListItemView, 'id' | 'code'>): WidgetRoute {
  return cleanRoute({ page: 'sport', sportId: sport.id, sportCode: sport.code });
}

/** The full route of an event: everything the site needs for /sport/{sport}/{category}/{championship}/{id}-{slug}. */
export function eventRoute(event: SportEventSummaryView): WidgetRoute {
  return cleanRoute({
    page: 'event',
    eventId: event.id,
    eventSlug: event.slug,
    sportId: event.sportId,
    sportCode: event.sportCode,
    categoryId: event.categoryId,
    categorySlug: event.categorySlug,
    championshipIds: [event.championshipId],
    championshipSlug: event.championshipSlug,
  });
}

/** A route the site navigated to by id only, completed with slugs once its data has loaded. */
export function completeRoute(
  route: WidgetRoute,
  known: { event?: SportEventSummaryView; sportCode?: string },
): WidgetRoute {
  if (route.page === 'event' && known.event && known.event.id === route.eventId) return eventRoute(known.event);
  if (route.page === 'sport' && known.sportCode && !route.sportCode)
    return cleanRoute({ ...route, sportCode: known.sportCode });
  return route;
}

/**
 * The query of `GET /events` for a list of the route: the server filters by comma-separated
 * championship and category ids (its query is strict: no other names); `matchesRoute` filters
 * again here, so pushes that join a list obey the same filters.
 */
export function eventListQuery(route: WidgetRoute, status: 'live' | 'upcoming'): string {
  const params = new URLSearchParams();
  if (route.sportId) params.set('sportId', String(route.sportId));
  params.set('status', status);
  if (route.categoryId) params.set('categoryIds', String(route.categoryId));
  if (route.championshipIds?.length) params.set('championshipIds', route.championshipIds.join(','));
  return params.toString().replace(/%2C/g, ',');
}

/** Whether an event belongs in the route's lists (its sport, category and chosen championships). */
export function matchesRoute(route: WidgetRoute, event: SportEventSummaryView): boolean {
  if (route.sportId && event.sportId !== route.sportId) return false;
  if (route.categoryId && event.categoryId !== route.categoryId) return false;
  if (route.championshipIds?.length && !route.championshipIds.includes(event.championshipId)) return false;
  return true;
}
