import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectLoggedIn } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { depositThroughSandbox } from '../support/payments';
import { registerByPhone, typeCodeSentTo, uniquePhone } from '../support/phone';
import { watchSubscriptions } from '../support/realtime';
import { acceptCookiesBeforehand, openApp } from '../support/shell';

/**
 * Issue 32's 80% warning in the browser: a player registered by phone signs in with a texted code,
 * sets a daily bet limit, plays Orbit Dice until the stakes reach 80% of it (the game page's banner
 * says so), and the stake past the limit is stopped by the game-limit-reached window; on another
 * page a deposit that takes a deposit limit to 80% is told by the site's alert.
 * Screenshots of the banner (1280 and 390 px, light and dark) go to e2e/screenshots-out/issue-32/
 * when E2E_SCREENSHOTS is set (not kept in the repository).
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));
// Four views of the banner, each checked by axe: more than a journey's usual 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS
  ? new URL('../screenshots-out/issue-32/', import.meta.url).pathname
  : undefined;

/** Signs in with the phone and the code texted to it. */
async function signInByCode(page: Page, phone: string): Promise<void> {
  await openApp(page, '/?sign-in=true');
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await typeCodeSentTo(page, dialog, phone);
  await expect(dialog).toBeHidden();
  await expectLoggedIn(page);
}

/** One round of Orbit Dice in the game frame at `euros`, answered by the server with `status`. */
async function roll(page: Page, euros: string, status: number): Promise<void> {
  const game = page.frameLocator('[data-testid="game-frame"]');
  await game.locator('#bet-amount').fill(euros);
  const played = page.waitForResponse(
    (response) => response.url().endsWith('/provider/games/api/rounds') && response.request().method() === 'POST',
  );
  await game.locator('.button--play').click();
  expect((await played).status()).toBe(status);
  // The frame is ready for the next round once its play button is back.
  await expect(game.locator('.button--play')).toBeEnabled();
}

/** At both widths and in both colour modes: no serious accessibility violation, and a picture when asked. */
async function checkBanner(page: Page, banner: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // The colours change with a transition, the banner slides in: read them once both have run.
      await page.waitForFunction(() =>
        document
          .getAnimations()
          .every(
            (animation) =>
              !(
                animation instanceof CSSTransition ||
                (animation instanceof CSSAnimation && animation.animationName === 'foot-dock-rise')
              ) || animation.playState !== 'running',
          ),
      );
      await expect(banner).toBeInViewport();
      expect(await seriousAccessibilityViolations(page), `banner ${width} ${colorScheme}`).toEqual([]);
      if (SCREENSHOT_DIR) await page.screenshot({ path: `${SCREENSHOT_DIR}limit-warning-${width}-${colorScheme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a phone player signs in by code, sets a daily bet limit, is warned at 80% on the game page and stopped past the limit', async ({
  page,
  request,
  browser,
}) => {
  const phone = uniquePhone();
  const player = await registerByPhone(request, phone);
  await depositThroughSandbox(browser, request, player.accessToken, 5_000);
  await signInByCode(page, phone);

  // A daily bet limit of 10 EUR on the limits page.
  await openApp(page, '/profile/limits');
  await page.getByTestId('add-bet-limit').click();
  const addLimit = page.getByRole('dialog', { name: 'Add a limit' });
  await addLimit.getByLabel('Amount').fill('10');
  await addLimit.getByRole('button', { name: 'Save limit' }).click();
  await expect(addLimit).toBeHidden();
  await expect(page.getByTestId('limits-bet').getByTestId('limit-item')).toContainText('0.00 EUR used of 10.00 EUR');

  // Orbit Dice for real money; the page hears the player's game:bets channel before the first stake.
  const subscriptions = watchSubscriptions(page);
  await openApp(page, '/game/orbit-dice');
  await subscriptions.subscribed(`game:bets#${player.id}`);
  const banner = page.getByTestId('limit-warning-banner');
  await roll(page, '4', 200);
  await expect(banner).toHaveCount(0);
  // 8 of 10 EUR staked: the banner says so, over the foot of the screen, with the way to the limits.
  await roll(page, '4', 200);
  await expect(banner).toContainText('You have used 80% of your daily bet limit');
  await expect(banner).toContainText('8.00 EUR used of 10.00 EUR');
  await expect(page.getByRole('status').filter({ has: banner })).toHaveCount(1);
  await expect(banner.getByRole('link', { name: 'My limits' })).toHaveAttribute('href', '/profile/limits');
  // The banner tells it on the game page; the site's alert stays silent there.
  await expect(page.getByTestId('alert-area')).not.toContainText('bet limit');
  await checkBanner(page, banner);

  // The banner is closed by the player; the next stake would pass the limit and is stopped.
  await banner.getByRole('button', { name: 'Close' }).click();
  await expect(banner).toBeHidden();
  await roll(page, '4', 409);
  const stop = page.getByRole('dialog', { name: 'Game limit reached' });
  await expect(stop).toContainText('This stake would pass your bet limit');
  // A refused stake warns of nothing: the banner stays closed.
  await expect(banner).toBeHidden();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // Away from the game the site's alert tells it: a daily deposit limit of 70 EUR, and a deposit
  // (made elsewhere, here through the API) that takes the day's 50 EUR to 60.
  const headers = { authorization: `Bearer ${player.accessToken}` };
  const depositLimit = await request.post('/api/player/limits', {
    headers,
    data: { definition: 3, period: 'daily', amount: 7_000, currency: 'EUR' },
  });
  expect(depositLimit.status(), await depositLimit.text()).toBe(201);
  const again = watchSubscriptions(page);
  await openApp(page, '/profile/limits');
  await again.subscribed(`game:bets#${player.id}`);
  const invoice = await request.post('/api/payment/invoices/deposit', {
    headers,
    data: { paymentMethod: 'sandbox.deposit.card', amount: 1_000, currency: 'EUR' },
  });
  expect(invoice.status(), await invoice.text()).toBe(201);
  const alert = page.getByTestId('alert-area');
  await expect(alert).toContainText('You have used 85% of your daily deposit limit');
  await expect(alert).toContainText('60.00 EUR used of 70.00 EUR');
  await expect(alert.getByRole('link', { name: 'My limits' })).toBeVisible();
});
