import { expect, type APIRequestContext, type Browser } from '@playwright/test';

/**
 * Real money for a journey: a deposit invoice created through the API, paid on the sandbox
 * provider's hosted page as a player would (the provider then confirms it by signed webhook).
 */
export async function depositThroughSandbox(
  browser: Browser,
  request: APIRequestContext,
  accessToken: string,
  amountMinor: number,
  currency = 'EUR',
): Promise<void> {
  const headers = { authorization: `Bearer ${accessToken}` };
  const created = await request.post('/api/payment/invoices/deposit', {
    headers,
    data: { paymentMethod: 'sandbox.deposit.card', amount: amountMinor, currency },
  });
  expect(created.status(), await created.text()).toBe(201);
  const invoice = (await created.json()) as { publicData: { redirectUrl: string } };

  const context = await browser.newContext();
  try {
    const providerPage = await context.newPage();
    await providerPage.goto(invoice.publicData.redirectUrl);
    await providerPage.getByRole('button', { name: /^Pay/ }).click();
  } finally {
    await context.close();
  }

  // The webhook lands asynchronously: the money is there once the account shows it.
  await expect
    .poll(async () => {
      const response = await request.get('/api/wallet/accounts', { headers });
      const body = (await response.json()) as { data: { currency: string; balance: number }[] };
      return body.data.find((account) => account.currency === currency)?.balance;
    })
    .toBe(amountMinor);
}
