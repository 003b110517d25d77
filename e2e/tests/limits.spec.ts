import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, storeSession, uniqueEmail, type TestPlayer } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { depositThroughSandbox } from '../support/payments';
import { acceptCookiesBeforehand } from '../support/shell';

/**
 * Responsible gaming in the browser (issue 13, "Done when"): a player sets a deposit limit, is
 * refused a deposit over it, then self-excludes and can no longer play.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

/** Registration is rate-limited per address: this spec registers from its own (TRUST_PROXY). */
const LIMITS_SPEC_ADDRESS = '198.51.100.77';

async function registerPlayer(request: APIRequestContext, currency: 'EUR' | 'USD' = 'EUR', country = 'DE'): Promise<TestPlayer> {
  const email = uniqueEmail('limits');
  const response = await request.post('/api/player/register', {
    data: { email, password: PASSWORD, password_confirmation: PASSWORD, currency, country, agreements: true },
    headers: { 'x-forwarded-for': LIMITS_SPEC_ADDRESS },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { accessToken: string; profile: { id: string } };
  return { email, password: PASSWORD, accessToken: body.accessToken, id: body.profile.id };
}

test('a deposit limit refuses a deposit over it; self-exclusion closes play', async ({ page, request, browser }) => {
  const player = await registerPlayer(request);
  await depositThroughSandbox(browser, request, player.accessToken, 2_000);
  await storeSession(page, player.accessToken);

  // A daily deposit limit of 30 EUR, set on the limits page.
  await page.goto('/profile/limits');
  await page.getByTestId('add-deposit-limit').click();
  const addLimit = page.getByRole('dialog', { name: 'Add a limit' });
  await addLimit.getByLabel('Amount').fill('30');
  await addLimit.getByRole('button', { name: 'Save limit' }).click();
  await expect(addLimit).toBeHidden();
  const depositLimits = page.getByTestId('limits-deposit');
  await expect(depositLimits.getByTestId('limit-item')).toContainText('30.00 EUR');
  // 20 EUR deposited today already count.
  await expect(depositLimits.getByTestId('limit-item')).toContainText('20.00 EUR used of 30.00 EUR');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // 15 EUR more would pass it: the wallet refuses and says why, with the way to the limits.
  await page.getByTestId('deposit-button').click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  await wallet.getByRole('radio', { name: /^Card/ }).check();
  await wallet.getByLabel(/^Amount/).fill('15');
  await wallet.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(wallet.getByRole('alert').filter({ hasText: 'responsible-gaming limits' }).first()).toBeVisible();
  await wallet.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Self-exclusion for 6 months, with its warning, then the game refuses to play.
  await page.goto('/profile/limits');
  await page.getByTestId('self-exclude').click();
  const exclusion = page.getByRole('dialog', { name: 'Add a limit' });
  await expect(exclusion.getByText('cannot be shortened or lifted by you')).toBeVisible();
  await exclusion.getByTestId('confirm-break').click();
  await expect(page.getByTestId('limits-break')).toContainText('Self-exclusion');

  await page.goto('/game/orbit-dice');
  const frame = page.frameLocator('[data-testid="game-frame"]');
  await frame.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(frame.getByRole('alert')).toContainText('self-excluded');
  const limitReached = page.getByRole('dialog', { name: 'Game limit reached' });
  await expect(limitReached).toContainText('You are self-excluded');
  await expect(page.getByTestId('balance-amount')).toHaveText('20.00');
});

test('a new limit starts in the currency the player plays in: a USD player’s limit is in USD', async ({ page, request }) => {
  const player = await registerPlayer(request, 'USD', 'CA');
  await storeSession(page, player.accessToken);

  await page.goto('/profile/limits');
  await page.getByTestId('add-loss-limit').click();
  const addLimit = page.getByRole('dialog', { name: 'Add a limit' });
  await expect(addLimit.getByLabel('Currency')).toHaveValue('USD');
  await expect(addLimit.locator('.amount-field__unit')).toHaveText('USD');
  await addLimit.getByLabel('Amount').fill('50');
  await addLimit.getByRole('button', { name: 'Save limit' }).click();
  await expect(addLimit).toBeHidden();
  await expect(page.getByTestId('limits-loss').getByTestId('limit-item')).toContainText('0.00 USD used of 50.00 USD');
});
