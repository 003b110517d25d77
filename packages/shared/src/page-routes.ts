import { splitLocalePath } from './routing';

/**
 * Who decides whether a page path exists, so the server can answer a missing page with HTTP 404
 * (the same app page, which says "Page not found"): the shapes of the web app's route table
 * (apps/web/src/app/routes/route-table.ts; its test keeps the two in step).
 * - `page`: a fixed route, always there;
 * - `game`, `content`, `bonus`, `sport-event`: a page of something in the database, there when it exists;
 * - `app`: a route whose parameters only the app reads (the sportsbook's sport and championship
 *   paths, lobby filters, one-time links): answered as a page, the app shows what it finds.
 */
export type PageOwner =
  | { readonly kind: 'page' }
  | { readonly kind: 'app' }
  | { readonly kind: 'game'; readonly identity: string }
  | { readonly kind: 'content'; readonly identity: string }
  | { readonly kind: 'bonus'; readonly identity: string }
  | { readonly kind: 'sport-event'; readonly eventId: number };

/** The web app's fixed page paths, without locale prefix or leading slash ('' is the home page). */
export const FIXED_PAGE_PATHS: readonly string[] = [
  '',
  'wallet',
  'wallet/history',
  'wallet/spins',
  'wallet/bets',
  'wallet/bonuses',
  'bonuses',
  'contact',
  'profile',
  'profile/info',
  'profile/limits',
  'profile/personal',
  'profile/sessions',
  'profile/bonuses',
  'profile/settings',
  'profile/settings/account',
  'profile/settings/notifications',
  'notifications',
  'support',
  'referral',
  'questions',
  'games',
  'games/providers',
  'favorites',
  'recently-played',
  'welcome-package',
  'auth/autologin',
  'redirect',
];

/**
 * An event's page of the sportsbook (SPEC.md section 2, as apps/web sport-url.ts reads it):
 * /sport/event/{eventId}, or /sport/{sport}/{category}/{championship}/{eventId}-{event-slug}.
 * Any other /sport path is a sport, a championship or a list: the app's to show.
 */
const SPORT_EVENT_PATHS: readonly RegExp[] = [
  /^sport\/event\/(\d{1,15})$/,
  /^sport\/[^/]+\/[^/]+\/[^/]+\/(\d{1,15})(?:-[^/]*)?$/,
];

/** Routes whose rest only the app interprets (with the parameter rules of the route table's validateParams). */
const APP_ROUTES: readonly RegExp[] = [/^games\/.+/, /^sport(\/.*)?$/, /^auth\/social\/[a-z0-9-]{2,32}\/callback$/];
/** The same for the routes of e-mailed links, which live without a locale prefix only (`localized: false`). */
const UNPREFIXED_APP_ROUTES: readonly RegExp[] = [
  /^verify\/[A-Za-z0-9_-]{4,256}$/,
  /^password-reset\/[A-Za-z0-9_-]{4,256}$/,
];

const fixedPaths = new Set(FIXED_PAGE_PATHS);

/** What owns `pathname` (with or without locale prefix, no query). */
export function pageOwnerOf(pathname: string): PageOwner {
  const { path, hasPrefix } = splitLocalePath(pathname);
  const bare = path.replace(/^\/+|\/+$/g, '');
  if (fixedPaths.has(bare)) return { kind: 'page' };
  const sportEvent = sportEventIdOf(bare);
  if (sportEvent !== undefined)
    return sportEvent > 0 && Number.isSafeInteger(sportEvent)
      ? { kind: 'sport-event', eventId: sportEvent }
      : { kind: 'app' };
  if (APP_ROUTES.some((pattern) => pattern.test(bare))) return { kind: 'app' };
  if (!hasPrefix && UNPREFIXED_APP_ROUTES.some((pattern) => pattern.test(bare))) return { kind: 'app' };
  const [first = '', second, ...rest] = bare.split('/');
  const identity = safeDecode(second ?? '');
  if (rest.length === 0 && second !== undefined) {
    if (first === 'game') return { kind: 'game', identity };
    if (first === 'bonus') return { kind: 'bonus', identity };
    if (first === 'static' || first === 'questions') return { kind: 'content', identity };
  }
  // Any other path is the catch-all content route: a page at its slug, when there is one.
  return { kind: 'content', identity: safeDecode(bare) };
}

function sportEventIdOf(bare: string): number | undefined {
  for (const pattern of SPORT_EVENT_PATHS) {
    const match = pattern.exec(bare);
    if (match?.[1] !== undefined) return Number(match[1]);
  }
  return undefined;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
