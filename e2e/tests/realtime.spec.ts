import { expect, test } from '@playwright/test';
import { expectLoggedIn, signInThroughModal } from '../support/accounts';
import { registerPlayerFromOwnAddress, storedAccessToken, watchSubscriptions } from '../support/realtime';
import { acceptCookiesBeforehand, isSameDocument, markDocument, openApp } from '../support/shell';

/**
 * The real-time backbone in the browser (issue 5): the page's socket, the player's channel it
 * subscribes after login, and a change made elsewhere that reaches the open page by itself.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

test('a currency account opened elsewhere appears in the open page without a reload', async ({ page, request }) => {
  const player = await registerPlayerFromOwnAddress(request, 'realtime', 'USD');
  const socket = watchSubscriptions(page);
  await openApp(page, '/');
  // A guest's socket carries the public count already.
  await expect(page.getByTestId('online-count')).toHaveText(/^Players online: \d+$/);

  await signInThroughModal(page, player.email, player.password);
  await expectLoggedIn(page);
  await socket.subscribed(`wallet:accounts#${player.id}`);
  // This player's socket now counts among those online.
  await expect(page.getByTestId('online-count')).toHaveText(/^Players online: [1-9]\d*$/);

  const panel = page.getByTestId('currency-panel');
  await expect(panel).toContainText('USD');
  await panel.getByRole('button', { name: /^Balance/ }).click();
  const accounts = page.getByRole('list', { name: 'Your accounts' });
  await expect(accounts.getByRole('listitem')).toHaveText([/USD/]);

  await markDocument(page);
  const accountListReads: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() === 'GET' && new URL(sent.url()).pathname === '/api/wallet/accounts')
      accountListReads.push(sent.url());
  });
  const opened = await request.post('/api/wallet/accounts', {
    data: { currency: 'EUR' },
    headers: { authorization: `Bearer ${await storedAccessToken(page)}` },
  });
  expect(opened.status(), await opened.text()).toBe(201);

  // Pushed over the socket: no reload, and the page did not ask for the list again.
  await expect(accounts.getByRole('listitem')).toHaveText([/USD/, /EUR/]);
  expect(await isSameDocument(page)).toBe(true);
  expect(accountListReads).toEqual([]);
  await expect(page.getByTestId('realtime-reconnecting')).toHaveCount(0);
});
