/**
 * The pages of SPEC.md section 2 that everyone may see and search engines may index, unprefixed
 * (each exists in every locale: `/de/games`). The sitemap lists them, and the web build
 * prerenders them; game pages (`/game/{identity}`) come from the catalogue. Pages for players
 * (wallet, profile, favourites) and one-time links (verify, password reset) are never listed.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/games',
  '/games/providers',
  '/sport',
  '/bonuses',
  '/welcome-package',
  '/referral',
  '/questions',
  '/support',
  '/contact',
  '/static/terms',
  '/static/privacy',
  '/static/aml',
  '/static/responsible-gaming',
  '/static/cookies',
  '/static/bonus-terms',
] as const;

/** The page of one game, unprefixed. */
export const gamePagePath = (identity: string): string => `/game/${encodeURIComponent(identity)}`;

/**
 * Paths search engines should not crawl (robots.txt), under every locale prefix as well: the
 * machine API, the providers' pages, pages for players and one-time links.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/provider/',
  '/wallet',
  '/profile',
  '/favorites',
  '/recently-played',
  '/notifications',
  '/auth/',
  '/redirect',
  '/verify/',
  '/password-reset/',
] as const;
