import { expect, test } from '@playwright/test';
import { registerPlayer, storeSession } from '../support/accounts';
import { acceptCookiesBeforehand } from '../support/shell';

/**
 * Wallet and payments in the browser (issue 6, "Done when"): a deposit through the sandbox
 * provider's hosted page lands on the balance live, without a reload; a withdrawal then waits as
 * pending in the transaction history.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

test('a deposit on the hosted page credits the balance live, and a withdrawal waits as pending', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'wallet');
  await storeSession(page, player.accessToken);
  await page.goto('/');
  const balance = page.getByTestId('balance-amount');
  await expect(balance).toHaveText('0.00');

  // Deposit 25 EUR by card: the wallet modal, then the provider's page in a new window.
  await page.getByTestId('deposit-button').click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await expect(wallet.getByRole('tab', { name: 'Deposit', selected: true })).toBeVisible();
  await wallet.getByRole('radio', { name: /^Card/ }).check();
  await wallet.getByRole('button', { name: '50 EUR', exact: true }).click();
  await expect(wallet.getByLabel(/^Amount/)).toHaveValue('50');
  await wallet.getByLabel(/^Amount/).fill('25');
  await wallet.getByRole('button', { name: 'Continue to payment' }).click();

  const status = page.getByRole('dialog', { name: 'Deposit status' });
  await expect(status.getByText('Waiting for your payment')).toBeVisible();
  const [providerPage] = await Promise.all([
    page.waitForEvent('popup'),
    status.getByRole('link', { name: /Go to the payment page/ }).click(),
  ]);
  await providerPage.getByRole('button', { name: /^Pay/ }).click();

  // Back on the site, untouched since: the modal moved on and the balance changed by itself.
  await expect(page.getByRole('dialog', { name: 'Deposit successful' })).toBeVisible();
  await expect(balance).toHaveText('25.00');
  await providerPage.close();
  await page
    .getByRole('dialog', { name: 'Deposit successful' })
    .getByRole('button', { name: 'Close', exact: true })
    .first()
    .click();

  // Withdraw 10 EUR to a card: the amount leaves the balance and waits for approval.
  await page.getByTestId('deposit-button').click();
  await wallet.getByRole('tab', { name: 'Withdraw' }).click();
  await expect(wallet.getByRole('tab', { name: 'Withdraw', selected: true })).toBeVisible();
  await wallet.getByRole('radio', { name: /^Card/ }).check();
  await wallet.getByLabel(/^Amount/).fill('100');
  await wallet.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(wallet.getByText('You can withdraw up to 25.00 EUR.')).toBeVisible();
  await wallet.getByLabel(/^Amount/).fill('10');
  await wallet.getByLabel(/^Card number/).fill('4111111111111111');
  await wallet.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(wallet.getByTestId('withdrawal-pending')).toBeVisible();
  await expect(balance).toHaveText('15.00');

  await wallet.getByRole('link', { name: 'View transaction history' }).click();
  await expect(page).toHaveURL(/\/wallet\/history\?type=withdrawal$/);
  const row = page.getByTestId('invoice-row').filter({ hasText: 'Withdrawal' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('10.00 EUR');
  await expect(row).toContainText('Pending');
});

test('the history filters live in the query string, and a pending deposit can be cancelled', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'wallet');
  const headers = { authorization: `Bearer ${player.accessToken}` };
  const created = await request.post('/api/payment/invoices/deposit', {
    headers,
    data: { paymentMethod: 'sandbox.deposit.card', amount: 2000, currency: 'EUR' },
  });
  expect(created.status(), await created.text()).toBe(201);
  await storeSession(page, player.accessToken);

  await page.goto('/wallet/history');
  const row = page.getByTestId('invoice-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Pending');
  await page.getByRole('button', { name: 'Successful' }).click();
  await expect(page).toHaveURL(/status=success/);
  await expect(page.getByText('No transactions match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(row).toHaveCount(1);

  await row.getByRole('link', { name: 'Cancel' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this deposit?' });
  await cancel.getByRole('button', { name: 'Cancel deposit' }).click();
  await expect(cancel).toBeHidden();
  // What the player did, not a failure (issue 11).
  await expect(row.locator('.invoice-status')).toHaveText('Cancelled');
});

test("the wallet modal's account choice stays in the modal, and an unknown bonus code is announced", async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'wallet');
  const opened = await request.post('/api/wallet/accounts', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { currency: 'USD' },
  });
  expect(opened.status(), await opened.text()).toBe(201);
  await storeSession(page, player.accessToken);
  await page.goto('/');
  const activeCurrency = page.getByTestId('currency-panel').locator('.currency-pill__currency');
  await expect(activeCurrency).toHaveText('EUR');

  await page.getByTestId('deposit-button').click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await wallet.getByLabel('Account', { exact: true }).selectOption({ label: 'USD' });
  await expect(wallet.getByTestId('wallet-other-account')).toHaveText(
    'This payment uses your USD account. The site keeps playing with EUR.',
  );
  await expect(activeCurrency).toHaveText('EUR');

  // The deposit goes into USD, the code is answered as incorrect, and the site still plays in EUR.
  await wallet.getByRole('radio', { name: /^Card/ }).check();
  await wallet.getByLabel(/^Amount/).fill('20');
  await wallet.getByLabel(/^Bonus code/).fill('WELCOME100');
  await wallet.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByTestId('alert-area')).toContainText('This bonus code is incorrect.');
  const status = page.getByRole('dialog', { name: 'Deposit status' });
  await expect(status).toContainText('USD');
  await expect(activeCurrency).toHaveText('EUR');
  const accounts = await request.get('/api/wallet/accounts', {
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  const selected = ((await accounts.json()) as { data: { currency: string; isSelected: boolean }[] }).data.find(
    (account) => account.isSelected,
  );
  expect(selected?.currency).toBe('EUR');
});
