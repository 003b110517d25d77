/**
 * The origin of absolute links (canonical, hreflang): when prerendering, a placeholder the server
 * replaces with its PUBLIC_URL; in the browser, the origin a prerendered page named (main.tsx
 * reads it), else the page's own.
 */
let serverOrigin: string | undefined;

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export const siteOrigin = (): string => serverOrigin ?? window.location.origin;
