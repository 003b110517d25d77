import { expect, test, type Page } from '@playwright/test';
import { acceptCookiesBeforehand, contentPageTitle, contentText, openApp } from '../support/shell';

/**
 * Every route of the route table (SPEC.md section 2) renders its page: without a prefix and
 * under /de, with concrete values for the dynamic ones, inside the layout the route asks for.
 */
interface RouteSample {
  readonly name: string;
  readonly path: string;
  /** The section whose title the page shows as a heading. */
  readonly section: string;
  /** Where an index redirect lands. */
  readonly finalPath?: string;
  readonly layout?: 'empty';
  readonly localized?: false;
  /** A page for players: a guest gets it with the sign-in popup on top (the URL says so). */
  readonly playersOnly?: true;
  /** The page's own heading when it is not the section's title (a collection's name). */
  readonly heading?: string;
  /** ...or, when it depends on the page's language, that heading for the locale. */
  readonly localHeading?: (locale: string) => string;
  /** The document title's first part when it is not the section's title (an offer's own title). */
  readonly title?: string;
  /** A seeded content page whose title (in the page's language) names the tab. */
  readonly contentPage?: string;
  /** ...and is the page's heading too. */
  readonly contentPageIsHeading?: true;
}

const ROUTES: readonly RouteSample[] = [
  { name: 'index', path: '/', section: 'home' },
  { name: 'wallet', path: '/wallet', section: 'wallet', playersOnly: true },
  { name: 'wallet-history', path: '/wallet/history', section: 'wallet-history', playersOnly: true },
  { name: 'bonuses', path: '/bonuses', section: 'bonuses' },
  { name: 'contact', path: '/contact', section: 'contact' },
  { name: 'profile', path: '/profile', section: 'profile-info', finalPath: '/profile/info', playersOnly: true },
  { name: 'profile-info', path: '/profile/info', section: 'profile-info', playersOnly: true },
  { name: 'profile-limits', path: '/profile/limits', section: 'profile-limits', playersOnly: true },
  { name: 'profile-personal', path: '/profile/personal', section: 'profile-personal', playersOnly: true },
  { name: 'profile-sessions', path: '/profile/sessions', section: 'profile-sessions', playersOnly: true },
  { name: 'profile-bonuses', path: '/profile/bonuses', section: 'profile-bonuses' },
  {
    name: 'profile-settings',
    path: '/profile/settings',
    section: 'profile-settings-account',
    finalPath: '/profile/settings/account',
    playersOnly: true,
  },
  {
    name: 'profile-settings-account',
    path: '/profile/settings/account',
    section: 'profile-settings-account',
    playersOnly: true,
  },
  {
    name: 'profile-settings-notifications',
    path: '/profile/settings/notifications',
    section: 'profile-settings-notifications',
    playersOnly: true,
  },
  { name: 'notifications', path: '/notifications', section: 'notifications', playersOnly: true },
  { name: 'support', path: '/support', section: 'support' },
  { name: 'referral', path: '/referral', section: 'referral' },
  { name: 'questions', path: '/questions', section: 'questions' },
  // A help centre topic: the centre's title stays as the heading, the topic names the tab in the page's language.
  { name: 'questions-pageIdentity', path: '/questions/deposits', section: 'questions', contentPage: 'deposits' },
  { name: 'games', path: '/games', section: 'games' },
  { name: 'games-providers', path: '/games/providers', section: 'games-providers' },
  { name: 'games-params', path: '/games/slots', section: 'games', heading: 'Slots' },
  { name: 'game-id', path: '/game/orbit-dice', section: 'game', heading: 'Orbit Dice' },
  { name: 'favorites', path: '/favorites', section: 'favorites', playersOnly: true },
  { name: 'recently-played', path: '/recently-played', section: 'recently-played', playersOnly: true },
  {
    name: 'bonus-pageIdentity',
    path: '/bonus/welcome-1',
    section: 'bonus',
    heading: 'Welcome bonus: 100% up to 500 USD',
    title: 'Welcome bonus: 100% up to 500 USD',
  },
  // A page of the content store: its own title as heading and tab, in the page's language.
  {
    name: 'static-pageIdentity',
    path: '/static/aml',
    section: 'static',
    contentPage: 'aml',
    contentPageIsHeading: true,
  },
  { name: 'welcome-package', path: '/welcome-package', section: 'welcome-package' },
  // A championship's page (an event's page is there only while its event exists: shell.spec.ts).
  { name: 'sport-slug', path: '/sport/football/england/premier-league', section: 'sport' },
  { name: 'auth-autologin', path: '/auth/autologin', section: 'auth-autologin' },
  { name: 'auth-social-connection-callback', path: '/auth/social/google/callback', section: 'auth-social' },
  // The leaving page for an address of another site: it asks first, in the empty layout.
  {
    name: 'redirect',
    path: '/redirect?url=https://example.com/x',
    section: 'redirect',
    layout: 'empty',
    localHeading: (locale) =>
      contentText(locale, 'global-components:redirectPage.title').replace(
        '{brand}',
        contentText(locale, 'layout:brand.name'),
      ),
  },
  { name: 'verify-confirmCode', path: '/verify/abcd1234', section: 'verify', localized: false },
  { name: 'password-reset-resetCode', path: '/password-reset/abcd1234', section: 'password-reset', localized: false },
];

