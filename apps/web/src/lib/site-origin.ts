/**
 * The origin of absolute links (canonical, hreflang): the page's own in the browser; when
 * prerendering, a placeholder the server replaces with its PUBLIC_URL.
 */
let serverOrigin: string | undefined;

export function setServerOrigin(origin: string): void {
  serverOrigin = origin;
}

export const siteOrigin = (): string => serverOrigin ?? window.location.origin;
