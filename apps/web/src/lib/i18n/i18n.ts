import { DEFAULT_LOCALE, pseudoLocalize, type LocaleCode } from '@casino/shared';
import { getJson, isRecord } from '@/lib/http';
import { queryClient, SETTINGS_STALE_TIME_MS } from '@/lib/query-client';
import { createTextStore } from './texts';

/** The content directories of SPEC.md section 7; each is a namespace of the texts. */
export const CONTENT_NAMESPACES = ['alerts', 'fields-settings', 'global-components', 'layout', 'modals'] as const;
export type ContentNamespace = (typeof CONTENT_NAMESPACES)[number];

/**
 * The current language's texts (texts.ts; it replaced i18next, which cost ~17 kB gzip on every
 * first load). The server already fills a regional locale from its language and from en key by
 * key (and every plural form the locale needs), so the locale's own bundles are all there is to
 * look in; our locale codes are lower case (`pt-br`, SPEC.md section 2) and so are the bundles.
 * Content texts use single braces: 'Page not found: {path}'.
 */
export const i18n = createTextStore({
  language: DEFAULT_LOCALE,
  fallbackLanguage: DEFAULT_LOCALE,
  defaultNamespace: 'layout',
  ...(import.meta.env.DEV && pseudoLocaleWanted() ? { transform: pseudoLocalize } : {}),
});

/**
 * The pseudo-locale, for development only (`npm run dev:web`, then `?pseudo-locale=1` once; `=0`
 * turns it off): every text accented and ~40 % longer, so English left in the code and labels
 * that clip show at a glance. A production build drops this branch and the function.
 */
function pseudoLocaleWanted(): boolean {
  if (!import.meta.env.DEV || typeof window === 'undefined') return false;
  const asked = new URLSearchParams(window.location.search).get('pseudo-locale');
  if (asked !== null) window.localStorage.setItem('casino:pseudo-locale', asked);
  return window.localStorage.getItem('casino:pseudo-locale') === '1';
}

type Texts = Record<string, unknown>;

function fetchTexts(locale: LocaleCode, namespace: ContentNamespace): Promise<Texts> {
  return queryClient.fetchQuery({
    queryKey: ['content', locale, namespace],
    queryFn: ({ signal }) =>
      getJson(`/api/content/${locale}/${namespace}`, {
        signal,
        parse: (body) => {
          if (!isRecord(body)) throw new Error(`content ${locale}/${namespace} is not an object`);
          return body;
        },
      }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });
}

/**
 * Makes `locale` current with texts already in the query cache (a prerendered page carries
 * them, so hydration starts without waiting for the network). False when some are missing.
 */
export function applyCachedTexts(locale: LocaleCode): boolean {
  const bundles = CONTENT_NAMESPACES.map((namespace) =>
    queryClient.getQueryData<Texts>(['content', locale, namespace]),
  );
  if (bundles.some((bundle) => bundle === undefined)) return false;
  CONTENT_NAMESPACES.forEach((namespace, index) =>
    i18n.addResourceBundle(locale, namespace, bundles[index] ?? {}, true, true),
  );
  void i18n.changeLanguage(locale);
  return true;
}

/**
 * Loads the texts of `locale` and makes it the current language. The server already fills
 * every missing key from en, so one locale's files are all the client needs.
 */
export async function loadLocaleTexts(locale: LocaleCode): Promise<void> {
  const bundles = await Promise.all(CONTENT_NAMESPACES.map((namespace) => fetchTexts(locale, namespace)));
  CONTENT_NAMESPACES.forEach((namespace, index) => {
    i18n.addResourceBundle(locale, namespace, bundles[index] ?? {}, true, true);
  });
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
}
