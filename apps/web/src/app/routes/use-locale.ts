import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePath, type LocaleCode } from '@casino/shared';

/** The locale of the page shown, from its URL prefix (en has none). */
export function useLocale(): LocaleCode {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Turns an unprefixed path (`/wallet`) into the current locale's (`/de/wallet`). */
export function useLocalizePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
