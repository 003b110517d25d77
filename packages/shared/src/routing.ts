import { DEFAULT_LOCALE, isLocaleCode, type LocaleCode } from './locales';

/** A locale prefix is two lowercase letters, or two letters, a hyphen and two letters (SPEC.md 2). */
export const LOCALE_PREFIX_PATTERN = /^[a-z]{2}(-[a-z]{2})?$/;

export interface LocalizedPath {
  readonly locale: LocaleCode;
  /** True when the path carried a locale prefix (the default locale never does). */
  readonly hasPrefix: boolean;
  /** The path without the locale prefix, always starting with '/'. */
  readonly path: string;
}

/** Splits `/pt-br/wallet/history` into locale `pt-br` and path `/wallet/history`. */
export function splitLocalePath(pathname: string): LocalizedPath {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LOCALE && isLocaleCode(first)) {
    return { locale: first, hasPrefix: true, path: `/${rest.join('/')}` };
  }
  return { locale: DEFAULT_LOCALE, hasPrefix: false, path: pathname || '/' };
}

/** The path of `path` (unprefixed, starting with '/') in `locale`; en has no prefix. */
export function localizePath(path: string, locale: LocaleCode): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_LOCALE) return normalized;
  return normalized === '/' ? `/${locale}` : `/${locale}${normalized}`;
}
