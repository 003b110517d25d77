import { DEFAULT_LOCALE, LOCALE_CODES, localizePath, splitLocalePath } from '@casino/shared';
import { documentLanguage } from '@/lib/i18n';

export interface AlternateLink {
  /** A language tag, or `x-default` for visitors whose language the site does not have. */
  readonly hreflang: string;
  readonly href: string;
}

export interface PageHeadLinks {
  /** The address of this page: canonical link and og:url. */
  readonly url: string;
  /** The same page in every locale (empty for pages that exist only without a prefix). */
  readonly alternates: readonly AlternateLink[];
}

/**
 * Links that tell search engines which address is this page and where its translations are
 * (SPEC.md section 2). Addresses are absolute and carry no query: a modal key is not a page.
 */
export function pageHeadLinks(origin: string, pathname: string, localized: boolean): PageHeadLinks {
  const url = `${origin}${pathname}`;
  if (!localized) return { url, alternates: [] };
  const { path } = splitLocalePath(pathname);
  const alternates = LOCALE_CODES.map((locale) => ({
    hreflang: documentLanguage(locale),
    href: `${origin}${localizePath(path, locale)}`,
  }));
  return {
    url,
    alternates: [...alternates, { hreflang: 'x-default', href: `${origin}${localizePath(path, DEFAULT_LOCALE)}` }],
  };
}
