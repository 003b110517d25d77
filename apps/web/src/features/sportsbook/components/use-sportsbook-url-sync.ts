import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { DEFAULT_LOCALE, localizePath, splitLocalePath, type SportBetView } from '@casino/shared';
import type { AltenarWSDK, SportsBookHandle, SportsBookProps, WidgetRoute } from '@casino/sportsbook-widget/types';
import { logger } from '@/lib/logger';
import { readModalEntries, searchWithoutModals } from '@/lib/modals';
import { queryClient } from '@/lib/query-client';
import { sportInfoQueryOptions, sportsQueryOptions } from '../api/get-sports';
import {
  navigationPlaceKey,
  parseSportUrl,
  placeKey,
  requestToNavigation,
  routeToLocation,
  sportIdOfSlug,
  sportLocationToUrl,
  type SportNavigation,
} from '../routing/sport-url';

/** The sport URL of a location: unprefixed path and query without modal keys, commas unescaped. */
export function sportUrlOf(pathname: string, search: string): string {
  const { path } = splitLocalePath(pathname);
  const query = searchWithoutModals(search).replace(/%2C/gi, ',');
  return `${path.replace(/\/+$/, '') || '/'}${query}`;
}

/** A look-up that fails counts as "not known" (SPEC.md section 8: logged, the nearest place shows). */
async function quietly<T>(load: () => Promise<T>, what: string): Promise<T | undefined> {
  try {
    return await load();
  } catch (error) {
    logger.warn(`sportsbook: ${what} could not be loaded`, error);
    return undefined;
  }
}

/** The widget navigation a /sport URL asks for: its sport slug and category/championship slugs looked up. */
export async function resolveSportUrl(pathname: string, search: string): Promise<SportNavigation> {
  const request = parseSportUrl(splitLocalePath(pathname).path, search);
  if (request.page !== 'sport') return requestToNavigation(request, undefined, undefined);
  const sports = await quietly(() => queryClient.fetchQuery(sportsQueryOptions()), 'the sports list');
  const sportId = sportIdOfSlug(sports ?? [], request.sportSlug);
  const needsInfo =
    sportId !== undefined && Boolean(request.categorySlug) && !(request.categoryIds && request.championshipIds);
  const info = needsInfo
    ? await quietly(() => queryClient.fetchQuery(sportInfoQueryOptions(sportId)), 'the sport info')
    : undefined;
  return requestToNavigation(request, sportId, info);
}

async function urlOfRoute(reported: WidgetRoute, locale: string): Promise<string> {
  const sportId = reported.sportId;
  // Right after the site moves it, the widget reports a sport page before it has learnt the sport's code.
  const sportCode =
    reported.page === 'sport' && sportId !== undefined && !reported.sportCode
      ? (await quietly(() => queryClient.fetchQuery(sportsQueryOptions()), 'the sports list'))?.find(
          (sport) => sport.id === sportId,
        )?.code
      : undefined;
  const route = sportCode ? { ...reported, sportCode } : reported;
  const needsInfo =
    route.page === 'sport' &&
    sportId !== undefined &&
    (route.categoryId !== undefined || (route.championshipIds?.length ?? 0) > 0);
  const info = needsInfo
    ? await quietly(() => queryClient.fetchQuery(sportInfoQueryOptions(sportId)), 'the sport info')
    : undefined;
  return sportLocationToUrl(routeToLocation(route, info), {
    isEnglish: locale === DEFAULT_LOCALE || locale.startsWith('en'),
  });
}

const pathDepth = (url: string): number => (url.split('?')[0] ?? '').split('/').filter(Boolean).length;

export interface SportsbookCallbacks {
  readonly onBetPlacement: (bet: SportBetView) => void;
  readonly onSignIn: () => void;
}

/**
 * Keeps the address bar and the widget's memory router in step (SPEC.md section 2): every route
 * the widget reports is pushed as its /sport URL (replaced when it is the same place with slugs
 * now known), and a URL the widget did not write (opened, reloaded, back/forward) moves the widget.
 * Modal keys in the query stay where they are.
 */
export function useSportsbookUrlSync(callbacks: SportsbookCallbacks) {
  const location = useLocation();
  const navigate = useNavigate();
  const latest = useRef({ location, navigate, callbacks });
  // Callbacks handed to the widget once read the newest router state through this.
  useEffect(() => {
    latest.current = { location, navigate, callbacks };
  });
  /** Where the widget is (ids only), as last reported or asked. */
  const place = useRef<string | null>(null);
  /** Bumped by every widget report: a slower URL resolution started before it must not move the widget back. */
  const reports = useRef(0);
  const sdk = useRef<AltenarWSDK | null>(null);

  const onRouteChange = useCallback((route: WidgetRoute) => {
    const report = ++reports.current;
    const routePlace = placeKey(route);
    void (async () => {
      const { location: current } = latest.current;
      const { locale } = splitLocalePath(current.pathname);
      const url = await urlOfRoute(route, locale);
      if (report !== reports.current) return;
      const now = latest.current.location;
      const samePlace = place.current === routePlace;
      place.current = routePlace;
      const shown = sportUrlOf(now.pathname, now.search);
      if (shown === url) return;
      // The same place with fewer slugs (reported before the widget learnt them) keeps the fuller URL.
      if (samePlace && pathDepth(url) < pathDepth(shown)) return;
      const [path = '', query = ''] = url.split('?');
      const params = new URLSearchParams(query);
      for (const entry of readModalEntries(now.search)) params.set(entry.queryKey, entry.value);
      const search = params.toString().replace(/%2C/gi, ',');
      // The same place reported again (its slugs now known) corrects the entry instead of adding one.
      void latest.current.navigate(
        { pathname: localizePath(path, locale), search: search ? `?${search}` : '' },
        { replace: samePlace },
      );
    })();
  }, []);

  const props = useCallback(
    (navigation: SportNavigation): SportsBookProps => ({
      routerType: 'memory',
      ...navigation,
      onRouteChange,
      onRouterLoad: (route) => {
        place.current = placeKey(route);
      },
      onBetPlacement: (bet) => latest.current.callbacks.onBetPlacement(bet),
      onSignInButtonClick: () => latest.current.callbacks.onSignIn(),
      // The widget opens the event itself and reports the route: nothing more to do here.
      onEventSelect: () => undefined,
    }),
    [onRouteChange],
  );

  /** Mounts the sportsbook view at the place the current URL names. */
  const mount = useCallback(
    async (loaded: AltenarWSDK, container: HTMLElement): Promise<SportsBookHandle> => {
      const { pathname, search } = latest.current.location;
      const navigation = await resolveSportUrl(pathname, search);
      sdk.current = loaded;
      place.current = navigationPlaceKey(navigation);
      return loaded.addSportsBook({ props: props(navigation), container });
    },
    [props],
  );

  // A URL the widget did not write: navigate the widget there (unless it is already at that place).
  const sportUrl = sportUrlOf(location.pathname, location.search);
  useEffect(() => {
    if (!sdk.current) return;
    const report = reports.current;
    void resolveSportUrl(location.pathname, location.search).then((navigation) => {
      const target = navigationPlaceKey(navigation);
      if (!sdk.current || report !== reports.current || target === place.current) return;
      place.current = target;
      sdk.current.set(navigation);
    });
    // Only the sport URL matters: modal keys coming and going do not move the widget.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sportUrl]);

  const unmount = useCallback(() => {
    sdk.current = null;
    place.current = null;
  }, []);

  return { mount, unmount };
}
