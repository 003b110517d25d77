import { intlLocaleOf } from './locales';

/**
 * The lookup every text catalogue of the product shares (server messages, provider pages, game
 * client, sportsbook widget; the web's text store picks plurals with it): texts are JSON, nested
 * or flat, en the source of truth; plurals are i18next families (`key_one`, `key_few`, ...,
 * optional `key_zero`) chosen by the CLDR rules of the locale; `{name}` and `{name, number}`
 * placeholders. Pure: each app keeps only how its catalogues are loaded.
 */
export interface Catalogue {
  readonly [key: string]: string | Catalogue;
}

export type MessageValues = Readonly<Record<string, string | number | bigint>>;

/** A catalogue read as key -> text (undefined or '' when it has none). */
export type TextLookup = (key: string) => string | undefined;

/** The text at a dotted key of a nested catalogue; an empty text counts as missing. */
export function textAt(catalogue: Catalogue | undefined, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' && node !== '' ? node : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in a site locale (`se` is Swedish); English for an unknown tag. */
export function pluralCategoryOf(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(intlLocaleOf(locale));
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** The keys to try for `key`, most specific first: `key_zero` (count 0), `key_<category>`, then `key`. */
export function pluralKeysOf(key: string, locale: string, count: number | undefined): string[] {
  if (count === undefined) return [key];
  const keys = [`${key}_${pluralCategoryOf(locale, count)}`, key];
  if (count === 0) keys.unshift(`${key}_zero`);
  return keys;
}

/** The first non-empty text of `key` (plural aware) in one catalogue. */
export function pickText(
  lookup: TextLookup,
  locale: string,
  key: string,
  count: number | undefined,
): string | undefined {
  for (const candidate of pluralKeysOf(key, locale, count)) {
    const text = lookup(candidate);
    if (text !== undefined && text !== '') return text;
  }
  return undefined;
}

const PLACEHOLDER = /\{(\w+)(?:,\s*number)?\}/g;

/**
 * Fills `{name}` and `{name, number}` with `values`, each shown by `show` (numbers formatted for
 * the locale, values isolated right to left); a placeholder without a value stays as written.
 */
export function fillPlaceholders(
  template: string,
  values: MessageValues,
  show: (value: string | number | bigint) => string,
): string {
  return template.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    return value === undefined ? placeholder : show(value);
  });
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the locale's digits and separators (up to 6 decimals); strings as they are. */
export function showValueIn(locale: string): (value: string | number | bigint) => string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleOf(locale), { maximumFractionDigits: 6 });
    numberFormats.set(locale, format);
  }
  const numbers = format;
  return (value) => (typeof value === 'string' ? value : numbers.format(value));
}

/**
 * The text of `key` in `locale` from `own`, else in en from `english`, filled with `values` (a
 * numeric `count` picks the plural form and is formatted like every number); undefined when
 * neither has it.
 */
export function translateFrom(
  own: TextLookup,
  english: TextLookup,
  locale: string,
  key: string,
  values: MessageValues = {},
): string | undefined {
  const count = typeof values.count === 'number' ? values.count : undefined;
  const text = pickText(own, locale, key, count);
  if (text !== undefined) return fillPlaceholders(text, values, showValueIn(locale));
  const fallback = locale === 'en' ? undefined : pickText(english, 'en', key, count);
  return fallback === undefined ? undefined : fillPlaceholders(fallback, values, showValueIn('en'));
}
