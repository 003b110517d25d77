/**
 * Loads the texts before the client renders: locales/<lang>.json and en (the fallback for keys a
 * catalogue lacks), fetched in parallel with the session. The files are built into assets/ under
 * a content hash (cached for a year, a new text gets a new name); a lang without a catalogue, or
 * a catalogue that fails to load, shows the en texts.
 */
import { setLanguage, type Catalogue } from './i18n';

const CATALOGUE_URLS = import.meta.glob<string>('../../locales/*.json', { query: '?url', import: 'default', eager: true });

async function fetchCatalogue(code: string): Promise<Catalogue | undefined> {
  const url = CATALOGUE_URLS[`../../locales/${code}.json`];
  if (!url) return undefined;
  try {
    const response = await fetch(url, { credentials: 'omit' });
    return response.ok ? ((await response.json()) as Catalogue) : undefined;
  } catch {
    return undefined;
  }
}

/** Installs the catalogue of `code` (a site locale) and en; resolves once both are in. */
export async function loadCatalogues(code: string): Promise<void> {
  const [english, own] = await Promise.all([fetchCatalogue('en'), code === 'en' ? undefined : fetchCatalogue(code)]);
  if (own) setLanguage(code, own, english ?? {});
  else setLanguage('en', {}, english ?? {});
}
