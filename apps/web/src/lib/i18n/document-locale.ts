import { textDirectionOf, type LocaleCode, type TextDirection } from '@casino/shared';

/**
 * The BCP 47 language tag of a site locale, for `<html lang>` and `hreflang`. The site serves
 * `se` as Swedish (packages/shared locales), whose tag is `sv`: `se` would tell screen readers
 * and search engines Northern Sami.
 */
const LANGUAGE_TAGS: Partial<Record<LocaleCode, string>> = { se: 'sv' };

export function documentLanguage(locale: LocaleCode): string {
  return LANGUAGE_TAGS[locale] ?? locale;
}

export function textDirection(locale: LocaleCode): TextDirection {
  return textDirectionOf(locale);
}

/** Sets the document language and direction (rtl for Persian) for the locale shown. */
export function applyDocumentLocale(locale: LocaleCode): void {
  const root = document.documentElement;
  root.lang = documentLanguage(locale);
  root.dir = textDirection(locale);
}
