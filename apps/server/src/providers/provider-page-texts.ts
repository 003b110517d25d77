import { readFileSync } from 'node:fs';
import path from 'node:path';
import { intlLocaleOf, isLocaleCode } from '@casino/shared';
import { serverPaths } from '../paths';

/**
 * The texts of the sandbox providers' pages a player sees (hosted payment page, identity
 * verification): apps/server/locales/provider-pages/<locale>.json, nested by page, i18next plural
 * suffixes and `{name}` placeholders; a key a locale lacks is taken from en. The page's language
 * comes from its `lang` query parameter, which the platform puts on the URL it hands out.
 */
export type PageParams = Readonly<Record<string, string | number>>;

const PAGES_DIR = path.join(serverPaths.packageRoot, 'locales', 'provider-pages');
const RTL_LANGUAGES = new Set(['fa', 'ar', 'he', 'ur']);
const catalogues = new Map<string, ReadonlyMap<string, string>>();

function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (typeof value === 'string') {
    if (value !== '') into.set(prefix, value);
  } else if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, item] of Object.entries(value)) flatten(item, prefix ? `${prefix}.${key}` : key, into);
  }
}

/** A locale's flat key -> text map, read once; a locale without a file yet has none (en is used). */
function catalogueOf(locale: string): ReadonlyMap<string, string> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const flat = new Map<string, string>();
    try {
      flatten(JSON.parse(readFileSync(path.join(PAGES_DIR, `${locale}.json`), 'utf8')) as unknown, '', flat);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    catalogue = flat;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/** The page language of a `lang` query value: a site locale code (any case), else en. Never throws. */
export function pageLocaleOf(lang: unknown): string {
  if (typeof lang !== 'string' || lang.length > 10) return 'en';
  const code = lang.toLowerCase();
  return isLocaleCode(code) ? code : 'en';
}

export interface PageTexts {
  readonly locale: string;
  /** The BCP 47 tag for Intl and `<html lang>` (`se` -> `sv`, `pt-br` -> `pt-BR`). */
  readonly intl: string;
  readonly dir: 'ltr' | 'rtl';
  /** The text of a key (`payment.pay`), plural aware with a numeric `count`, placeholders filled (not escaped). */
  readonly t: (key: string, params?: PageParams) => string;
  /** `?lang=de` for a link or form of the page (empty for en, the default). */
  readonly query: string;
}

function lookup(catalogue: ReadonlyMap<string, string>, intl: string, key: string, count: number | undefined): string | undefined {
  if (count === undefined) return catalogue.get(key);
  if (count === 0 && catalogue.has(`${key}_zero`)) return catalogue.get(`${key}_zero`);
  return catalogue.get(`${key}_${new Intl.PluralRules(intl).select(count)}`) ?? catalogue.get(key);
}

export function pageTexts(lang: unknown): PageTexts {
  const locale = pageLocaleOf(lang);
  const intl = intlLocaleOf(locale);
  const numbers = new Intl.NumberFormat(intl);
  const t = (key: string, params: PageParams = {}) => {
    const count = typeof params.count === 'number' ? params.count : undefined;
    const text = lookup(catalogueOf(locale), intl, key, count) ?? lookup(catalogueOf('en'), 'en', key, count) ?? key;
    return text.replace(/\{(\w+)(?:,\s*number)?\}/g, (whole, name: string) => {
      const value = params[name];
      if (value === undefined) return whole;
      return typeof value === 'number' ? numbers.format(value) : value;
    });
  };
  return { locale, intl, dir: RTL_LANGUAGES.has(locale) ? 'rtl' : 'ltr', t, query: locale === 'en' ? '' : `?lang=${locale}` };
}
