import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { localizePath, splitLocalePath, type LocaleCode } from '@casino/shared';
import { pathTo } from '@/config/paths';

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
  games: pathTo('/games'),
  providers: pathTo('/games/providers'),
  favorites: pathTo('/favorites'),
  collection: (identity: string) => pathTo('/games/*', { rest: encodeURIComponent(identity) }),
  provider: (identity: string) => pathTo('/games/*', { rest: `providers/${encodeURIComponent(identity)}` }),
  game: (identity: string) => pathTo('/game/:id', { id: identity }),
} as const;
