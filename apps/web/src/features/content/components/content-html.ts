import { localizePath, type LocaleCode } from '@casino/shared';

/**
 * Links in a page's HTML point at unprefixed paths (`/static/privacy`), as operators write them:
 * shown in another locale they lead to that locale's page (`/de/static/privacy`). The HTML comes
 * sanitised from the server; only the start of a same-site `href` changes here.
 */
export function localizeContentLinks(html: string, locale: LocaleCode): string {
  return html.replace(/ href="(\/(?!\/)[^"]*)"/g, (_match, path: string) => ` href="${localizePath(path, locale)}"`);
}

/**
 * The same-site path a click on a content link should open in the app itself (no page load), or
 * undefined when the browser should handle it: another site, a new tab, a modifier key, a download.
 */
export function inAppLinkTarget(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>,
  anchor: HTMLAnchorElement | null,
): string | undefined {
  if (
    !anchor ||
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return undefined;
  if (anchor.target !== '' || anchor.hasAttribute('download')) return undefined;
  const href = anchor.getAttribute('href') ?? '';
  if (!href.startsWith('/') || href.startsWith('//')) return undefined;
  return href;
}
