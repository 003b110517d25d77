import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isLocaleCode, type TextLookup } from '@casino/shared';

export interface LocaleCatalogues {
  /** A locale's texts as flat dotted key -> text, read once; empty for a locale without a file yet. */
  readonly entriesOf: (locale: string) => ReadonlyMap<string, string>;
  /** The same, as the lookup the shared translator reads. */
  readonly lookupOf: (locale: string) => TextLookup;
}

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') {
    if (value !== '') into.set(prefix, value);
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  }
}

/**
 * The server's catalogues of one kind: `<directory>/<locale>.json` for every site locale, nested
 * keys (apps/server/locales/messages, apps/server/locales/provider-pages). Only a site locale's
 * file is ever opened: a code from a request never reaches the file system.
 */
const NO_ENTRIES: ReadonlyMap<string, string> = new Map();

export function localeCatalogues(directory: string): LocaleCatalogues {
  // One entry per site locale at most: any other code gets nothing, and is not remembered.
  const cache = new Map<string, ReadonlyMap<string, string>>();
  const entriesOf = (locale: string): ReadonlyMap<string, string> => {
    if (!isLocaleCode(locale)) return NO_ENTRIES;
    let entries = cache.get(locale);
    if (!entries) {
      const flat = new Map<string, string>();
      try {
        flatten(JSON.parse(readFileSync(path.join(directory, `${locale}.json`), 'utf8')) as unknown, '', flat);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      entries = flat;
      cache.set(locale, entries);
    }
    return entries;
  };
  return { entriesOf, lookupOf: (locale) => (key) => entriesOf(locale).get(key) };
}
