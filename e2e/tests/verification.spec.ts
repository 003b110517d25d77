import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, storeSession, uniqueEmail, type TestPlayer } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { acceptCookiesBeforehand } from '../support/shell';

/**
 * Identity verification in the browser (issue 13, "Done when"): a player uploads a document and
 * watches its progress, then completes the sandbox provider's verification on the page and
 * sees the status become verified, live.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

const VERIFICATION_SPEC_ADDRESS = '198.51.100.88';

async function registerPlayer(request: APIRequestContext): Promise<TestPlayer> {
  const email = uniqueEmail('kyc');
  const response = await request.post('/api/player/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, currency: 'EUR', country: 'DE', agreements: true },
    headers: { 'x-forwarded-for': VERIFICATION_SPEC_ADDRESS },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { accessToken: string; profile: { id: string } };
  return { email, password: PASSWORD, accessToken: body.accessToken, id: body.profile.id };
}

/** A PDF of about 2 MB: big enough for the progress to be seen on a slowed upload. */
function largePdf(): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n');
  return Buffer.concat([head, Buffer.alloc(2 * 1024 * 1024, 32), Buffer.from('\ntrailer<</Root 1 0 R>>\n%%EOF\n')]);
}

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('a document uploads with its progress; the sandbox verification then verifies the player live', async ({ page, request, context }) => {
  const player = await registerPlayer(request);
  await storeSession(page, player.accessToken);
  await page.goto('/profile/personal');
  const section = page.getByTestId('verification-section');
  await expect(section.getByTestId('verification-status')).toContainText('Not verified');

  // A slowed upload line, so the progress shows as a player on a phone would see it.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400 * 1024 });
  await section.getByLabel('Document type').selectOption({ label: 'Proof of address' });
  await section.getByLabel('File').setInputFiles({ name: 'utility-bill.pdf', mimeType: 'application/pdf', buffer: largePdf() });
  await section.getByRole('button', { name: 'Upload document' }).click();
  const progress = section.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
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
