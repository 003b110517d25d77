/**
 * The country a sign-up form starts with: the visitor's country as the CDN reports it (`hint`),
 * else the region of the site locale (pt-br: BR), else the
 * region of the browser's languages (en-IE: IE), else the country of the site language (de: DE),
 * as long as players may pick it (SPEC.md section 5 removes some). Empty when none fits: the player
 * chooses.
 */
const COUNTRY_OF_LANGUAGE: Readonly<Record<string, string>> = {
  de: 'DE',
  fr: 'FR',
  es: 'ES',
  pt: 'PT',
  ru: 'RU',
  tr: 'TR',
  hi: 'IN',
  fa: 'IR',
  uz: 'UZ',
  kk: 'KZ',
  it: 'IT',
  et: 'EE',
  fi: 'FI',
  el: 'GR',
  id: 'ID',
  nb: 'NO',
  pl: 'PL',
  ro: 'RO',
  se: 'SE',
  cs: 'CZ',
  da: 'DK',
  nl: 'NL',
};

function regionOf(languageTag: string): string | undefined {
  const region = languageTag.split(/[-_]/)[1];
  return region && /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : undefined;
}

export function defaultCountry(
  locale: string,
  browserLanguages: readonly string[],
  selectable: ReadonlySet<string>,
  hint?: string | null,
): string {
  const language = locale.split('-')[0] ?? locale;
  const candidates = [
    hint ?? undefined,
    regionOf(locale),
    ...browserLanguages.map(regionOf),
    COUNTRY_OF_LANGUAGE[language],
  ];
  return candidates.find((code): code is string => code !== undefined && selectable.has(code)) ?? '';
}

/** Where a calling-code picker starts when no guess fits (or the countries are still loading): a country players may pick. */
const FALLBACK_PHONE_COUNTRY = 'DE';

/**
 * The calling code a phone field starts with: the same guess, among the countries players may
 * pick that have a calling code, so it never starts on a restricted country (en-US: not +1).
 */
export function defaultPhoneCountry(
  locale: string,
  browserLanguages: readonly string[],
  selectableWithCallingCode: ReadonlySet<string>,
  hint?: string | null,
): string {
  return defaultCountry(locale, browserLanguages, selectableWithCallingCode, hint) || FALLBACK_PHONE_COUNTRY;
}
