import { classifyNavigation } from '@/lib/navigation';
import type { MessengerBridge } from '../bridge/messenger-bridge';

/** Paths of our origin that are not the app's pages: the provider pages (hosted payment page, game client) and the API. */
const OUTSIDE_THE_APP = /^\/(provider|api)(\/|$)/;

export type LinkHandling =
  | { readonly kind: 'in-app'; readonly path: string }
  | { readonly kind: 'messenger'; readonly href: string }
  | { readonly kind: 'browser' };

/**
 * What a click on a link does inside the mini-app. A page of the app that would open in a new
 * window (a game, the sportsbook, the terms) opens in the app instead: the mini-app has no
 * windows. A page elsewhere (another site, our hosted payment page) opens the way the messenger
 * allows (openLink), keeping the app open behind it. Anything else is the browser's.
 */
export function linkHandling(
  anchor: Pick<HTMLAnchorElement, 'href' | 'target' | 'hasAttribute'>,
  origin: string,
): LinkHandling {
  if (anchor.hasAttribute('download')) return { kind: 'browser' };
  const target = classifyNavigation(anchor.href, origin);
  if (target.kind === 'external') return { kind: 'messenger', href: target.href };
  if (target.kind !== 'internal') return { kind: 'browser' };
  if (OUTSIDE_THE_APP.test(target.path)) return { kind: 'messenger', href: new URL(target.path, origin).href };
  return anchor.target === '_blank' ? { kind: 'in-app', path: target.path } : { kind: 'browser' };
}

/** Applies `linkHandling` to every link click of the page; returns the function that stops it. */
export function keepLinksInApp(
  bridge: Pick<MessengerBridge, 'openLink'>,
  navigateInApp: (path: string) => void,
): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(anchor instanceof HTMLAnchorElement)) return;
    const handling = linkHandling(anchor, window.location.origin);
    if (handling.kind === 'browser') return;
    event.preventDefault();
    if (handling.kind === 'messenger') bridge.openLink(handling.href);
    else navigateInApp(handling.path);
  };
  // Capture: decided before the router's own link handler, which would navigate in place.
  document.addEventListener('click', onClick, true);
  return () => document.removeEventListener('click', onClick, true);
}
