import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/axe';
import { openApp } from '../support/shell';

/** What the page stored as the visitor's cookie choice (lib/consent). */
const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(window.localStorage.getItem('cookie-consent') ?? 'null') as { version: number; analytics: boolean; marketing: boolean } | null);

test.beforeEach(async ({ context }) => {
  // Only the cookie question here: the first-visit language suggestion waits until it is answered anyway.
  await context.addInitScript(() => window.localStorage.setItem('locale-choice', 'e2e'));
});

test('the cookie popup asks, a choice per category is stored with its version, and the footer changes it later', async ({ page }) => {
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
