import { isLocaleCode, type LocaleCode } from '@casino/shared';

/**
 * Browser languages (BCP 47 tags, `navigator.languages`: what Accept-Language carries) whose site
 * locale is not their language subtag. `se` is served as Swedish (packages/shared locales), so
 * Swedish `sv` maps to it; a browser's own `se` means Northern Sami and maps to nothing.
 * Norwegian in any form reads Bokmål. Regional English, Spanish and Portuguese fall back to their
 * language's site locale unless the site has that region (en-CA, es-MX, pt-BR).
 */
const LANGUAGE_ALIASES: Readonly<Record<string, LocaleCode | null>> = {
  sv: 'se',
  no: 'nb',
  nn: 'nb',
  se: null,
};

/** The site locale for one browser language tag, if the site has one. */
export function siteLocaleOf(tag: string): LocaleCode | undefined {
  const subtags = tag.trim().toLowerCase().replace(/_/g, '-').split('-');
  const language = subtags[0] ?? '';
  if (!/^[a-z]{2,3}$/.test(language)) return undefined;
  // The region is the first two-letter (or three-digit) subtag after the language and any script.
  const region = subtags.slice(1).find((subtag) => /^([a-z]{2}|\d{3})$/.test(subtag));
  const regional = region ? `${language}-${region}` : undefined;
  if (regional && regional !== 'en-us' && isLocaleCode(regional)) return regional;
  if (language in LANGUAGE_ALIASES) return LANGUAGE_ALIASES[language] ?? undefined;
  return isLocaleCode(language) ? language : undefined;
}

/**
 * The locale to suggest: the first of the browser's languages the site has, when it is not the
 * one shown. Nothing when the browser's preferred site language is the one shown, or none matches.
 */
export function suggestedLocale(browserLanguages: readonly string[], shown: LocaleCode): LocaleCode | undefined {
  for (const tag of browserLanguages) {
    const locale = siteLocaleOf(tag);
    if (locale) return locale === shown ? undefined : locale;
  }
  return undefined;
}
