import { useSyncExternalStore } from 'react';
import { MOBILE_MEDIA_QUERY } from './mobile-query';

/** The breakpoint lives in mobile-query.ts, which on-demand code can import without this hook. */
export { MOBILE_BREAKPOINT_PX, MOBILE_MEDIA_QUERY } from './mobile-query';

let mobileQuery: MediaQueryList | undefined;
const query = (): MediaQueryList => (mobileQuery ??= window.matchMedia(MOBILE_MEDIA_QUERY));

function subscribe(listener: () => void): () => void {
  query().addEventListener('change', listener);
  return () => query().removeEventListener('change', listener);
}

/** True while the viewport is in the mobile layout; re-renders when it crosses the breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query().matches,
    () => false,
  );
}
