import { expect, test } from '@playwright/test';
import { registerPlayer, storeSession } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { depositThroughSandbox } from '../support/payments';
import { acceptCookiesBeforehand } from '../support/shell';

/**
 * Responsible gaming in the browser (issue 13, "Done when"): a player sets a deposit limit, is
 * refused a deposit over it, then self-excludes and can no longer play, take a bonus code or bet
 * (issue 24: each page says why and until when).
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

test('a deposit limit refuses a deposit over it; self-exclusion closes play, bonus codes and betting', async ({
  page,
  request,
  browser,
}) => {
  const player = await registerPlayer(request, 'limits');
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

  // During the break no game opens, not even its demo: the page says why and until when.
  await page.goto('/game/orbit-dice');
  const notice = page.getByTestId('game-notice');
  await expect(notice).toContainText('Play is closed during your break');
  await expect(notice).toContainText(/You are self-excluded until \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M UTC/);
  await expect(page.getByTestId('game-frame')).toHaveCount(0);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await expect(page.getByTestId('balance-amount')).toHaveText('20.00');
  // No bonus code is taken, and the sportsbook shows its odds without betting, saying why.
  await page.goto('/bonuses');
  const codeForm = page.getByTestId('bonus-code-form');
  await codeForm.getByLabel('Enter a bonus code').fill('ORBIT10');
  await codeForm.getByRole('button', { name: 'Activate code' }).click();
  await expect(codeForm).toContainText(/You are self-excluded until \w{3} \d{1,2}, \d{4}/);
  await page.goto('/sport');
  await expect(page.getByTestId('sportsbook-break')).toContainText('Betting is closed during your break');
  await expect(page.getByTestId('sportsbook-break')).toContainText('You are self-excluded until');
  // Back to the limits, where the break is shown.
  await page.getByTestId('sportsbook-break').getByRole('link', { name: 'My limits' }).click();
  await expect(page.getByTestId('limits-break')).toContainText('Self-exclusion');
});

test('a new limit starts in the currency the player plays in: a USD player’s limit is in USD', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'limits', { currency: 'USD', country: 'CA' });
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
