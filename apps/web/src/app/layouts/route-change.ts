import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export interface RouteLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * What a route change does to the layout (SPEC.md section 2): the alert goes when the path
 * changes (a modal key in the query keeps it), the drawer closes when anything in the address
 * changes (the player picked an entry, even one that only opens a modal).
 */
export function routeChangeEffects(
  previous: RouteLocation,
  next: RouteLocation,
): { hideAlert: boolean; closeDrawer: boolean } {
  const fullPath = (location: RouteLocation) => `${location.pathname}${location.search}${location.hash}`;
  return {
    hideAlert: previous.pathname !== next.pathname,
    closeDrawer: fullPath(previous) !== fullPath(next),
  };
}

export function useRouteChangeEffects(actions: { hideAlert: () => void; closeDrawer: () => void }): void {
  const location = useLocation();
  const previous = useRef<RouteLocation>(location);
  const { hideAlert, closeDrawer } = actions;
  useEffect(() => {
    const effects = routeChangeEffects(previous.current, location);
    previous.current = location;
    if (effects.hideAlert) hideAlert();
    if (effects.closeDrawer) closeDrawer();
  }, [location, hideAlert, closeDrawer]);
}
