import { expect, test } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/axe';
import { acceptCookiesBeforehand, isSameDocument, markDocument, openApp } from '../support/shell';
import { eventPath, upcomingEvents } from '../support/sportsbook';

/** The web shell (SPEC.md sections 2, 4 and 8): errors, languages, page head, preferences. */

const LOCALE_COUNT = 26;

test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

test.describe('missing pages and errors', () => {
  test('an unknown path shows the non-fatal "Page not found" with the path, inside the layout', async ({ page }) => {
    const response = await openApp(page, '/no/such/page');

    // The same page, with the status a missing page has: search engines and tools see it as missing.
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toContainText('Page not found: /no/such/page');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page).toHaveTitle('Page not found');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('a game, a sports event or a content page that does not exist is a missing page too, 404', async ({ page }) => {
    const response = await openApp(page, '/game/unknown-game');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // What exists answers 200 at the same addresses, under any locale and with a query.
    const [event] = await upcomingEvents(page.request);
    const status = async (path: string) =>
      (await page.request.get(path, { headers: { accept: 'text/html' } })).status();
    expect(await status(`/de${eventPath(event!)}?championshipIds=1`)).toBe(200);
    expect(await status(`/sport/event/${event!.id}`)).toBe(200);
    expect(await status('/fr/game/orbit-dice?wallet=deposit')).toBe(200);
    expect(await status('/pt-br/static/aml')).toBe(200);
    expect(await status('/sport/event/2000000000')).toBe(404);
    expect(await status('/de/sport/football/england/premier-league/2000000000-no-match')).toBe(404);
    expect(await status('/fr/static/no-such-terms')).toBe(404);
    expect(await status('/pt-br/game/unknown-game?wallet=deposit')).toBe(404);
  });

  test('under a locale the message is in its language', async ({ page }) => {
    const response = await openApp(page, '/de/keine/seite');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('not-found')).toContainText('Seite nicht gefunden: /de/keine/seite');
    await expect(page.getByTestId('error-home-button')).toHaveAttribute('href', '/de');
  });

  test('a parameter that fails validation shows the error screen with a Homepage button to /', async ({ page }) => {
    await openApp(page, '/game/%20bad');

    const screen = page.getByTestId('error-screen');
    await expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(screen).toContainText(
      'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
    );
    await expect(screen.getByRole('img')).toHaveCount(0); // the picture is decorative
    await expect(screen.locator('img.error-illustration')).toBeVisible();
    await expect(page.getByTestId('error-home-button')).toHaveText('Homepage');
    await expect(page.getByTestId('error-home-button')).toHaveAttribute('href', '/');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('under /de the Homepage button goes to /de, in German', async ({ page }) => {
    await openApp(page, '/de/bonus/..bad');

    await expect(page.getByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeVisible();
    const home = page.getByTestId('error-home-button');
    await expect(home).toHaveAttribute('href', '/de');
    await home.click();
    await expect(page).toHaveURL('/de');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Casino, Sportwetten und');
  });
});

test.describe('language', () => {
  test('the document language follows the URL prefix, and Persian is right-to-left', async ({ page }) => {
    await openApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await openApp(page, '/de/games');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await openApp(page, '/fa/games');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('the head links the page in every locale, with og:url and the canonical address', async ({ page, baseURL }) => {
    await openApp(page, '/de/wallet/history');

    const alternates = await page
      .locator('head link[rel="alternate"]')
      .evaluateAll((links) =>
        links.map((link) => ({ hreflang: link.getAttribute('hreflang'), href: link.getAttribute('href') })),
      );
    expect(alternates).toHaveLength(LOCALE_COUNT + 1);
    expect(new Set(alternates.map((link) => link.hreflang)).size).toBe(LOCALE_COUNT + 1);
    expect(alternates).toContainEqual({ hreflang: 'en', href: `${baseURL}/wallet/history` });
    expect(alternates).toContainEqual({ hreflang: 'pt-br', href: `${baseURL}/pt-br/wallet/history` });
    expect(alternates).toContainEqual({ hreflang: 'x-default', href: `${baseURL}/wallet/history` });
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute(
      'content',
      `${baseURL}/de/wallet/history`,
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/de/wallet/history`);
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
  });

  test('the language switcher keeps the page and its query', async ({ page }) => {
    await openApp(page, '/bonuses?tab=bets');
    await markDocument(page);

    await page.getByTestId('language-switcher').getByRole('button').click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL('/de/bonuses?tab=bets');
    await expect(page.getByRole('heading', { name: 'Boni' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');

    await page.getByTestId('language-switcher').getByRole('button').click();
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL('/bonuses?tab=bets');
    await expect(page.getByRole('heading', { name: 'Bonuses' })).toBeVisible();
    expect(await isSameDocument(page)).toBe(true);
  });
});

test.describe('navigation', () => {
  test('moving between the questions list and a question does not reload the page', async ({ page }) => {
    await openApp(page, '/questions');
    await markDocument(page);

    await page.getByRole('link', { name: 'Deposits', exact: true }).click();
    await expect(page).toHaveURL('/questions/deposits');
    await expect(page.getByRole('link', { name: 'Deposits', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('link', { name: 'All questions' }).click();
    await expect(page).toHaveURL('/questions');
    expect(await isSameDocument(page)).toBe(true);
  });

  test('a page whose code is still loading shows the skeleton named after its route', async ({ page }) => {
    await openApp(page, '/');
    // The wallet's layout and page chunks both held back long enough for a busy machine to poll the skeleton.
    await page.route(/\/assets\/(section-outlet-page|wallet-pages)-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.getByTestId('main-drawer').getByRole('link', { name: 'Wallet' }).click();
    await expect(page.locator('[data-skeleton="wallet-page"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Wallet', level: 1 })).toBeVisible();
    await expect(page.locator('[data-skeleton]')).toHaveCount(0);
  });

  test('the sign-in and sign-up buttons put their modal key in the URL', async ({ page }) => {
    await openApp(page, '/games');
    await expect(page.getByTestId('sign-in-button')).toHaveAttribute('href', '/games?sign-in=true');
    await expect(page.getByTestId('sign-up-button')).toHaveAttribute('href', '/games?sign-up=true');
    await page.getByTestId('sign-in-button').click();
    await expect(page).toHaveURL('/games?sign-in=true');
  });

  test('/redirect to another site asks first: its host, a Continue link, nothing fetched from it before the click', async ({
    page,
  }) => {
    const destination = 'https://example.com/x?a=1';
    const fetchedFromDestination: string[] = [];
    // The destination answered here, so the test needs no network and sees every request made to it.
    await page.route('https://example.com/**', async (route) => {
      fetchedFromDestination.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<title>Example</title><h1>Example</h1>' });
    });
    await openApp(page, `/redirect?url=${encodeURIComponent(destination)}`);

    await expect(page.getByRole('heading', { name: 'You are leaving Lucky Orbit', level: 1 })).toBeVisible();
    await expect(page.getByTestId('redirect-host')).toHaveText('example.com');
    await expect(page.getByTestId('redirect-address')).toHaveText(destination);
    const continueLink = page.getByRole('link', { name: 'Continue to example.com' });
    await expect(continueLink).toHaveAttribute('href', destination);
    await expect(continueLink).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(page.getByRole('link', { name: 'Back to Lucky Orbit' })).toHaveAttribute('href', '/');
    // A page per address someone linked to: kept out of search engines.
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await page.waitForLoadState('networkidle');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    expect(page.url()).toContain('/redirect?url=');
    expect(fetchedFromDestination).toEqual([]);

    await continueLink.click();
    await expect(page).toHaveURL(destination);
    expect(fetchedFromDestination).toEqual([destination]);
  });

  test("/redirect refuses a javascript: address, in the page's language", async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openApp(page, '/de/redirect?url=javascript:alert(1)');
    await expect(page.getByRole('heading', { name: 'Dieser Link kann nicht geöffnet werden', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Weiter zu/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Zurück zu Lucky Orbit' })).toHaveAttribute('href', '/de');
    expect(dialogs).toEqual([]);
  });

  test('/redirect to a page of ours goes there at once, and Back skips it', async ({ page }) => {
    await openApp(page, '/games');
    await page.goto('/redirect?url=%2Fquestions%2Fdeposits%3Ffrom%3Dmail');
    await expect(page).toHaveURL('/questions/deposits?from=mail');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/games');
  });

  test('the preloader hides after the page has loaded', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#preloader')).toBeHidden({ timeout: 5000 });
  });
});

test.describe('remembered preferences', () => {
  test('the colour mode is applied, remembered, and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await openApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'dark');

    await page.getByTestId('colour-mode-switcher').getByRole('button').click();
    await page.getByRole('button', { name: 'Light' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(background);
    expect(await page.evaluate(() => localStorage.getItem('colour-mode'))).toBe('light');
  });

  test("'system' follows the operating system, even while the page is open", async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openApp(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'dark');
  });

  test('the compact drawer survives a reload', async ({ page }) => {
    await openApp(page, '/games');
    const drawer = page.getByTestId('main-drawer');
    const fullWidth = (await drawer.boundingBox())?.width ?? 0;

    await page.getByTestId('drawer-compact-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-drawer-compact', '');
    await expect.poll(async () => (await drawer.boundingBox())?.width ?? 0).toBeLessThan(fullWidth / 2);

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-drawer-compact', '');
    await expect(page.getByTestId('drawer-compact-toggle')).toHaveAttribute('aria-pressed', 'true');
    expect((await drawer.boundingBox())?.width ?? 0).toBeLessThan(fullWidth / 2);
  });

  test('the cookie popup comes first from the keyboard and shows until accepted, then never again', async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await openApp(page, '/');
    const popup = page.getByTestId('cookie-popup');
    await expect(popup).toBeVisible();
    // The first Tab presses reach the popup (its link, then Accept), not the page behind it.
    await page.keyboard.press('Tab');
    await expect(popup.getByRole('link', { name: 'Cookie policy' })).toBeFocused();
    await page.keyboard.press('Tab');
    const accept = popup.getByRole('button', { name: 'Accept' });
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popup).toHaveCount(0);
    // Answered, the page's own order starts again: the skip link first.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.reload();
    await expect(page.getByTestId('app-root')).toBeVisible();
    await expect(popup).toHaveCount(0);
    await context.close();
  });
});

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile layout applies: the drawer is off-canvas and nothing scrolls sideways', async ({ page }) => {
    await openApp(page, '/support');
    await expect(page.getByTestId('app-root')).toHaveAttribute('data-layout', 'mobile');
    const drawer = page.getByTestId('main-drawer');
    await expect(drawer).toBeHidden();

    await page.getByTestId('drawer-open-button').click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Bonuses' })).toBeInViewport();
    await drawer.getByRole('link', { name: 'Bonuses' }).click();
    await expect(page).toHaveURL('/bonuses');
    await expect(drawer).toBeHidden();

    for (const path of ['/', '/wallet/history', '/de/profile/info', '/no/such/page', '/game/%20bad']) {
      await openApp(page, path);
      const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
      expect(scrollWidth, path).toBeLessThanOrEqual(390);
    }
  });

  test('the drawer takes the focus when opened, and Escape closes it and gives the focus back', async ({ page }) => {
    await openApp(page, '/');
    await page.getByTestId('drawer-open-button').click();
    await expect(page.getByTestId('main-drawer')).toBeVisible();
    await expect(page.getByTestId('main-drawer').getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('main-drawer')).toBeHidden();
    await expect(page.getByTestId('drawer-open-button')).toBeFocused();
  });
});

test.describe('accessibility', () => {
  for (const path of ['/', '/no/such/page', '/wallet/history', '/game/%20bad']) {
    test(`no critical or serious axe violations on ${path}`, async ({ page }) => {
      await openApp(page, path);
      await page.waitForLoadState('networkidle');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
    });
  }
});
