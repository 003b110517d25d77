/**
 * The client's texts, in the player's language: a tiny lookup instead of a library (each game has
 * a 40 kB gzip budget). Catalogues are locales/<lang>.json (en is the source of truth), nested by
 * area; plurals use i18next suffixes (`cascades_one`, `cascades_other`, optional `_zero`) picked
 * by the CLDR rules of `Intl.PluralRules`; placeholders are `{name}` (or `{name, number}`).
 * A key the player's catalogue lacks falls back to en, then to the key itself.
 */
import {
  intlLocaleOf,
  isLocaleCode,
  textAt,
  textDirectionOf,
  translateFrom,
  type Catalogue,
  type MessageValues,
} from '@casino/shared';

export type { Catalogue };
export type Params = MessageValues;

interface Language {
  /** The site locale code ('se', 'pt-br'). */
  readonly code: string;
  /** Its BCP 47 tag for Intl ('sv', 'pt-BR'). */
  readonly tag: string;
  readonly messages: Catalogue;
  readonly numbers: Intl.NumberFormat;
  /** Its own digits and decimal sign when it does not write 0-9 (Persian: ۰-۹ and ٫); null for 0-9. */
  readonly numerals: { readonly digits: readonly string[]; readonly decimal: string } | null;
}

function numeralsOf(tag: string): Language['numerals'] {
  const format = new Intl.NumberFormat(tag, { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
  if (digits[0] === '0') return null;
  return { digits, decimal: format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.' };
}

function language(code: string, messages: Catalogue): Language {
  const tag = intlLocaleOf(code);
  return {
    code,
    tag,
    messages,
    numbers: new Intl.NumberFormat(tag, { maximumFractionDigits: 6 }),
    numerals: numeralsOf(tag),
  };
}

let english = language('en', {});
let active = english;

/** Installs the catalogues: the player's language, and en for what it lacks. */
export function setLanguage(code: string, messages: Catalogue, fallback: Catalogue): void {
  english = language('en', fallback);
  active = code === 'en' ? english : language(code, messages);
}

/** The site locale code the texts are in ('en' until a catalogue is installed). */
export function currentLocale(): string {
  return active.code;
}

/** The Intl tag of the texts' language, for number formats. */
export function intlLocale(): string {
  return active.tag;
}

/** The text of `key` with its placeholders filled; a numeric `count` picks the plural form. */
export function t(key: string, params: Params = {}): string {
  return (
    translateFrom(
      (name) => textAt(active.messages, name),
      (name) => textAt(english.messages, name),
      active.code,
      key,
      params,
    ) ?? key
  );
}

/** A number in the player's locale with fixed decimals: 50.5, 2 -> '50,50' in de. */
export function formatDecimal(value: number, fractionDigits: number, useGrouping = true): string {
  return new Intl.NumberFormat(active.tag, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
    useGrouping,
  }).format(value);
}

/**
 * Plain number text ('50.50', what an input holds) in the player's digits: '۵۰٫۵۰' in fa. Other
 * languages keep it as it is, so a field reads the same as the number the player types.
 */
export function localDigits(text: string): string {
  const numerals = active.numerals;
  return numerals
    ? text.replace(/[0-9.]/g, (char) => (char === '.' ? numerals.decimal : (numerals.digits[Number(char)] ?? char)))
    : text;
}

/** Persian and Arabic digits (U+06F0, U+0660) and the Arabic decimal sign read as 0-9 and '.': '۵۰٫۵' -> '50.5'. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u066b]/g, (char) => {
    const code = char.charCodeAt(0);
    return code === 0x066b ? '.' : String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** The lang query parameter as a known site locale, else en. */
export function localeFromQuery(search: string): string {
  const lang = new URLSearchParams(search).get('lang')?.trim().toLowerCase() ?? '';
  return isLocaleCode(lang) ? lang : 'en';
}

/** Whether the locale is written right to left (fa). */
export function isRtl(code: string): boolean {
  return textDirectionOf(code) === 'rtl';
}

/** Sets `lang` and `dir` on the document for the installed language. */
export function applyDocumentLanguage(doc: Document = document): void {
  doc.documentElement.lang = active.tag;
  doc.documentElement.dir = isRtl(active.code) ? 'rtl' : 'ltr';
}

/** A number in the player's locale: 5000 -> '5,000' in en, '5.000' in de. */
export function formatNumber(value: number): string {
  return active.numbers.format(value);
}

/** A percentage with fixed decimals: 49.5 -> '49.50%' in en, '49,50 %' in de. */
export function formatPercent(value: number, fractionDigits: number): string {
  return new Intl.NumberFormat(active.tag, {
    style: 'percent',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value / 100);
}
