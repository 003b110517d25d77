/**
 * The widget's texts: one flat catalogue per SITE locale (`apps/sportsbook/locales/<code>.json`),
 * English bundled as the fallback, the others fetched. Plurals are i18next families
 * (`markets_one`, `markets_other`, optional `markets_zero`), chosen by `Intl.PluralRules` of the
 * locale; `{name}` placeholders are filled, numbers formatted for the locale and, right to left,
 * every filled-in value isolated (FSI … PDI) so an amount or a team name reads in its own direction.
 */
import { LOCALE_CODES, fillPlaceholders, intlLocaleOf, isLocaleCode, pickText, textDirectionOf } from '@casino/shared';
import en from '../../locales/en.json';

export type Catalogue = Readonly<Record<string, string>>;
type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type EnKey = keyof typeof en;
/** The families with plural forms: `markets` for `markets_one`/`markets_other`. */
export type PluralKey = EnKey extends infer K ? (K extends `${infer Base}_other` ? Base : never) : never;
/** Every plain text: keys without a plural suffix. */
export type TextKey = Exclude<EnKey, `${string}_${PluralSuffix}`>;
export type Values = Readonly<Record<string, string | number | bigint>>;

export interface Texts extends Readonly<Record<TextKey, string>> {
  /** The site locale code (`de`, `pt-br`, `fa`). */
  readonly locale: string;
  /** The BCP 47 tag for Intl (`se` -> `sv`). */
  readonly intl: string;
  readonly dir: 'ltr' | 'rtl';
  /** A plural family by `count` (`count` also fills `{count}`), other values as `format`. */
  readonly n: (key: PluralKey, count: number, values?: Values) => string;
  /** Fills a text's placeholders for this locale. */
  readonly f: (text: string, values?: Values) => string;
}

export const ENGLISH: Catalogue = en;
export const DEFAULT_LOCALE = 'en';

/**
 * The site locale the widget speaks: the `locale` the site passes (its own code), else one read
 * from the provider culture (`de-DE` -> `de`, `pt-BR` -> `pt-br`, `sv-SE` -> `se`), else English.
 */
export function siteLocaleOf(locale: string | undefined, culture: string | undefined): string {
  for (const candidate of [locale, culture]) {
    if (typeof candidate !== 'string' || candidate.length > 20) continue;
    const lower = candidate.toLowerCase().replace('_', '-');
    const language = lower.split('-')[0] ?? '';
    if (isLocaleCode(lower)) return lower;
    if (language === 'sv') return 'se';
    if (isLocaleCode(language)) return language;
  }
  return DEFAULT_LOCALE;
}

/** The text of a family in one catalogue: `_zero` for 0, then the locale's category, then the bare key. */
function pluralText(catalogue: Catalogue, locale: string, key: string, count: number): string | undefined {
  return pickText((name) => catalogue[name], locale, key, count);
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(intl: string): Intl.NumberFormat {
  let formatter = numberFormats.get(intl);
  if (!formatter) {
    formatter = new Intl.NumberFormat(intl, { maximumFractionDigits: 20 });
    numberFormats.set(intl, formatter);
  }
  return formatter;
}

/**
 * A number already written as text ('3.66', '+150', '5/2', '12') in the locale's digits and decimal
 * separator, character by character: exact (never through floating point), signs and slashes kept.
 */
export function localiseNumberText(text: string, intl: string): string {
  const formatter = numberFormat(intl);
  const decimal = formatter.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return text.replace(/[0-9]/g, (digit) => formatter.format(Number(digit))).replace(/\./g, decimal);
}

const FSI = '\u2068';
const PDI = '\u2069';

/** Fills `{name}` (or `{name, number}`) placeholders; an unknown one stays visible, not blank. */
export function fill(text: string, values: Values, intl: string, dir: 'ltr' | 'rtl'): string {
  return fillPlaceholders(text, values, (value) => {
    const shown = typeof value === 'string' ? value : numberFormat(intl).format(value);
    return dir === 'rtl' ? `${FSI}${shown}${PDI}` : shown;
  });
}

/** The texts of a locale: its catalogue over English, key by key. */
export function createTexts(locale: string, catalogue: Catalogue | null): Texts {
  const intl = intlLocaleOf(locale);
  const dir = textDirectionOf(locale);
  const own = catalogue ?? {};
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries(ENGLISH))
    merged[key] = typeof own[key] === 'string' && own[key] !== '' ? own[key] : value;
  const f = (text: string, values: Values = {}) => fill(text, values, intl, dir);
  const n = (key: PluralKey, count: number, values: Values = {}) => {
    const own = catalogue ? pluralText(catalogue, locale, key, count) : undefined;
    const text = own ?? pluralText(ENGLISH, 'en', key, count) ?? key;
    return f(text, { ...values, count });
  };
  return { ...(merged as Record<TextKey, string>), locale, intl, dir, n, f };
}

/**
 * A sport's name in the widget's language: the catalogue's `sport_{code}` (the provider's sport
 * codes are its slugs, stable across languages), else the name the API sent, which is English.
 */
export function sportName(texts: Texts, sport: { readonly code: string; readonly name: string }): string {
  const text: unknown = (texts as unknown as Readonly<Record<string, unknown>>)[`sport_${sport.code}`];
  return typeof text === 'string' ? text : sport.name;
}

/** Every site locale the widget may load (the build writes one file for each that has a catalogue). */
export const WIDGET_LOCALES: readonly string[] = LOCALE_CODES;
