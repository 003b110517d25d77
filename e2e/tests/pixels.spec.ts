import { expect, test, type Page } from '@playwright/test';
import { expectLoggedIn, PASSWORD, uniqueAddress, uniqueEmail } from '../support/accounts';
import { depositThroughSandbox } from '../support/payments';
import { storedAccessToken, watchSubscriptions } from '../support/realtime';
import { openApp } from '../support/shell';
import { serveStandIns, type StandInAdapter } from '../support/third-party';

/**
 * The retargeting pixel's journey (issue 27; SPEC.md, Third-party loads, and section 9's pixel
 * action ids and deposit milestones): nothing leaves for it while marketing cookies are refused;
 * once they are allowed, a visit (80), a registration through the form (regfin 81), a first
 * deposit paid on the sandbox's page (ftd 83, then deposit 89) and a real-money round (bet 88,
 * then bet30 90) each send their image beacon, the player's profile id as the external id.
 */
const PIXEL = 'https://pixel.e2e.test';
const RETARGETING_PIXEL: StandInAdapter = {
  id: 'retargeting-pixel',
  category: 'marketing',
  url: `${PIXEL}/p?site=e2e`,
};
/** An analytics adapter beside it: its data layer shows that an event happened, so no beacon is a fact, not a wait. */
const TAG_MANAGER: StandInAdapter = { id: 'tag-manager', category: 'analytics', url: 'https://tags.e2e.test/gtm.js' };

test.beforeEach(async ({ context }) => {
  // The visitor answered the cookie question beforehand: analytics yes, marketing no (lib/consent's record).
  await context.addInitScript(() => {
    if (window.localStorage.getItem('cookie-consent') === null)
      window.localStorage.setItem(
        'cookie-consent',
        JSON.stringify({ version: 1, analytics: true, marketing: false, decidedAt: '2026-11-29T00:00:00.000Z' }),
      );
    window.localStorage.setItem('locale-choice', 'e2e');
  });
});

/** The pixel's beacons so far, each as its query's fields. */
const beacons = (requests: readonly string[]) =>
  requests
    .filter((url) => url.startsWith(`${PIXEL}/`))
    .map((url) => Object.fromEntries(new URL(url).searchParams) as Record<string, string>);
const actions = (requests: readonly string[]) => beacons(requests).map(({ action }) => action);

const dataLayerEvents = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map(({ event }) => event),
  );

/** The fields retargeting-pixel.ts sends besides the action and the external id, as this browser has them. */
const browserFields = (page: Page) =>
  page.evaluate(() => ({
    site: 'e2e',
    screen: `${window.screen.width}x${window.screen.height}`,
    tz: Intl.DateTimeFormat().resolvedOptions().timeZone,
    plugins: String(navigator.plugins.length),
    mime: String(navigator.mimeTypes.length),
    memory: String((navigator as Navigator & { deviceMemory?: number }).deviceMemory ?? 0),
    cores: String(navigator.hardwareConcurrency || 0),
  }));

/** Signs up through the popup with e-mail and password (EUR, Germany); answers the new profile's id. */
async function signUpThroughForm(page: Page): Promise<string> {
  await page.getByTestId('sign-up-button').click();
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await dialog.getByLabel(/^E-mail/).fill(uniqueEmail('pixels'));
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByLabel(/^Repeat password/).fill(PASSWORD);
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await dialog.getByRole('option', { name: /Germany/ }).click();
  await dialog.getByLabel(/I am over 18/).check();
  const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/player/register');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const response = await registered;
  expect(response.status(), await response.text()).toBe(201);
  await expectLoggedIn(page);
  return ((await response.json()) as { profile: { id: string } }).profile.id;
}

test('the retargeting pixel sends nothing while marketing cookies are refused, then regfin at a sign-up, ftd and deposit at the first deposit, bet and bet30 at a real-money round', async ({
  page,
  request,
  browser,
}) => {
  // A sign-up, a deposit on the provider's page and a game launch: more than 30 s on a busy machine.
  test.setTimeout(120_000);
  const requests = await serveStandIns(page, [TAG_MANAGER, RETARGETING_PIXEL]);
  // The registration from an address of its own: the journeys registering in the browser share 127.0.0.1's budget.
  await page.route('**/api/player/register', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': uniqueAddress() } }),
  );
  const subscriptions = watchSubscriptions(page);

  // Marketing refused: the visit reaches the (analytics) tag manager, no beacon leaves.
  await openApp(page, '/');
  await expect.poll(() => dataLayerEvents(page)).toContain('pixel_visit');
  expect(beacons(requests)).toEqual([]);

  // Marketing allowed from the footer: the pixel starts and sends the page's visit.
  await page.getByTestId('footer-cookie-settings').click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await settings.getByRole('switch', { name: 'Marketing' }).check();
  await settings.getByRole('button', { name: 'Save my choice' }).click();
  await expect.poll(() => actions(requests)).toEqual(['80']);
  const fields = await browserFields(page);
  expect(beacons(requests)[0]).toEqual({ ...fields, action: '80', renderer: expect.any(String) as unknown });

  const playerId = await signUpThroughForm(page);
  await expect.poll(() => actions(requests)).toEqual(['80', '81']);
  expect(beacons(requests)[1]).toEqual({
    ...fields,
    action: '81',
    external_id: playerId,
    renderer: beacons(requests)[0]?.renderer,
  });

  // The first deposit, paid on the sandbox's page: the invoice channel's push is ftd, then deposit.
  await subscriptions.subscribed(`payment:invoices#${playerId}`);
  await depositThroughSandbox(browser, request, await storedAccessToken(page), 5000);
  await expect.poll(() => actions(requests)).toEqual(['80', '81', '83', '89']);
  expect(beacons(requests).slice(2)).toEqual([
    expect.objectContaining({ action: '83', external_id: playerId }),
    expect.objectContaining({ action: '89', external_id: playerId }),
  ]);

  // One round of dice for real money: bet, then bet30 (the game page is a new page: its visit first).
  await openApp(page, '/game/orbit-dice');
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('.top-bar__balance-amount')).toHaveText('50.00 EUR');
  await game.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect.poll(() => actions(requests).slice(4)).toEqual(['80', '88', '90']);
  expect(beacons(requests).slice(5)).toEqual([
    expect.objectContaining({ action: '88', external_id: playerId }),
    expect.objectContaining({ action: '90', external_id: playerId }),
  ]);
});