const withPrefix = (prefix: string, path: string) => (prefix !== '' && path === '/' ? prefix : `${prefix}${path}`);

test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

/** A direct load per route costs seconds on a busy machine: give each route of a prefix its share. */
const SECONDS_PER_ROUTE = 20;

/**
 * Under /de, one route of each kind the route table knows (the prefix is the table's, not each
 * route's): the home page, a player page behind the sign-in popup, an index redirect, a page with
 * its own heading, a content page in German, an offer's own title, a sportsbook path and the empty
 * layout. Every route once more under a prefix cost CI two and a half minutes for the same code.
 */
const UNDER_PREFIX: ReadonlySet<string> = new Set([
  'index',
  'wallet',
  'profile',
  'games-params',
  'questions-pageIdentity',
  'static-pageIdentity',
  'bonus-pageIdentity',
  'sport-slug',
  'redirect',
]);

// One test per prefix, each route a step loaded directly in the same page (its own full load, but
// with the browser's cache warm): the same checks as a test per route, at a fraction of the time.
for (const prefix of ['', '/de']) {
  const locale = prefix === '' ? 'en' : 'de';
  const routes = ROUTES.filter((sample) => prefix === '' || UNDER_PREFIX.has(sample.name));
  test(`${prefix ? `one route of each kind renders its page under ${prefix}` : 'every route renders its page'}`, async ({
    page,
  }) => {
    test.setTimeout(routes.length * SECONDS_PER_ROUTE * 1000);
    for (const route of routes) {
      const url = withPrefix(prefix, route.path);
      await test.step(`${url} renders ${prefix ? 'locale-' : ''}${route.name}`, () =>
        expectRoutePage(page, prefix, locale, route));
    }
  });
}

async function expectRoutePage(page: Page, prefix: string, locale: string, route: RouteSample): Promise<void> {
  const response = await openApp(page, withPrefix(prefix, route.path));

  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveURL(
    `${withPrefix(prefix, route.finalPath ?? route.path)}${route.playersOnly ? '?sign-in=true' : ''}`,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', locale);

  const sectionHeading =
    route.section === 'home'
      ? `${contentText(locale, 'layout:home.titleStart')} ${contentText(locale, 'layout:home.titleAccent')}`
      : contentText(locale, `global-components:sections.${route.section}`);
  const pageTitle = route.contentPage === undefined ? route.title : contentPageTitle(locale, route.contentPage);
  const heading = route.contentPageIsHeading ? pageTitle : (route.localHeading?.(locale) ?? route.heading);
  await expect(page.getByRole('heading', { name: heading ?? sectionHeading, exact: true }).first()).toBeVisible();
  if (route.section !== 'home')
    await expect(page).toHaveTitle(`${pageTitle ?? sectionHeading} · ${contentText(locale, 'layout:brand.name')}`);

  if (route.layout === 'empty') {
    await expect(page.getByTestId('app-root')).toHaveAttribute('data-layout', 'empty');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
  } else {
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('main-drawer')).toBeVisible();
  }
}

test('a non-localized route does not exist under a prefix: /de/verify/... is a missing page', async ({ page }) => {
  await openApp(page, '/de/verify/abcd1234');
  await expect(page.getByTestId('not-found')).toContainText('/de/verify/abcd1234');
});
