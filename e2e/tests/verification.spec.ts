import { expect, test } from '@playwright/test';
import { registerPlayer, storeSession } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { depositThroughSandbox } from '../support/payments';
import { acceptCookiesBeforehand } from '../support/shell';

/**
 * Identity verification in the browser (issue 13, "Done when"): a player uploads a document and
 * watches its progress, then completes the sandbox provider's verification on the page and
 * sees the status become verified, live.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

/** A PDF of about 2 MB: big enough for the progress to be seen on a slowed upload. */
function largePdf(): Buffer {
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n',
  );
  return Buffer.concat([head, Buffer.alloc(2 * 1024 * 1024, 32), Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n')]);
}

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a document uploads with its progress; the sandbox verification then verifies the player live', async ({
  page,
  request,
  context,
}) => {
  const player = await registerPlayer(request, 'kyc');
  await storeSession(page, player.accessToken);
  await page.goto('/profile/personal');
  const section = page.getByTestId('verification-section');
  await expect(section.getByTestId('verification-status')).toContainText('Not verified');

  // A slowed upload line, so the progress shows as a player on a phone would see it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 400 * 1024,
  });
  await section.getByLabel('Document type').selectOption({ label: 'Proof of address' });
  await section
    .getByLabel('File')
    .setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: largePdf() });
  await section.getByRole('button', { name: 'Upload document' }).click();
  const progress = section.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const item = section.getByTestId('document-item').filter({ hasText: 'utility-bill.pdf' });
  await expect(item).toContainText('Pending', { timeout: 30_000 });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The provider's verification, in place on the page.
  await section.getByTestId('start-verification').click();
  const sdkRegion = page.getByRole('region', { name: 'Verify your identity' });
  const sdk = sdkRegion.frameLocator('[data-testid="verification-frame"]');
  await sdk.getByLabel('First name').fill('Ada');
  await sdk.getByLabel('Last name').fill('Lovelace');
  await sdk.getByLabel('Identity document').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await sdk.getByLabel('Selfie').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
  await sdk.getByRole('button', { name: 'Submit for review' }).click();
  await expect(sdkRegion).toBeHidden();

  // The review arrives by webhook; the page follows without a reload.
  await expect(section.getByTestId('verification-status')).toContainText('Verified', { timeout: 30_000 });
  await expect(section.getByTestId('document-item').filter({ hasText: 'passport.png' })).toContainText('Approved');
});

const operator = { authorization: `Bearer ${process.env.E2E_ADMIN_TOKEN ?? ''}` };

test('a withdrawal refused for verification leads to the documents; once the operator approves them it is paid', async ({
  page,
  request,
  browser,
}) => {
  const player = await registerPlayer(request, 'kyc', { currency: 'USD' });
  await depositThroughSandbox(browser, request, player.accessToken, 220_000, 'USD');
  await storeSession(page, player.accessToken);
  await page.goto('/');

  // 2,100 USD is above the verification threshold (2,000 USD): refused, with the way to verify.
  const withdraw = async () => {
    await page.getByTestId('deposit-button').click();
    const wallet = page.getByRole('dialog', { name: 'Wallet' });
    await wallet.getByRole('tab', { name: 'Withdraw' }).click();
    await wallet.getByRole('radio', { name: /^Card/ }).check();
    await wallet.getByLabel(/^Amount/).fill('2100');
    await wallet.getByLabel(/^Card number/).fill('4111111111111111');
    await wallet.getByRole('button', { name: 'Request withdrawal' }).click();
    return wallet;
  };
  const wallet = await withdraw();
  await expect(wallet.getByText(/^Verify your identity before this withdrawal/)).toBeVisible();
  await wallet.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/profile\/personal#verification$/);

  // Where the player stands and what is missing; the documents asked for, then under review.
  const section = page.getByTestId('verification-section');
  await expect(section.getByTestId('verification-status')).toContainText('Not verified');
  await expect(section.getByTestId('verification-missing')).toHaveText('Still needed: Identity document and Selfie.');
  await expect(section.getByTestId('verification-threshold')).toHaveText(
    'Withdrawals, paid or pending, that add up to more than 2,000 USD within 30 days need a verified identity. So do withdrawals that add up to more than 10,000 USD in all.',
  );
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  for (const [type, name] of [
    ['Identity document', 'passport.png'],
    ['Selfie', 'selfie.png'],
  ] as const) {
    await section.getByLabel('Document type').selectOption({ label: type });
    await section.getByLabel('File').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    await section.getByRole('button', { name: 'Upload document' }).click();
    await expect(section.getByTestId('document-item').filter({ hasText: name })).toContainText('Pending');
  }
  await expect(section.getByTestId('verification-status')).toContainText('Under review');
  await expect(section.getByTestId('verification-missing')).toHaveCount(0);

  // The operator finds the player in the one verification queue, with the documents to review, and approves them.
  type QueueEntry = {
    playerId: string;
    waitingFor: string[];
    pendingDocuments: { id: string }[];
    missingDocuments: number[];
  };
  const queue = (await (
    await request.get('/api/admin/verifications?status=1&perPage=200', { headers: operator })
  ).json()) as { data: QueueEntry[] };
  const entry = queue.data.find((waiting) => waiting.playerId === player.id);
  expect(entry).toMatchObject({ waitingFor: ['documents'], missingDocuments: [] });
  expect(entry?.pendingDocuments).toHaveLength(2);
  for (const document of entry?.pendingDocuments ?? []) {
    expect((await request.post(`/api/admin/documents/${document.id}/approve`, { headers: operator })).status()).toBe(
      200,
    );
  }
  await expect(section.getByTestId('verification-status')).toContainText('Verified');
  await expect(section.getByTestId('verification-threshold')).toHaveCount(0);

  // The same withdrawal now goes through, and is paid once the operator sends it out.
  await withdraw();
  await expect(page.getByTestId('withdrawal-pending')).toBeVisible();
  const headers = { authorization: `Bearer ${player.accessToken}` };
  const invoices = (await (await request.get('/api/payment/invoices?type=2', { headers })).json()) as {
    data: { id: string; amount: number }[];
  };
  const pending = invoices.data.find((invoice) => invoice.amount === 210_000);
  expect(pending).toBeDefined();
  expect(
    (
      await request.put(`/api/admin/payment/withdrawals/${pending?.id}/approve`, { headers: operator, data: {} })
    ).status(),
  ).toBe(200);
  // Paid by the sandbox provider's payout job and its webhook: wait for that answer, then read the history.
  await expect
    .poll(
      async () =>
        (
          (await (await request.get('/api/payment/invoices?type=2', { headers })).json()) as {
            data: { id: string; status: number }[];
          }
        ).data.find((invoice) => invoice.id === pending?.id)?.status,
      {
        message: 'the withdrawal is paid',
        timeout: 90_000,
      },
    )
    .toBe(2);
  await page.goto('/wallet/history?type=withdrawal');
  await expect(page.getByTestId('invoice-row').filter({ hasText: '2,100.00 USD' })).toContainText('Successful', {
    timeout: 30_000,
  });
  const integrity = (await (await request.get('/api/admin/ledger/integrity', { headers: operator })).json()) as {
    ok: boolean;
  };
  expect(integrity.ok).toBe(true);
});
