import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { DEFAULT_LOCALE, splitLocalePath } from '@casino/shared';
import { isAppRouteHandle } from './route-handle';

export interface LocaleRouteLoading {
  /** The routes the router starts with: the default locale's and the first page's locale's. */
  readonly initialRoutes: RouteObject[];
  /** Adds a locale's routes the first time a path under its prefix is visited. */
  readonly patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

const localeOf = (root: RouteObject) => (isAppRouteHandle(root.handle) ? root.handle.locale : undefined);

/**
 * 26 locales times every route is over a thousand routes, and the router ranks all of them when
 * it starts: noticeable on a slow phone. A visitor uses one or two languages, so the router
 * starts with the default locale and the one in the address, and gets the others on demand
 * (a path under `/de` first matches the default locale's catch-all, which makes react-router
 * ask `patchRoutesOnNavigation` for better routes).
 */
export function loadLocaleRoutesOnDemand(
  localeRoots: readonly RouteObject[],
  initialPathname: string,
): LocaleRouteLoading {
  const initialLocale = splitLocalePath(initialPathname).locale;
  const waiting = new Map(localeRoots.map((root) => [localeOf(root), root] as const));
  const take = (locale: string) => {
    const root = waiting.get(locale as never);
    waiting.delete(locale as never);
    return root;
  };
  const initialRoutes = [
    take(DEFAULT_LOCALE),
    initialLocale === DEFAULT_LOCALE ? undefined : take(initialLocale),
  ].filter((root): root is RouteObject => root !== undefined);

  return {
    initialRoutes,
    patchRoutesOnNavigation: ({ path, patch }) => {
      const { locale, hasPrefix } = splitLocalePath(path);
      const root = hasPrefix ? take(locale) : undefined;
      if (root) patch(null, [root]);
    },
  };
}
