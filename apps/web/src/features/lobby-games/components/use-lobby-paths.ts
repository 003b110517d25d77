import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePath, type LocaleCode } from '@casino/shared';

/** The page's locale (its URL prefix; en has none), for links and number formats. */
export function usePageLocale(): LocaleCode {
  return splitLocalePath(useLocation().pathname).locale;
}

/** Unprefixed lobby paths (`/games/slots`) in the page's locale (`/de/games/slots`). */
export function useLobbyPath(): (path: string) => string {
  const locale = usePageLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

export const lobbyPaths = {
  games: '/games',
  providers: '/games/providers',
  favorites: '/favorites',
  collection: (identity: string) => `/games/${encodeURIComponent(identity)}`,
  provider: (identity: string) => `/games/providers/${encodeURIComponent(identity)}`,
  game: (identity: string) => `/game/${encodeURIComponent(identity)}`,
} as const;
