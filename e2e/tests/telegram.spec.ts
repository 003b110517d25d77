import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/axe';
import { acceptCookiesBeforehand } from '../support/shell';
import { backButton, mainButton, openMiniApp, uniqueMessengerUser } from '../support/telegram';

/**
 * The messenger mini-app (issue 27, "Done when") inside a stand-in for the messenger's web client
 * (support/telegram-host.html): a new user is logged in from the init data without a form, the
 * app takes the host's theme, the messenger's back button walks the router, a deposit and a dice
 * bet go through the messenger wallet (its main button, the payment page opened by the
 * messenger), and the failures of the error table show their alerts.
 */
// A phone's view; the host (a public https page) may frame the app on 127.0.0.1, as the messenger
// frames a public site: Chromium asks the visitor first (Local Network Access), the test answers yes.
test.use({ viewport: { width: 390, height: 780 }, permissions: ['local-network-access'] });
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

/** The app's own document (its address, its CSS variables). */
const appFrame = (host: Page) => {
  const frame = host.frames().find((candidate) => candidate.url().startsWith('http://127.0.0.1'));
  if (!frame) throw new Error('the mini-app frame is not there');
  return frame;
};
const appPath = (host: Page) => new URL(appFrame(host).url()).pathname;
const colourToken = (host: Page, name: string) =>
  appFrame(host).evaluate((token) => getComputedStyle(document.documentElement).getPropertyValue(token).trim(), name);

async function expectLoggedIn(app: FrameLocator): Promise<void> {
  await expect(app.locator('html')).toHaveAttribute('data-messenger-login', 'ready');
  await expect(app.getByTestId('player-menu')).toBeVisible();
  await expect(app.getByTestId('balance-amount')).toHaveText('0.00');
}

test('a new messenger user is logged in from the init data, the app takes the host theme, and the back button walks the router', async ({
  page,
  baseURL,
}) => {
  const user = uniqueMessengerUser('Mira');
  const login = page.waitForRequest((request) => request.url().endsWith('/api/player/tg_login'));
  const sync = page.waitForResponse((response) => response.url().endsWith('/api/tg-bot/users'));
  const { host, app, methods } = await openMiniApp(page, baseURL ?? '', user, { theme: 'light' });

  // No form: the init data is the login, sent with the messenger's platform header; then the bot sync.
  expect((await login).headers()['x-platform']).toBe('tg');
  expect((await sync).status()).toBe(200);
  await expectLoggedIn(app);
  await expect(app.getByRole('dialog')).toHaveCount(0);
  // The messenger username is the new player's nickname, the name the header shows.
  await expect(app.getByTestId('player-menu')).toContainText(user.username ?? '');

  // The host's theme is the app's: its background token, then the dark one when the host switches.
  await expect(app.locator('html')).toHaveAttribute('data-messenger-bridge', 'ready');
  expect(await colourToken(host, '--color-bg')).toBe('#ffffff');
  await expect(app.locator('html')).toHaveAttribute('data-colour-mode', 'light');
  await host.getByRole('button', { name: 'Switch theme' }).click();
  await expect.poll(() => colourToken(host, '--color-bg')).toBe('#212121');
  await expect(app.locator('html')).toHaveAttribute('data-colour-mode', 'dark');
  expect((await methods()).map((call) => call.method)).toContain('web_app_ready');

  // The back button: hidden on the page the app opened on, shown after a step into the app, and
  // pressing it goes back (then hides again).
  await expect(backButton(host)).toBeHidden();
  await app.getByRole('button', { name: 'Open menu' }).click();
  await app.getByTestId('main-drawer').locator('a[data-nav="games"]').click();
  await expect.poll(() => appPath(host)).toBe('/games');
  await expect(backButton(host)).toBeVisible();
  await backButton(host).click();
  await expect.poll(() => appPath(host)).toBe('/');
  await expect(backButton(host)).toBeHidden();

  // The bot's news, from the drawer a messenger user has: posts of the content page, axe clean.
  await app.getByRole('button', { name: 'Open menu' }).click();
  await app.getByTestId('main-drawer').locator('a[data-nav="news"]').click();
  const news = app.getByRole('dialog', { name: 'News on Telegram' });
  await expect(news.getByTestId('telegram-news-post')).toHaveCount(2);
  await expect(news.getByTestId('telegram-news-post').first()).toContainText('Orbit Dice');
  await expect(backButton(host)).toBeVisible();
  expect(await seriousAccessibilityViolations(page, 'iframe')).toEqual([]);
});

