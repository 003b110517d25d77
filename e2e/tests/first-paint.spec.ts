import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors';

/**
 * The public pages are prerendered at build time (apps/web/scripts/prerender.mjs): the server's
 * first answer already holds the shell, the header and the first rows, and the app hydrates
 * them without rendering anew.
 */

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the header, the hero and the lobby rows, without the preloader', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);

    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino, sportsbook and instant games');
    const lobby = page.getByTestId('lobby');
    await expect(lobby).toBeVisible();
    // The first collection row with its games: links to real game pages.
    await expect(lobby.locator('a[href^="/game/"]').first()).toBeVisible();
    await expect(page.locator('#preloader')).toHaveCount(0);
    await expect(page).toHaveTitle(/Lucky Orbit/);
  });

  test('a locale’s games page is in its language, with its canonical address', async ({ page }) => {
    await page.goto('/de/games');

    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.locator('main a[href^="/de/game/"]').first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/games$/);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/games$/);
  });

  test('a game page shows the game’s name', async ({ page }) => {
    await page.goto('/game/orbit-dice');

    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Orbit Dice');
  });
});

test.describe('after hydration', () => {
  test('the prerendered home page works, with no console error and no layout shift', async ({ page }) => {
    const errors = collectPageErrors(page, /hydrat/i);
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.total += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await expect(page.getByTestId('health-status')).toHaveText('Connected');
    // The root's effects have run and the lobby's rows have loaded: every part of the page is hydrated.
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    await page.waitForLoadState('networkidle');
    // The prerendered page and the hydrated one are laid out alike: read before the navigation
    // below, whose next page may arrive after the half second a click excuses on a busy machine.
    const layoutShift = await page.evaluate(
      () => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total,
    );
    expect(layoutShift).toBeLessThan(0.1);

    // Interactive only once React owns the HTML: the games link navigates without a reload.
    await page.evaluate(() => ((window as unknown as { beforeNavigation: boolean }).beforeNavigation = true));
    await page.getByTestId('lobby').getByRole('link', { name: 'All games' }).click();
    await expect(page).toHaveURL(/\/games$/);
    await expect(page.locator('main a[href^="/game/"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { beforeNavigation?: boolean }).beforeNavigation)).toBe(
      true,
    );

    expect(errors).toEqual([]);
  });

  test('a German games page hydrates in German, with one head that names the site’s address', async ({ page }) => {
    const errors = collectPageErrors(page, /hydrat/i);
    // The address the server's HTML names (PUBLIC_URL), whatever address the browser used.
    const served = await (await page.request.get('/de/games')).text();
    const servedCanonical = /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(served)?.[1];
    expect(servedCanonical).toMatch(/\/de\/games$/);
    await page.goto('/de/games');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByTestId('health-status')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    // After hydration one of each, and the app's agree with the server's.
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', servedCanonical ?? '');
    await expect(page.locator('head meta[property="og:url"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', servedCanonical ?? '');
    await expect(page.locator('head title')).toHaveCount(1);
    await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });
});
