import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/axe';
import { expectLoggedIn, registerPlayer, signInThroughModal } from '../support/accounts';
import { openApp } from '../support/shell';
import { loadedStandInScripts, serveStandIns, thirdPartySettingsAsked } from '../support/third-party';

/** What the page stored as the visitor's cookie choice (lib/consent). */
const storedConsent = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(window.localStorage.getItem('cookie-consent') ?? 'null') as {
        version: number;
        analytics: boolean;
        marketing: boolean;
      } | null,
  );

test.beforeEach(async ({ context }) => {
  // Only the cookie question here: the first-visit language suggestion waits until it is answered anyway.
  await context.addInitScript(() => window.localStorage.setItem('locale-choice', 'e2e'));
});

test('the cookie popup asks, a choice per category is stored with its version, and the footer changes it later', async ({
  page,
}) => {
  await openApp(page, '/');
  const popup = page.getByTestId('cookie-popup');
  await popup.getByRole('link', { name: 'Choose cookies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookies on this site' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeChecked();
  await expect(dialog.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
  await expect(dialog.getByRole('switch', { name: 'Analytics' })).not.toBeChecked();
  expect(await seriousAccessibilityViolations(page, 'dialog[open]')).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('cookie-request.png') });

  await dialog.getByRole('switch', { name: 'Analytics' }).check();
  await dialog.getByRole('button', { name: 'Save my choice' }).click();
  await expect(dialog).toBeHidden();
  await expect(popup).toHaveCount(0);
  expect(await storedConsent(page)).toMatchObject({ version: 1, analytics: true, marketing: false });

  await page.reload();
  await expect(page.getByTestId('app-root')).toBeVisible();
  await expect(popup).toHaveCount(0);
  await page.getByTestId('footer-cookie-settings').click();
  const settings = page.getByRole('dialog', { name: 'Cookie settings' });
  await expect(settings.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await settings.getByRole('switch', { name: 'Analytics' }).uncheck();
  await settings.getByRole('switch', { name: 'Marketing' }).check();
  await settings.getByRole('button', { name: 'Save my choice' }).click();
  await expect(settings).toBeHidden();
  expect(await storedConsent(page)).toMatchObject({ version: 1, analytics: false, marketing: true });
});

/**
 * The sources of a Content-Security-Policy's loading directives that name another host than this
 * machine (frame-ancestors says who may frame the site, not what it loads: the messenger's web client).
 */
function foreignSources(policy: string): string[] {
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name !== 'frame-ancestors')
    .flatMap((words) => words.slice(1))
    .filter(
      (source) => /^(https?|wss?):\/\//.test(source) && !/^\w+:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(source),
    );
}

/** Every request of the page to another host than this machine (the vendors' addresses). */
function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (/^(https?|wss?):$/.test(url.protocol) && url.hostname !== '127.0.0.1' && url.hostname !== 'localhost')
      foreign.push(sent.url());
  });
  return foreign;
}

test('with every adapter off, nothing leaves the page for a third party, even with every cookie allowed, the CSP names none, and the fingerprint is still sent', async ({
  page,
  request,
}) => {
  expect(await (await request.get('/api/settings/third-party')).json()).toEqual({ data: [] });
  const foreign = watchForeignRequests(page);
  const settingsAsked = thirdPartySettingsAsked(page);
  const response = await openApp(page, '/');
  expect(foreignSources(response?.headers()['content-security-policy'] ?? 'missing')).toEqual([]);
  await settingsAsked;
  await page.getByTestId('cookie-popup').getByRole('button', { name: 'Accept all' }).click();
  const player = await registerPlayer(request, 'adapters-off');
  const login = page.waitForRequest(
    (sent) => new URL(sent.url()).pathname === '/api/player/sessions' && sent.method() === 'POST',
  );
  await signInThroughModal(page, player.email, player.password);
  await expectLoggedIn(page);
  // The fraud fingerprint is first-party: its two fields reach the server, never empty, with no vendor at all.
  const { fingerprint, visitorId } = (await login).postDataJSON() as { fingerprint?: unknown; visitorId?: unknown };
  expect(typeof fingerprint === 'string' && fingerprint.length > 0).toBe(true);
  expect(typeof visitorId === 'string' && visitorId.length > 0).toBe(true);
  await openApp(page, '/games');
  expect(foreign).toEqual([]);
});

/** The tag manager switched on, pointing at a stand-in (support/third-party.ts). */
test('a switched-on tag manager loads only once analytics cookies are allowed, and its data layer gets the login', async ({
  page,
  request,
}) => {
  const VENDOR = 'https://tags.e2e.test';
  const loads = await serveStandIns(page, [
    { id: 'tag-manager', category: 'analytics', url: `${VENDOR}/gtm.js`, key: 'GTM-E2E' },
  ]);
  const dataLayer = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; user_id?: string }[] }).dataLayer ?? []).map(
        ({ event, user_id }) => ({ event, user_id }),
      ),
    );

  const settingsAsked = thirdPartySettingsAsked(page);
  await openApp(page, '/');
  await settingsAsked;
  // Asked, not answered: nothing of the vendor yet, and none after a necessary-only answer either.
  await page.getByTestId('cookie-popup').getByRole('button', { name: 'Necessary only' }).click();
  await expect(page.getByTestId('cookie-popup')).toHaveCount(0);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  expect(loads).toEqual([]);
  expect(await dataLayer()).toEqual([]);

  await page.getByTestId('footer-cookie-settings').click();
  const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
  await dialog.getByRole('switch', { name: 'Analytics' }).check();
  await dialog.getByRole('button', { name: 'Save my choice' }).click();
  await expect.poll(() => loadedStandInScripts(page)).toEqual([`${VENDOR}/gtm.js?id=GTM-E2E`]);
  expect(loads).toEqual([`${VENDOR}/gtm.js?id=GTM-E2E`]);
  expect(await dataLayer()).toEqual([{ event: 'gtm.js' }, { event: 'session_start' }, { event: 'pixel_visit' }]);

  const player = await registerPlayer(request, 'adapters-on');
  await signInThroughModal(page, player.email, player.password);
  await expectLoggedIn(page);
  await expect.poll(dataLayer).toContainEqual({ event: 'login', user_id: player.id });
});
