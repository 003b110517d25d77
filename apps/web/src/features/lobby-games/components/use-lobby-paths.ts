import { pathTo } from '@/config/paths';

/** Unprefixed lobby paths (`/games/slots`); lib/page-locale's useLocalizePath puts them in the page's locale. */
export const lobbyPaths = {
  games: pathTo('/games'),
  providers: pathTo('/games/providers'),
  favorites: pathTo('/favorites'),
  collection: (identity: string) => pathTo('/games/*', { rest: encodeURIComponent(identity) }),
  provider: (identity: string) => pathTo('/games/*', { rest: `providers/${encodeURIComponent(identity)}` }),
  game: (identity: string) => pathTo('/game/:id', { id: identity }),
} as const;
