import { matchRoutes, useMatches, useNavigation, type RouteObject } from 'react-router';
import { splitLocalePath } from '@casino/shared';
import { isAppRouteHandle, type AppRouteHandle } from './routes/route-handle';

/**
 * Loading state (SPEC.md section 4): whether a navigation is under way, and the route name —
 * the page being loaded while loading, otherwise the page shown.
 */
export interface NavigationState {
  readonly isLoading: boolean;
  readonly routeName: string;
  /** The page shown; differs from `routeName` while another is loading. */
  readonly shownRouteName: string;
}

let localeRoots: readonly RouteObject[] = [];
let lastLookup: { pathname: string; page: AppRouteHandle | undefined } | undefined;

/** The router registers every locale's routes, so a pending location can be named before it renders. */
export function setRouteTree(roots: readonly RouteObject[]): void {
  localeRoots = roots;
  lastLookup = undefined;
}

/** The deepest page among matched route handles (layouts and roots are not pages). */
export function deepestPage(handles: readonly unknown[]): AppRouteHandle | undefined {
  return handles
    .filter(isAppRouteHandle)
    .filter((handle) => handle.kind === 'page')
    .at(-1);
}

/** The page a location shows, looked up among the routes of the location's locale only (cheap). */
export function pageAt({ pathname }: { pathname: string }): AppRouteHandle | undefined {
  if (lastLookup?.pathname === pathname) return lastLookup.page;
  const { locale } = splitLocalePath(pathname);
  const root = localeRoots.find(
    (candidate) => isAppRouteHandle(candidate.handle) && candidate.handle.locale === locale,
  );
  const page = root
    ? deepestPage((matchRoutes([root], pathname) ?? []).map((match) => match.route.handle as unknown))
    : undefined;
  lastLookup = { pathname, page };
  return page;
}

export function useNavigationState(): NavigationState {
  const navigation = useNavigation();
  const shownRouteName = deepestPage(useMatches().map((match) => match.handle))?.name ?? '';
  if (navigation.state === 'idle') return { isLoading: false, routeName: shownRouteName, shownRouteName };
  return { isLoading: true, routeName: pageAt(navigation.location)?.name ?? shownRouteName, shownRouteName };
}
