import path from 'node:path';
import { intlLocaleOf, isLocaleCode, textDirectionOf, translateFrom, type MessageValues } from '@casino/shared';
import { localeCatalogues } from '../http/locale-catalogues';
import { serverPaths } from '../paths';

/**
 * The texts of the sandbox providers' pages a player sees (hosted payment page, identity
 * verification): apps/server/locales/provider-pages/<locale>.json, nested by page, i18next plural
 * suffixes and `{name}` placeholders; a key a locale lacks is taken from en. The page's language
 * comes from its `lang` query parameter, which the platform puts on the URL it hands out.
 */
export type PageParams = MessageValues;

const pages = localeCatalogues(path.join(serverPaths.packageRoot, 'locales', 'provider-pages'));
/** The page language of a `lang` query value: a site locale code (any case), else en. Never throws. */
export function pageLocaleOf(lang: unknown): string {
  if (typeof lang !== 'string' || lang.length > 10) return 'en';
  const code = lang.toLowerCase();
  return isLocaleCode(code) ? code : 'en';
}

export interface PageTexts {
  readonly locale: string;
  /** The BCP 47 tag for Intl and `<html lang>` (`se` -> `sv`, `pt-br` -> `pt-BR`). */
  readonly intl: string;
  readonly dir: 'ltr' | 'rtl';
  /** The text of a key (`payment.pay`), plural aware with a numeric `count`, placeholders filled (not escaped). */
  readonly t: (key: string, params?: PageParams) => string;
  /** `?lang=de` for a link or form of the page (empty for en, the default). */
  readonly query: string;
}

export function pageTexts(lang: unknown): PageTexts {
  const locale = pageLocaleOf(lang);
  const intl = intlLocaleOf(locale);
  const t = (key: string, params: PageParams = {}) =>
    translateFrom(pages.lookupOf(locale), pages.lookupOf('en'), locale, key, params) ?? key;
  return { locale, intl, dir: textDirectionOf(locale), t, query: locale === 'en' ? '' : `?lang=${locale}` };
}
