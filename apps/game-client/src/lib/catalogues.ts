/**
 * Loads the texts before the client renders: locales/<lang>.json, fetched in parallel with the
 * session. The files are built into assets/ under a content hash (cached for a year, a new text
 * gets a new name). Every locale has every key (`npm run i18n:check` fails the build otherwise),
 * so en is fetched only for a lang without a catalogue or whose catalogue cannot be loaded.
 */
import { setLanguage, type Catalogue } from './i18n';

const CATALOGUE_URLS = import.meta.glob<string>('../../locales/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});
/** A dropped connection gets one more try before the client gives up. */
const RETRY_DELAY_MS = 400;

async function fetchCatalogue(code: string, attempts = 2): Promise<Catalogue | undefined> {
  const url = CATALOGUE_URLS[`../../locales/${code}.json`];
  if (!url) return undefined;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      const response = await fetch(url, { credentials: 'omit' });
      if (response.ok) return (await response.json()) as Catalogue;
    } catch {
      // Offline or cut off: tried again below.
    }
    if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }
  return undefined;
}

/**
 * Installs the catalogue of `code` (a site locale), else en's. False when neither could be loaded:
 * the client then has no texts to show and says so in the one sentence it carries.
 */
export async function loadCatalogues(code: string): Promise<boolean> {
  const own = code === 'en' ? undefined : await fetchCatalogue(code);
  if (own) {
    setLanguage(code, own, {});
    return true;
  }
  const english = await fetchCatalogue('en');
  setLanguage('en', {}, english ?? {});
  return english !== undefined;
}

/** What the client shows when no catalogue could be loaded (English: there is nothing else to show). */
export const TEXTS_UNAVAILABLE = 'The game could not load its texts. Check your connection and reload the page.';
