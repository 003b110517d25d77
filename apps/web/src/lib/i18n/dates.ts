import type dayjs from 'dayjs';
import { intlLocaleOf, type LocaleCode } from '@casino/shared';

/** Date formats of SPEC.md section 9. */
export const DATE_FORMATS = {
  time: 'HH:mm',
  day: 'DD',
  date: 'DD.MM.YY',
  dateTime: 'DD.MM.YY, HH:mm',
  dayMonth: 'DD.MM',
  dayMonthTime: 'DD.MM HH:mm',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/**
 * dayjs locale files, loaded on demand so a player downloads only their own. `se` is served
 * as Swedish across the site (see packages/shared locales), so its dates are Swedish too.
 */
const DAYJS_LOCALE_LOADERS: Record<Exclude<LocaleCode, 'en'>, () => Promise<unknown>> = {
  'en-ca': () => import('dayjs/locale/en-ca'),
  de: () => import('dayjs/locale/de'),
  fr: () => import('dayjs/locale/fr'),
  es: () => import('dayjs/locale/es'),
  'es-mx': () => import('dayjs/locale/es-mx'),
  pt: () => import('dayjs/locale/pt'),
  'pt-br': () => import('dayjs/locale/pt-br'),
  ru: () => import('dayjs/locale/ru'),
  tr: () => import('dayjs/locale/tr'),
  hi: () => import('dayjs/locale/hi'),
  fa: () => import('dayjs/locale/fa'),
  uz: () => import('dayjs/locale/uz'),
  kk: () => import('dayjs/locale/kk'),
  it: () => import('dayjs/locale/it'),
  et: () => import('dayjs/locale/et'),
  fi: () => import('dayjs/locale/fi'),
  el: () => import('dayjs/locale/el'),
  id: () => import('dayjs/locale/id'),
  nb: () => import('dayjs/locale/nb'),
  pl: () => import('dayjs/locale/pl'),
  ro: () => import('dayjs/locale/ro'),
  se: () => import('dayjs/locale/sv'),
  cs: () => import('dayjs/locale/cs'),
  da: () => import('dayjs/locale/da'),
  nl: () => import('dayjs/locale/nl'),
};

const DAYJS_LOCALE_NAMES: Partial<Record<LocaleCode, string>> = { se: 'sv' };

type Dayjs = typeof dayjs;

/**
 * dayjs itself is loaded with the first locale that needs its locale file, not on every first
 * page: the formats above are numbers only, and en is dayjs's built-in locale.
 */
let dayjsLibrary: Dayjs | undefined;

async function loadDayjs(): Promise<Dayjs> {
  dayjsLibrary ??= (await import('dayjs')).default;
  return dayjsLibrary;
}

/**
 * The locale's own digits when they are not 0-9 (Persian writes ۰-۹), so a date reads like the
 * numbers and amounts around it (Intl writes those); undefined where 0-9 are the locale's.
 */
let localeDigits: readonly string[] | undefined;

function digitsOf(locale: LocaleCode): readonly string[] | undefined {
  const format = new Intl.NumberFormat(intlLocaleOf(locale), { useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
  return digits.every((digit, index) => digit === String(index)) ? undefined : digits;
}

export async function setDateLocale(locale: LocaleCode): Promise<void> {
  localeDigits = digitsOf(locale);
  if (locale === 'en' && dayjsLibrary === undefined) return;
  const dayjs = await loadDayjs();
  if (locale !== 'en') await DAYJS_LOCALE_LOADERS[locale]();
  dayjs.locale(DAYJS_LOCALE_NAMES[locale] ?? locale);
}

const pad = (value: number) => String(value).padStart(2, '0');
const FORMAT_TOKENS: Readonly<Record<string, (date: Date) => string>> = {
  HH: (date) => pad(date.getHours()),
  mm: (date) => pad(date.getMinutes()),
  DD: (date) => pad(date.getDate()),
  MM: (date) => pad(date.getMonth() + 1),
  YY: (date) => pad(date.getFullYear() % 100),
};

/** The same result as dayjs for the numeric formats of DATE_FORMATS, before dayjs is loaded. */
export function formatNumericDate(value: Date | number | string, format: string): string {
  const date = new Date(value);
  return format.replace(/HH|mm|DD|MM|YY/g, (token) => FORMAT_TOKENS[token]?.(date) ?? token);
}

export function formatDate(value: Date | number | string, format: DateFormatName): string {
  const written = dayjsLibrary
    ? dayjsLibrary(value).format(DATE_FORMATS[format])
    : formatNumericDate(value, DATE_FORMATS[format]);
  const digits = localeDigits;
  return digits ? written.replace(/[0-9]/g, (digit) => digits[Number(digit)] ?? digit) : written;
}
