import { createContext, useContext } from 'react';
import type { LocaleCode } from '@casino/shared';

/** What every route built from the route table carries in its `handle`. */
export interface AppRouteHandle {
  readonly kind: 'root' | 'layout' | 'page';
  /** The route name: the table's name without a prefix, `locale-<name>` under a locale prefix. */
  readonly name: string;
  /** The site section (content key `global-components:sections.<section>`). */
  readonly section: string;
  readonly locale: LocaleCode;
  /** False for the named routes that exist only without a locale prefix. */
  readonly localized: boolean;
}

export function isAppRouteHandle(value: unknown): value is AppRouteHandle {
  return typeof value === 'object' && value !== null && 'kind' in value && 'name' in value && 'section' in value;
}

/** Route names under a locale prefix start with this (SPEC.md section 2). */
export const LOCALE_ROUTE_NAME_PREFIX = 'locale-';

/** A route's name as the route table gives it: without the 'locale-' prefix. */
export function baseRouteName(routeName: string): string {
  return routeName.startsWith(LOCALE_ROUTE_NAME_PREFIX) ? routeName.slice(LOCALE_ROUTE_NAME_PREFIX.length) : routeName;
}

/** The skeleton of a route: its name minus a 'locale-' prefix, plus '-page' (SPEC.md section 2). */
export function skeletonName(routeName: string): string {
  return `${baseRouteName(routeName)}-page`;
}

/** The handle of the page route a component was mounted for (set by build-routes). */
export const RouteHandleContext = createContext<AppRouteHandle | undefined>(undefined);

export function useRouteHandle(): AppRouteHandle {
  const handle = useContext(RouteHandleContext);
  if (!handle) throw new Error('useRouteHandle() is only available inside a page of the route table');
  return handle;
}
