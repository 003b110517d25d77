/** The site locales of SPEC.md section 9. `en` is the default and has no URL prefix. */
export const LOCALE_CODES = [
  'en',
  'en-ca',
  'de',
  'fr',
  'es',
  'es-mx',
  'pt',
  'pt-br',
  'ru',
  'tr',
  'hi',
  'fa',
  'uz',
  'kk',
  'it',
  'et',
  'fi',
  'el',
  'id',
  'nb',
  'pl',
  'ro',
  'se',
  'cs',
  'da',
  'nl',
] as const;

export type LocaleCode = (typeof LOCALE_CODES)[number];

export const DEFAULT_LOCALE: LocaleCode = 'en';

export type TextDirection = 'ltr' | 'rtl';

export interface LocaleDefinition {
  readonly code: LocaleCode;
  /** English name, for operators. */
  readonly name: string;
  /** The name in its own language, for the language switcher. */
  readonly nativeName: string;
  readonly direction: TextDirection;
}

export const LOCALE_DEFINITIONS: readonly LocaleDefinition[] = [
  { code: 'en', name: 'English', nativeName: 'English', direction: 'ltr' },
  { code: 'en-ca', name: 'English (Canada)', nativeName: 'English (Canada)', direction: 'ltr' },
  { code: 'de', name: 'German', nativeName: 'Deutsch', direction: 'ltr' },
  { code: 'fr', name: 'French', nativeName: 'Français', direction: 'ltr' },
  { code: 'es', name: 'Spanish', nativeName: 'Español', direction: 'ltr' },
  { code: 'es-mx', name: 'Spanish (Mexico)', nativeName: 'Español (México)', direction: 'ltr' },
  { code: 'pt', name: 'Portuguese', nativeName: 'Português', direction: 'ltr' },
  { code: 'pt-br', name: 'Portuguese (Brazil)', nativeName: 'Português (Brasil)', direction: 'ltr' },
  { code: 'ru', name: 'Russian', nativeName: 'Русский', direction: 'ltr' },
  { code: 'tr', name: 'Turkish', nativeName: 'Türkçe', direction: 'ltr' },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', direction: 'ltr' },
  { code: 'fa', name: 'Persian', nativeName: 'فارسی', direction: 'rtl' },
  { code: 'uz', name: 'Uzbek', nativeName: 'Oʻzbekcha', direction: 'ltr' },
  { code: 'kk', name: 'Kazakh', nativeName: 'Қазақ тілі', direction: 'ltr' },
  { code: 'it', name: 'Italian', nativeName: 'Italiano', direction: 'ltr' },
  { code: 'et', name: 'Estonian', nativeName: 'Eesti', direction: 'ltr' },
  { code: 'fi', name: 'Finnish', nativeName: 'Suomi', direction: 'ltr' },
  { code: 'el', name: 'Greek', nativeName: 'Ελληνικά', direction: 'ltr' },
  { code: 'id', name: 'Indonesian', nativeName: 'Bahasa Indonesia', direction: 'ltr' },
  { code: 'nb', name: 'Norwegian Bokmål', nativeName: 'Norsk bokmål', direction: 'ltr' },
  { code: 'pl', name: 'Polish', nativeName: 'Polski', direction: 'ltr' },
  { code: 'ro', name: 'Romanian', nativeName: 'Română', direction: 'ltr' },
  // The spec lists `se` among its date locales; we serve it as Swedish, the language a
  // player choosing "se" on a casino site expects (ISO 639-1 would read it as Northern Sami).
  { code: 'se', name: 'Swedish', nativeName: 'Svenska', direction: 'ltr' },
  { code: 'cs', name: 'Czech', nativeName: 'Čeština', direction: 'ltr' },
  { code: 'da', name: 'Danish', nativeName: 'Dansk', direction: 'ltr' },
  { code: 'nl', name: 'Dutch', nativeName: 'Nederlands', direction: 'ltr' },
];

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value);
}

/** The writing direction of a site locale (fa is right to left); left to right for any other code. */
export function textDirectionOf(code: string): TextDirection {
  return LOCALE_DEFINITIONS.find((definition) => definition.code === code)?.direction ?? 'ltr';
}

/**
 * The BCP 47 tag the `Intl` APIs (plural rules, number and date formats) need for a site locale:
 * `se` is served as Swedish (`sv`; Intl would read `se` as Northern Sami, with other plural rules),
 * and the regional ones take their upper-case region (`pt-br` -> `pt-BR`).
 */
export function intlLocaleOf(code: string): string {
  if (code === 'se') return 'sv';
  const [language = code, region] = code.split('-');
  return region ? `${language}-${region.toUpperCase()}` : language;
}
