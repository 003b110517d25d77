import type * as bonusPagesModule from '@/app/bonus/bonus-pages';
import type * as contentPagesModule from '@/app/content/content-pages';
import type * as retentionPagesModule from '@/app/retention/retention-pages';
import { playerPage } from '../session/player-page';

/**
 * Every route of SPEC.md section 2, as data: one place, mirrored by the spec's table. The
 * router (build-routes.tsx) mounts each localized route twice — without a prefix (en) and under
 * every other locale's prefix (`/de/...`, `/pt-br/...`, named `locale-<name>`).
 */
export type LayoutName = 'default' | 'empty';

/** A page module: its default export is the page component. */
export type PageLoader = () => Promise<{ default: React.ComponentType }>;

export interface RouteDefinition {
  /** Route name as the spec gives it (`game-id`, `wallet-history`); unique. */
  readonly name: string;
  /** Path relative to the parent, without locale prefix; '' for an index route. */
  readonly path: string;
  /** The site section a page's title or skeleton names (content key `global-components:sections.<section>`). */
  readonly section: string;
  /** The page, loaded on demand (routes are code-split). Absent for a pure parent. */
  readonly page?: PageLoader;
  readonly layout?: LayoutName;
  /** Route parameters must pass this, or the route answers with the 404 error page. */
  readonly validateParams?: (params: Readonly<Record<string, string | undefined>>) => boolean;
  /** Parent pages render their children in an outlet (no page reload between them). */
  readonly children?: readonly RouteDefinition[];
  /** Redirect an index visit to this child path (relative), e.g. /profile -> /profile/info. */
  readonly redirectTo?: string;
  /** False for the named routes that live without a locale prefix. */
  readonly localized?: boolean;
}

/** Slugs of content pages and identities of games: letters, digits, '-', '_' and '.'. */
const SLUG = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** One-time codes in e-mailed links. */
const CODE = /^[A-Za-z0-9_-]{4,256}$/;

const slugParam =
  (name: string) =>
  (params: Readonly<Record<string, string | undefined>>): boolean =>
    SLUG.test(params[name] ?? '');
const codeParam =
  (name: string) =>
  (params: Readonly<Record<string, string | undefined>>): boolean =>
    CODE.test(params[name] ?? '');

/** The content pages share one chunk (app/content/content-pages.tsx); each route picks its export. */
type ContentPages = typeof contentPagesModule;
const contentPage =
  <Name extends keyof ContentPages>(name: Name) =>
  async (): Promise<{ default: ContentPages[Name] }> => ({
    default: (await import('@/app/content/content-pages'))[name],
  });
/** The bonus pages share one chunk (app/bonus/bonus-pages.tsx); each route picks its export. */
type BonusPages = typeof bonusPagesModule;
const bonusPage =
  <Name extends keyof BonusPages>(name: Name) =>
  async (): Promise<{ default: BonusPages[Name] }> => ({ default: (await import('@/app/bonus/bonus-pages'))[name] });

/** The retention pages share one chunk (app/retention/retention-pages.tsx); each route picks its export. */
type RetentionPages = typeof retentionPagesModule;
const retentionPage =
  <Name extends keyof RetentionPages>(name: Name) =>
  async (): Promise<{ default: RetentionPages[Name] }> => ({
    default: (await import('@/app/retention/retention-pages'))[name],
  });

