import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePath, type LocaleCode } from '@casino/shared';

/** The locale of the page shown, from its URL prefix (en has none): for links, numbers and dates. */
export function usePageLocale(): LocaleCode {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Turns an unprefixed path (`/wallet`, from config/paths.ts) into the page's locale's (`/de/wallet`). */
export function useLocalizePath(): (path: string) => string {
  const locale = usePageLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
