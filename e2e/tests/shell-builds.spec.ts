import { expect, test } from '@playwright/test';
import { acceptCookiesBeforehand, isSameDocument, markDocument, openApp } from '../support/shell';

/**
 * New builds and lost chunks (SPEC.md sections 7-9): an open tab reloads itself on the
 * navigation after it learns of either, and never twice within 10 seconds.
 */

test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

const drawerLink = (name: string) => `[data-testid="main-drawer"] a[data-nav="${name}"]`;

test('the build id is published without caching', async ({ request }) => {
  const response = await request.get(`/builds/latest.json?t=${Date.now()}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-cache');
  expect((await response.json()) as unknown).toEqual({ id: expect.stringMatching(/.+/) as unknown });
});

test('a new build found on a navigation reloads the page on the next one', async ({ page }) => {
  await openApp(page, '/');
  await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'a-newer-build' } }));
  await markDocument(page);

  const checked = page.waitForRequest('**/builds/latest.json*');
  await page.locator(drawerLink('games')).click();
  await checked;
  await expect(page).toHaveURL('/games');
  expect(await isSameDocument(page)).toBe(true);

  const reloaded = page.waitForEvent('load');
  await page.locator(drawerLink('bonuses')).click();
  await reloaded;
  await expect(page).toHaveURL('/bonuses');
  expect(await isSameDocument(page)).toBe(false);
  await expect(page.getByRole('heading', { name: 'Bonuses' })).toBeVisible();
});

test('a page whose code fails to load shows the error screen, then the next navigation reloads', async ({ page }) => {
  await openApp(page, '/');
  await page.route('**/assets/support-route-*.js', (route) => route.abort());
  await markDocument(page);

  // The support page's code is a chunk of its own, loaded on the first visit.
  await page.locator(drawerLink('support')).click();
  await expect(page.getByTestId('error-screen')).toBeVisible();
  expect(await isSameDocument(page)).toBe(true);

  await page.unroute('**/assets/support-route-*.js');
  const reloaded = page.waitForEvent('load');
  await page.getByTestId('error-home-button').click();
  await reloaded;
  await expect(page.getByTestId('app-root')).toBeVisible();
  expect(await isSameDocument(page)).toBe(false);
  expect(await page.evaluate(() => sessionStorage.getItem('reload-guard-at'))).toMatch(/^\d+$/);

  // Within 10 s of that reload, another lost chunk must not reload again (no reload loop).
  await page.route('**/assets/support-route-*.js', (route) => route.abort());
  await markDocument(page);
  await page.locator(drawerLink('support')).click();
  await expect(page.getByTestId('error-screen')).toBeVisible();
  await page.getByTestId('error-home-button').click();
  await expect(page).toHaveURL('/');
  await page.waitForTimeout(500);
  expect(await isSameDocument(page)).toBe(true);
});