/** The table with its literal names and paths, for the path patterns below. */
const ROUTES = [
  { name: 'index', path: '', section: 'home', page: () => import('@/app/pages/home-page') },
  {
    name: 'wallet-parent',
    path: 'wallet',
    section: 'wallet',
    page: () => import('@/app/pages/section-outlet-page'),
    children: [
      // Pages for players, in the wallet scope (app/wallet): a guest gets the sign-in popup.
      {
        name: 'wallet',
        path: '',
        section: 'wallet',
        page: playerPage(async () => ({ default: (await import('@/app/wallet/wallet-pages')).WalletOverview })),
      },
      {
        name: 'wallet-history',
        path: 'history',
        section: 'wallet-history',
        page: playerPage(async () => ({ default: (await import('@/app/wallet/wallet-pages')).WalletHistory })),
      },
      // The spins tab of the history area (features/lobby-games): the player's game rounds.
      {
        name: 'wallet-spins',
        path: 'spins',
        section: 'wallet-spins',
        page: playerPage(() => import('@/features/lobby-games/pages/spins-history-page')),
      },
      // The bets tab of the history area (features/sportsbook): the player's sports bets.
      {
        name: 'wallet-bets',
        path: 'bets',
        section: 'wallet-bets',
        page: playerPage(() => import('@/features/sportsbook/pages/bets-history-page')),
      },
      // The bonuses tab of the history area (features/bonuses): finished bonuses, converted and forfeited.
      {
        name: 'wallet-bonuses',
        path: 'bonuses',
        section: 'wallet-bonuses',
        page: playerPage(bonusPage('BonusHistory')),
      },
    ],
  },
  // Bonuses (features/bonuses): the offers for everyone, the player's own bonuses for players.
  { name: 'bonuses', path: 'bonuses', section: 'bonuses', page: bonusPage('Bonuses') },
  // The contact form (features/contact), filled in for a signed-in player (app/contact).
  { name: 'contact', path: 'contact', section: 'contact', page: () => import('@/app/contact/contact-route') },
  {
    name: 'profile',
    path: 'profile',
    section: 'profile',
    page: () => import('@/app/pages/section-outlet-page'),
    redirectTo: 'info',
    // Pages for players: a guest gets the page with the sign-in popup on top (app/session/player-page.tsx).
    children: [
      // My info with the loyalty level and rakeback (features/retention) under it.
      { name: 'profile-info', path: 'info', section: 'profile-info', page: playerPage(retentionPage('ProfileInfo')) },
      {
        name: 'profile-limits',
        path: 'limits',
        section: 'profile-limits',
        page: playerPage(() => import('@/features/limits/pages/limits-page')),
      },
      {
        name: 'profile-personal',
        path: 'personal',
        section: 'profile-personal',
        page: playerPage(() => import('@/app/profile/personal-route')),
      },
      {
        name: 'profile-sessions',
        path: 'sessions',
        section: 'profile-sessions',
        page: playerPage(() => import('@/features/profile/pages/sessions-page')),
      },
      // Public like /bonuses: a guest sees the offers and the way to sign up, a player their own bonuses too.
      { name: 'profile-bonuses', path: 'bonuses', section: 'profile-bonuses', page: bonusPage('ProfileBonuses') },
      {
        name: 'profile-settings',
        path: 'settings',
        section: 'profile-settings',
        page: () => import('@/app/pages/section-outlet-page'),
        redirectTo: 'account',
        children: [
          {
            name: 'profile-settings-account',
            path: 'account',
            section: 'profile-settings-account',
            page: playerPage(() => import('@/features/profile/pages/settings-account-page')),
          },
          {
            name: 'profile-settings-notifications',
            path: 'notifications',
            section: 'profile-settings-notifications',
            page: playerPage(() => import('@/features/profile/pages/settings-notifications-page')),
          },
        ],
      },
    ],
  },
  // The inbox of notifications (features/notifications; ours, beyond the spec's table): players only.
  {
    name: 'notifications',
    path: 'notifications',
    section: 'notifications',
    page: playerPage(() => import('@/features/notifications/pages/notifications-page')),
  },
  // The live support chat (features/support), for guests and players (app/support).
  { name: 'support', path: 'support', section: 'support', page: () => import('@/app/support/support-route') },
  // The referral programme (features/retention): how it works for everyone, the link and statistics for a player.
  { name: 'referral', path: 'referral', section: 'referral', page: retentionPage('Referral') },
  {
    name: 'questions-parent',
    path: 'questions',
    section: 'questions',
    // The help centre (features/content): its topics stay on screen, the outlet shows the list's introduction or a topic.
    page: contentPage('Questions'),
    children: [
      { name: 'questions', path: '', section: 'questions', page: contentPage('QuestionsList') },
      {
        name: 'questions-pageIdentity',
        path: ':pageIdentity',
        section: 'questions',
        page: contentPage('QuestionTopic'),
        validateParams: slugParam('pageIdentity'),
      },
    ],
  },
  // The lobby (features/lobby-games): the games pages are for everyone, favourites and recent games for players.
  { name: 'games', path: 'games', section: 'games', page: () => import('@/features/lobby-games/pages/games-page') },
  {
    name: 'games-providers',
    path: 'games/providers',
    section: 'games-providers',
    page: () => import('@/features/lobby-games/pages/providers-page'),
  },
  {
    name: 'games-params',
    path: 'games/*',
    section: 'games',
    page: () => import('@/features/lobby-games/pages/games-page'),
  },
  // The game page for everyone (guests play the demo), composed with the accounts in app/game.
  {
    name: 'game-id',
    path: 'game/:id',
    section: 'game',
    page: () => import('@/app/game/game-route'),
    validateParams: slugParam('id'),
  },
  {
    name: 'favorites',
    path: 'favorites',
    section: 'favorites',
    page: playerPage(() => import('@/features/lobby-games/pages/favorites-page')),
  },
  {
    name: 'recently-played',
    path: 'recently-played',
    section: 'recently-played',
    page: playerPage(() => import('@/features/lobby-games/pages/recently-played-page')),
  },
  {
    name: 'bonus-pageIdentity',
    path: 'bonus/:pageIdentity',
    section: 'bonus',
    page: bonusPage('Bonus'),
    validateParams: slugParam('pageIdentity'),
  },
  {
    name: 'static-pageIdentity',
    path: 'static/:pageIdentity',
    section: 'static',
    page: contentPage('Static'),
    validateParams: slugParam('pageIdentity'),
  },
  { name: 'welcome-package', path: 'welcome-package', section: 'welcome-package', page: bonusPage('WelcomePackage') },
  // The sportsbook (features/sportsbook) composed with the session in app/sport; /sport itself matches too.
  { name: 'sport-slug', path: 'sport/*', section: 'sport', page: () => import('@/app/sport/sport-route') },
  {
    name: 'auth-autologin',
    path: 'auth/autologin',
    section: 'auth-autologin',
    page: () => import('@/features/auth/pages/autologin-page'),
  },
  {
    name: 'auth-social-connection-callback',
    path: 'auth/social/:connection/callback',
    section: 'auth-social',
    page: () => import('@/features/auth/pages/social-callback-page'),
    validateParams: (params) => /^[a-z0-9-]{2,32}$/.test(params.connection ?? ''),
  },
  // The leaving page for links (app/pages/redirect-page.tsx): our pages at once, another site after the player's click.
  {
    name: 'redirect',
    path: 'redirect',
    section: 'redirect',
    page: () => import('@/app/pages/redirect-page'),
    layout: 'empty',
  },
  {
    name: 'verify-confirmCode',
    path: 'verify/:confirmCode',
    section: 'verify',
    page: () => import('@/features/auth/pages/verify-email-page'),
    localized: false,
    validateParams: codeParam('confirmCode'),
  },
  {
    name: 'password-reset-resetCode',
    path: 'password-reset/:resetCode',
    section: 'password-reset',
    page: () => import('@/features/auth/pages/password-reset-page'),
    localized: false,
    validateParams: codeParam('resetCode'),
  },
  // Last: any other path may be a content page (features/content); with none, it is the non-fatal 'Page not found'.
  { name: 'slug', path: '*', section: 'content', page: contentPage('Slug') },
] as const satisfies readonly RouteDefinition[];

export const ROUTE_TABLE: readonly RouteDefinition[] = ROUTES;

/** `a/b` from a parent path and a child's ('' on either side leaves the other). */
type JoinPath<Parent extends string, Child extends string> = Parent extends ''
  ? Child
  : Child extends ''
    ? Parent
    : `${Parent}/${Child}`;

/** The full unprefixed path of every route of `Routes` below `Parent` (`/wallet/history`, `/game/:id`). */
type FullPathsOf<Routes, Parent extends string = ''> = Routes extends readonly (infer Route)[]
  ? Route extends { readonly path: infer Path extends string }
    ?
        | `/${JoinPath<Parent, Path>}`
        | (Route extends { readonly children: infer Children } ? FullPathsOf<Children, JoinPath<Parent, Path>> : never)
    : never
  : never;

/** Every route's path pattern, as the typed path builder (config/paths.ts) accepts them. */
export type RoutePattern = FullPathsOf<typeof ROUTES>;
