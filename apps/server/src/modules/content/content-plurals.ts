import type { ContentTexts } from './content.service';

/**
 * Plural forms of the content texts, as i18next resolves them: a text with a count is a family of
 * keys `<base>_<category>` (`gamesCount_one`, `gamesCount_few`...), one per category of the
 * language's CLDR plural rules (Intl.PluralRules, which i18next uses in the browser too).
 */
export const PLURAL_CATEGORIES: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
const PLURAL_KEY = new RegExp(`^(.+)_(${PLURAL_CATEGORIES.join('|')})$`);

/** `gamesCount_few` -> `gamesCount`; undefined for a key that is no plural form. */
export function pluralBase(key: string): string | undefined {
  return PLURAL_KEY.exec(key)?.[1];
}

/** The categories a locale's counts fall into: en one/other, ru one/few/many/other. */
export function pluralCategoriesOf(locale: string): readonly Intl.LDMLPluralRule[] {
  return new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
}

/**
 * Gives every plural family the forms `locale` needs: a form the locale's own file does not
 * have (English fallback texts only have one/other) takes the family's `other` text. Without
 * this, i18next asks for `gamesCount_many` in Russian, finds none, and shows the raw key.
 */
export function completePluralForms(texts: ContentTexts, locale: string): ContentTexts {
  const categories = pluralCategoriesOf(locale);
  const result: Record<string, string | ContentTexts> = {};
  for (const [key, value] of Object.entries(texts)) {
    result[key] = typeof value === 'string' ? value : completePluralForms(value, locale);
  }
  for (const [key, value] of Object.entries(texts)) {
    const base = pluralBase(key);
    const other = texts[`${base}_other`];
    if (base === undefined || typeof value !== 'string' || typeof other !== 'string') continue;
    for (const category of categories) result[`${base}_${category}`] ??= other;
  }
  return result;
}