test('a deposit through the messenger wallet and its main button, then a dice bet felt as haptics', async ({
  page,
  baseURL,
}) => {
  const { host, app, methods } = await openMiniApp(page, baseURL ?? '', uniqueMessengerUser('Dana'));
  await expectLoggedIn(app);

  // The header's deposit opens the messenger's compact wallet; its submit is the messenger's main button.
  await app.getByTestId('deposit-button').click();
  const wallet = app.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByTestId('messenger-wallet')).toBeVisible();
  await expect(wallet.getByRole('tab', { name: 'Deposit', selected: true })).toBeVisible();
  await expect(wallet.getByRole('radio', { name: /^Card/ })).toBeVisible();
  expect(await seriousAccessibilityViolations(page, 'iframe')).toEqual([]);
  await wallet.getByRole('radio', { name: /^Card/ }).check();
  await wallet.getByLabel(/^Amount/).fill('25');
  await expect(mainButton(host)).toHaveText('Continue to payment');
  await mainButton(host).click();

  // The payment page opens the way the messenger allows (openLink): the host opens it.
  const status = app.getByRole('dialog', { name: 'Deposit status' });
  await expect(status.getByText('Waiting for your payment')).toBeVisible();
  // The wallet is gone, and its main button with it.
  await expect(mainButton(host)).toBeHidden();
  const [providerPage] = await Promise.all([
    host.waitForEvent('popup'),
    status.getByRole('link', { name: /Go to the payment page/ }).click(),
  ]);
  expect((await methods()).some((call) => call.method === 'web_app_open_link')).toBe(true);
  await providerPage.getByRole('button', { name: /^Pay/ }).click();
  await expect(app.getByRole('dialog', { name: 'Deposit successful' })).toBeVisible();
  await expect(app.getByTestId('balance-amount')).toHaveText('25.00');
  await providerPage.close();

  // A real dice roll in the game's frame (inside the app's frame): the balance moves, the messenger buzzes.
  await app
    .getByRole('dialog', { name: 'Deposit successful' })
    .getByRole('button', { name: 'Close', exact: true })
    .first()
    .click();
  await app.getByRole('button', { name: 'Open menu' }).click();
  await app.getByTestId('main-drawer').locator('a[data-nav="games"]').click();
  await app.getByTestId('games-search').fill('dice');
  await app.locator('a[href$="/game/orbit-dice"]').first().click();
  // A phone is offered full screen once per game: the game stays in the page here.
  await app.getByRole('dialog', { name: 'Open the game' }).getByRole('button', { name: 'Stay on the page' }).click();
  const game = app.frameLocator('[data-testid="game-frame"]');
  await game.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(app.getByTestId('balance-amount')).not.toHaveText('25.00');
  await expect
    .poll(async () =>
      (await methods())
        .filter((call) => call.method === 'web_app_trigger_haptic_feedback')
        .map((call) => call.data?.type),
    )
    .toEqual([expect.stringMatching(/^(impact|notification)$/)]);
});

test('a session the server has ended is logged in again from the app, with no sign-in form', async ({
  page,
  baseURL,
  request,
}) => {
  const firstCall = page.waitForRequest(
    (call) => call.url().includes('/api/') && call.headers().authorization !== undefined,
  );
  const { app } = await openMiniApp(page, baseURL ?? '', uniqueMessengerUser('Again'));
  await expectLoggedIn(app);
  // The session ends on the server (another device logged it out): the app's next call is refused.
  const authorization = (await firstCall).headers().authorization ?? '';
  expect((await request.post('/api/player/sessions/logout', { headers: { authorization } })).ok()).toBe(true);
  const loginAgain = page.waitForRequest((call) => call.url().endsWith('/api/player/tg_login'));
  await app.getByTestId('deposit-button').click();
  await loginAgain;
  await expect(app.getByRole('dialog', { name: 'Sign in' })).toHaveCount(0);
  await expect(app.getByTestId('player-menu')).toBeVisible();
  await expect(app.getByTestId('balance-amount')).toHaveText('0.00');
});

test('an account the operator blocks sees the blocked alert with the way to support, and is signed out', async ({
  page,
  baseURL,
  request,
}) => {
  const firstLogin = page.waitForResponse((response) => response.url().endsWith('/api/player/tg_login'));
  const { host, app } = await openMiniApp(page, baseURL ?? '', uniqueMessengerUser('Blocked'));
  const { profile } = (await (await firstLogin).json()) as { profile: { id: string } };
  await expectLoggedIn(app);

  // The operator blocks the player: every session ends at once (modules/player/player-block.ts).
  const refused = page.waitForResponse(
    (response) => response.url().endsWith('/api/player/tg_login') && response.status() === 403,
  );
  const blocked = await request.post(`/api/admin/players/${profile.id}/block`, {
    headers: { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` },
    data: { reason: 'e2e: a blocked messenger player' },
  });
  expect(blocked.status()).toBe(200);
  // The app's next start finds its session ended (401), logs in again from the init data, and is refused (403).
  await appFrame(host).evaluate(() => window.location.reload());
  await refused;
  const alert = app.getByTestId('alert-area');
  await expect(alert).toContainText('Your account is blocked. Please contact support.');
  await expect(app.getByTestId('player-menu')).toHaveCount(0);
  await alert.getByRole('link', { name: 'Contact support' }).click();
  await expect.poll(() => appPath(host)).toBe('/support');
});

test('stale init data is refused by the server: the messenger auth error, and no session', async ({
  page,
  baseURL,
}) => {
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/player/tg_login'));
  const { app } = await openMiniApp(page, baseURL ?? '', uniqueMessengerUser('Late'), { ageSeconds: 3 * 24 * 60 * 60 });
  expect((await refused).status()).toBe(401);
  await expect(app.getByTestId('alert-area')).toContainText('We could not sign you in through the messenger.');
  await expect(app.locator('html')).toHaveAttribute('data-messenger-login', 'failed');
  await expect(app.getByTestId('player-menu')).toHaveCount(0);
});
