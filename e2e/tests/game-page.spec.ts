import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { storeSession } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { depositThroughSandbox } from '../support/payments';
import { registerPlayerFromOwnAddress } from '../support/realtime';
import { acceptCookiesBeforehand, contentText, openApp } from '../support/shell';

/**
 * The game page (issue 7, "Done when"): a guest finds a game through the lobby's search and plays
 * it in demo; a funded player favourites it, plays it for real money and sees the header balance
 * and the spins history follow.
 */

test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

const tile = (page: Page, identity: string) =>
  page.locator(`[data-testid="game-tile"][data-game="${identity}"]`).first();
const game = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-frame"]');
const frameBalance = (page: Page) => game(page).locator('.top-bar__balance-amount');
const modeButton = (page: Page, name: string) =>
  page.getByTestId('game-mode-switch').getByRole('button', { name, exact: true });

/** Over 50.50 pays x2, so a 1-unit bet always moves the balance by one unit, up or down. */
async function rollOnce(page: Page, before: string, after: RegExp): Promise<void> {
  await expect(frameBalance(page)).toHaveText(before);
  await game(page).getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(frameBalance(page)).toHaveText(after);
}

test('a guest searches the lobby for dice and plays the demo on the game page', async ({ page }) => {
  await openApp(page, '/');
  await page.locator('[data-testid="main-drawer"] a[data-nav="games"]').click();
  await expect(page).toHaveURL('/games');
  await page.getByTestId('games-search').fill('dice');
  await expect(page).toHaveURL(/search=dice/);
  // The search answers after the URL has changed: wait for its one result before clicking it.
  await expect(page.getByTestId('game-tile')).toHaveCount(1);
  await tile(page, 'orbit-dice').getByRole('link').click();

  await expect(page).toHaveURL('/game/orbit-dice');
  await expect(page.getByRole('heading', { level: 1, name: 'Orbit Dice' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orbit Originals' })).toBeVisible();
  await expect(modeButton(page, 'Demo')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('game-real-cta').getByRole('link', { name: 'Sign in to play for real' })).toBeVisible();
  await expect(page.getByTestId('game-frame')).toHaveAttribute('title', 'Orbit Dice');

  await expect(game(page).getByText('DEMO', { exact: true })).toBeVisible();
  await rollOnce(page, '1,000.00 FUN', /^(999\.00|1,001\.00) FUN$/);

  // The tab remembers the game to return to.
  expect(await page.evaluate(() => window.sessionStorage.getItem('return-game'))).toContain('"identity":"orbit-dice"');

  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Real money needs an account: the guest is asked to sign in.
  await modeButton(page, 'Real money').click();
  await expect(page).toHaveURL(/[?&]sign-in=true/);
  await expect(page.getByRole('dialog', { name: contentText('en', 'modals:sign-in.title') })).toBeVisible();
});

test('an unknown game is the 404 page inside the layout, with no render error', async ({ page }) => {
  const renderErrors: string[] = [];
  page.on('console', (message) => {
    if (/caught the following error|render/i.test(message.text())) renderErrors.push(message.text());
  });
  page.on('pageerror', (error) => renderErrors.push(error.message));
  await openApp(page, '/game/does-not-exist');
  await expect(page.getByTestId('not-found')).toContainText('/game/does-not-exist');
  await expect(page.getByTestId('app-root')).toHaveAttribute('data-layout', 'default');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page).toHaveTitle(contentText('en', 'global-components:notFound.title'));
  expect(renderErrors).toEqual([]);
});

/** The element's box lies inside the game frame's box: the frame does not cut it off. */
async function expectInsideFrame(page: Page, element: Locator): Promise<void> {
  const frameBox = await page.getByTestId('game-frame').boundingBox();
  const box = await element.boundingBox();
  if (!frameBox || !box) throw new Error('no box');
  expect(box.y).toBeGreaterThanOrEqual(frameBox.y);
  expect(box.y + box.height).toBeLessThanOrEqual(frameBox.y + frameBox.height + 1);
}

/** Layout shifts not caused by input since the page loaded (Cumulative Layout Shift). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );
}

test('mines and roulette fit their frame on desktop and phone, in a sandbox without same-origin', async ({ page }) => {
  // Four game pages, each loading its game client.
  test.setTimeout(120_000);
  const sandboxWarnings: string[] = [];
  page.on('console', (message) => {
    if (/sandbox/i.test(message.text())) sandboxWarnings.push(message.text());
  });
  const games = [
    ['orbit-mines', (frame: FrameLocator) => frame.getByRole('button', { name: 'Tile 25, hidden' })],
    ['orbit-european-roulette', (frame: FrameLocator) => frame.getByRole('button', { name: 'Number 36', exact: true })],
  ] as const;
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    for (const [identity, lastOf] of games) {
      await openApp(page, `/game/${identity}`);
      const frame = page.getByTestId('game-frame');
      await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
      await expect(frame).not.toHaveAttribute('sandbox', /allow-same-origin/);
      const last = lastOf(game(page));
      await expect(last).toBeVisible();
      // The client reports its height and the box grows to it (a phone) or the game fits the box (desktop).
      await expect(async () => expectInsideFrame(page, last)).toPass();
      expect(await layoutShift(page), `${identity} at ${viewport.width} px`).toBeLessThan(0.1);
    }
  }
  // The game's document has an opaque origin: it cannot reach the casino page, its storage or cookies.
  const gameFrame = page.frames().find((candidate) => candidate.url().includes('/provider/games/play/'));
  expect(await gameFrame?.evaluate(() => self.origin)).toBe('null');
  expect(sandboxWarnings).toEqual([]);
});

test('a player favourites a game, plays it for real money and finds the round in the spins history', async ({
  page,
  request,
  browser,
}) => {
  // A deposit through the sandbox's page, two launches and five pages: more than 30 s on a busy machine.
  test.setTimeout(90_000);
  const player = await registerPlayerFromOwnAddress(request, 'game-page', 'EUR');
  await depositThroughSandbox(browser, request, player.accessToken, 5000);
  await storeSession(page, player.accessToken);
  await openApp(page, '/games');
  const headerBalance = page.getByTestId('balance-amount');
  await expect(headerBalance).toHaveText('50.00');

  await page.getByTestId('games-search').fill('dice');
  const heart = tile(page, 'orbit-dice').getByTestId('favorite-button');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // Within the search's debounce on a busy machine: the game page must stay (a settling search
  // used to write ?search= over the navigation and bring the player back to the lobby).
  await tile(page, 'orbit-dice').getByRole('link').click();
  await expect(page).toHaveURL(/\/game\/orbit-dice/);

  await expect(page.getByRole('heading', { level: 1, name: 'Orbit Dice' })).toBeVisible();
  await expect(modeButton(page, 'Real money')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('game-page').getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
  await expect(game(page).getByText('DEMO', { exact: true })).toHaveCount(0);
  await rollOnce(page, '50.00 EUR', /^(49\.00|51\.00) EUR$/);
  await expect(headerBalance).toHaveText(/^(49\.00|51\.00)$/);
  const afterRound = await headerBalance.textContent();

  // The launch is remembered for /recently-played on this device.
  expect(await page.evaluate(() => window.localStorage.getItem('played-games'))).toContain('"identity":"orbit-dice"');

  // Demo from real money goes through the demo-game modal; play money leaves the balance alone.
  await modeButton(page, 'Demo').click();
  const demo = page.getByRole('dialog', { name: contentText('en', 'modals:demo-game.title') });
  await demo.getByRole('button', { name: 'Play for fun' }).click();
  await expect(demo).toBeHidden();
  await expect(page).toHaveURL(/[?&]mode=demo/);
  await expect(game(page).getByText('DEMO', { exact: true })).toBeVisible();
  await expect(headerBalance).toHaveText(afterRound ?? '');

  await page.goto('/wallet/spins');
  const row = page.getByTestId('spin-row');
  await expect(row.filter({ hasText: 'Orbit Dice' })).toHaveCount(1);
  await expect(row.first()).toContainText('1.00');

  await page.goto('/favorites');
  await expect(tile(page, 'orbit-dice')).toBeVisible();
});
