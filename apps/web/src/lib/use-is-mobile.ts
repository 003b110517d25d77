import { useSyncExternalStore } from 'react';

/** The mobile layout applies up to this width (SPEC.md section 9); CSS uses the same number. */
export const MOBILE_BREAKPOINT_PX = 528;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

let mobileQuery: MediaQueryList | undefined;
const query = (): MediaQueryList => (mobileQuery ??= window.matchMedia(MOBILE_MEDIA_QUERY));

function subscribe(listener: () => void): () => void {
  query().addEventListener('change', listener);
  return () => query().removeEventListener('change', listener);
}

/** True while the viewport is in the mobile layout; re-renders when it crosses the breakpoint. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => query().matches, () => false);
}
