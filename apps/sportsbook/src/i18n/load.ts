/**
 * Fetches a locale's catalogue from the widget's own folder (next to sportsbook.js):
 * `locales/<code>.<hash>.json`, the hash of its content, so a new translation is a new URL and a
 * cached one is never stale. The build writes the files and the code -> file map
 * (`__SPORTSBOOK_LOCALE_FILES__`); English is in the script itself and never fetched.
 */
import type { Catalogue } from './catalogue';
import { DEFAULT_LOCALE } from './catalogue';

declare const __SPORTSBOOK_LOCALE_FILES__: Readonly<Record<string, string>> | undefined;

const LOCALE_FILES: Readonly<Record<string, string>> =
  typeof __SPORTSBOOK_LOCALE_FILES__ === 'object' ? __SPORTSBOOK_LOCALE_FILES__ : {};

/** The folder the widget script was loaded from (read once, while the script runs). */
export function scriptBase(script: { src?: string } | null | undefined, fallbackOrigin: string): string {
  const src = script?.src;
  if (src) return new URL('./', src).href;
  return new URL('/provider/sportsbook/widget/', fallbackOrigin).href;
}

/** Only string leaves are texts: anything else in a (broken) file is left out, English shows instead. */
export function readCatalogue(data: unknown): Catalogue | null {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const catalogue: Record<string, string> = {};
  for (const [key, value] of Object.entries(data))
    if (typeof value === 'string' && value !== '') catalogue[key] = value;
  return catalogue;
}

export type FetchJson = (url: string) => Promise<unknown>;

const defaultFetch: FetchJson = async (url) => {
  const response = await fetch(url, { credentials: 'omit' });
  if (!response.ok) throw new Error(`catalogue ${url}: ${response.status}`);
  return response.json();
};

/** One load per locale and page; a failed one is tried again next time the locale is asked for. */
export function createCatalogueLoader(
  base: string,
  files: Readonly<Record<string, string>> = LOCALE_FILES,
  fetchJson: FetchJson = defaultFetch,
) {
  const loads = new Map<string, Promise<Catalogue | null>>();
  return (locale: string): Promise<Catalogue | null> => {
    const file = files[locale];
    if (locale === DEFAULT_LOCALE || !file) return Promise.resolve(null);
    let load = loads.get(locale);
    if (!load) {
      load = fetchJson(new URL(file, base).href).then(readCatalogue, () => {
        loads.delete(locale);
        return null;
      });
      loads.set(locale, load);
    }
    return load;
  };
}
