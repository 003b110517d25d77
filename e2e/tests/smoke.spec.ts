import { expect, test } from '@playwright/test';
import { collectPageErrors } from '../support/page-errors';

test.describe('the web app is served', () => {
  test('the home page renders and reports the server reachable, naming no database', async ({ page }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto('/');

    expect(response?.status()).toBe(200);
    await expect(page.getByTestId('app-root')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Casino, sportsbook and instant games');
    await expect(page.getByTestId('health-status')).toHaveText('Connected');
    await expect(page.getByRole('contentinfo')).not.toContainText(/database|pglite|postgres/i);
    await expect(page).toHaveTitle(/Lucky Orbit/);
    expect(errors).toEqual([]);
  });

  for (const deepLink of ['/de/games', '/pt-br/wallet/history']) {
    test(`the deep link ${deepLink} opens the app page`, async ({ page }) => {
      const response = await page.goto(deepLink);

      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByTestId('app-root')).toBeVisible();
    });
  }

  test('a missing hashed asset answers 404, not the app page', async ({ request }) => {
    const response = await request.get('/assets/nope.js');

    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).not.toContain('text/html');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the page does not scroll sideways', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('health-status')).toHaveText('Connected');

    const scrollWidth = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY);
    expect(scrollWidth).toBeLessThanOrEqual(390);
  });
});
