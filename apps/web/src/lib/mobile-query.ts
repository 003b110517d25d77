/** The mobile layout applies up to this width (SPEC.md section 9); CSS uses the same number. */
export const MOBILE_BREAKPOINT_PX = 528;
export const MOBILE_MEDIA_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;

/** Whether the viewport is in the mobile layout right now (for a one-off check, not a render). */
export function isMobileViewport(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(MOBILE_MEDIA_QUERY).matches;
}
