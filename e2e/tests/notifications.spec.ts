import { expect, test, type Page } from '@playwright/test';
import { storeSession } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { depositThroughSandbox } from '../support/payments';
import { registerPlayerFromOwnAddress, watchSubscriptions } from '../support/realtime';
import { acceptCookiesBeforehand, openApp } from '../support/shell';

/**
 * Notifications in the browser (issue 26, "Done when"): a player deposits through the sandbox
 * and, without reloading, sees the push toast and the bell's unread count rise in two tabs; reads
 * the message in the inbox and both counts go down; the inbox and the notifications tab of
 * settings are clean for axe.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

const bell = (page: Page) => page.getByTestId('notification-menu').getByRole('button').first();
const unreadOf = (page: Page) => page.getByTestId('notification-menu').locator('[data-unread]');

/** A tab of the player with the bell up and both notification channels accepted by the hub. */
async function openTab(page: Page, playerId: string, path: string): Promise<void> {
  const subscriptions = watchSubscriptions(page);
  await openApp(page, path);
  await expect(unreadOf(page)).toHaveAttribute('data-unread', /^\d+$/);
  await subscriptions.subscribed(`messenger:notifications#${playerId}`);
  await subscriptions.subscribed(`messenger:pushes#${playerId}`);
}

test('a player deposits, sees the push and the unread count rise live in two tabs, and reads it in the inbox', async ({
  page,
  context,
  request,
  browser,
}) => {
  // A deposit on the provider's page and a webhook: give a busy machine room.
  test.setTimeout(120_000);
  const player = await registerPlayerFromOwnAddress(request, 'notify', 'EUR');
  await storeSession(page, player.accessToken);
  await openTab(page, player.id, '/');
  const before = Number(await unreadOf(page).getAttribute('data-unread'));
  const otherTab = await context.newPage();
  await openTab(otherTab, player.id, '/games');

  await depositThroughSandbox(browser, request, player.accessToken, 2500, 'EUR');

  // The push arrives as a toast (held while the pointer is on it), and the bell counts one more,
  // in both tabs, without a reload.
  const toast = page.locator('[data-testid="push-toast"][data-kind="deposit.credited"]');
  await expect(toast).toBeVisible();
  await toast.hover();
  await expect(page.getByTestId('push-toasts')).toHaveAttribute('aria-live', 'polite');
  for (const tab of [page, otherTab]) {
    await expect(unreadOf(tab)).toHaveAttribute('data-unread', String(before + 1));
    await expect(bell(tab)).toHaveAccessibleName(new RegExp(`unread: ${before + 1}$`));
  }
  await toast.getByRole('button', { name: 'Dismiss' }).click();
  await expect(toast).toHaveCount(0);

  // The popover lists it on top, unread; "See all" leads to the inbox.
  await bell(page).click();
  const popover = page.getByTestId('notification-popover');
  const newest = popover.getByTestId('notification-item').first();
  await expect(newest).toContainText('Deposit credited');
  await expect(newest).toHaveAttribute('data-state', '1');
  await popover.getByTestId('notification-see-all').click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();

  // Read in the inbox: the message turns read, and both tabs count one less.
  const message = page.getByTestId('notification-list').getByTestId('notification-item').first();
  await expect(message).toHaveAttribute('data-state', '1');
  const read = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/notification/messenger/messages/read') && response.request().method() === 'POST',
  );
  await message.getByTestId('notification-read').click();
  expect((await read).ok()).toBe(true);
  await expect(message).toHaveAttribute('data-state', '2');
  for (const tab of [page, otherTab]) await expect(unreadOf(tab)).toHaveAttribute('data-unread', String(before));
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The notifications tab of settings: locked channels cannot be switched off; a change is saved.
  await openApp(page, '/profile/settings/notifications');
  const table = page.getByTestId('notification-preferences');
  await expect(table.getByRole('switch', { name: 'Account and security: E-mail' })).toBeDisabled();
  await expect(table.getByRole('switch', { name: 'Account and security: E-mail' })).toBeChecked();
  const sportsSms = table.getByRole('switch', { name: 'Sports bets: SMS' });
  await expect(sportsSms).not.toBeChecked();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/notification/preferences') && response.request().method() === 'PUT',
  );
  await sportsSms.check();
  expect((await saved).ok()).toBe(true);
  await expect(sportsSms).toBeChecked();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
