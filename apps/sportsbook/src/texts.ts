/**
 * The widget's texts live in `apps/sportsbook/locales/<site locale>.json` (English the source and
 * the fallback); `src/i18n/catalogue.ts` looks them up. This module keeps the names views import.
 */
export type { PluralKey, TextKey, Texts, Values } from './i18n/catalogue';
export { createTexts, siteLocaleOf, sportName } from './i18n/catalogue';
