import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { storeSession } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { grantBonus, makeWelcomeBonusQuick, offerByPage, playerBonuses } from '../support/bonuses';
import { registerPlayerFromOwnAddress } from '../support/realtime';
import { acceptCookiesBeforehand, openApp } from '../support/shell';

/**
 * Bonuses in the browser (issue 15, "Done when"): a new player deposits with the first bonus of
 * the welcome package, sees own and bonus money apart, plays the slot until the wagering bar
 * fills, and withdraws what the bonus became; another player cancels a bonus and sees what was
 * forfeited.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

const game = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-frame"]');
const headerOwn = (page: Page) => page.getByTestId('balance-amount');
const headerBonus = (page: Page) => page.getByTestId('header-bonus-balance');

/** One spin of the slot, played to its end (skipping the reels' animation). */
async function spinOnce(page: Page): Promise<void> {
  const button = game(page).locator('.button--play');
  await expect(button).toHaveText('Spin');
  // Exactly one round: wait for its answer, never press "Skip" (on a busy machine the round can end
  // between reading "Skip" and the click, which would then start a second spin).
  const played = page.waitForResponse(
    (response) => response.url().endsWith('/provider/games/api/rounds') && response.request().method() === 'POST',
  );
  await button.click();
  expect((await played).ok()).toBe(true);
  // A spin that lands the free-spins feature plays its ten free spins first (about 30 s of reels).
  await expect(button).toHaveText('Spin', { timeout: 60_000 });
}

test('a new player deposits with the first welcome bonus, wagers it on the slot and withdraws the money it became', async ({
  page,
  request,
}) => {
  // A deposit on the provider's page, a handful of spins and a withdrawal: a long journey on a busy machine.
  test.setTimeout(180_000);
  // The operator makes the first welcome bonus small and quick to wager (0.50 USD at ×26: 13 USD of slot spins finish it).
  await makeWelcomeBonusQuick(request);
  const player = await registerPlayerFromOwnAddress(request, 'bonus-journey', 'USD');
  await storeSession(page, player.accessToken);

  // The welcome package: step 1 is next; its button opens the deposit with that bonus chosen.
  await openApp(page, '/welcome-package');
  await expect(page.getByTestId('package-step').first()).toHaveAttribute('data-state', 'next');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await page.getByTestId('package-cta').click();
  const wallet = page.getByRole('dialog', { name: 'Wallet' });
  const bonusChoice = wallet.getByRole('radio', { name: /^Welcome bonus: 100% up to 500 USD/ });
  await expect(bonusChoice).toBeChecked();
  await wallet.getByRole('radio', { name: /^Card/ }).check();
  await wallet.getByLabel(/^Amount/).fill('30');
  await expect(wallet.getByText('You get 0.50 USD')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await wallet.getByRole('button', { name: 'Continue to payment' }).click();

  const status = page.getByRole('dialog', { name: 'Deposit status' });
  const [providerPage] = await Promise.all([
    page.waitForEvent('popup'),
    status.getByRole('link', { name: /Go to the payment page/ }).click(),
  ]);
  await providerPage.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('dialog', { name: 'Deposit successful' })).toBeVisible();
  await providerPage.close();

  // Both balances, apart: 30 USD of own money, 0.50 USD of bonus money.
  await expect(headerOwn(page)).toHaveText('30.00');
  await expect(headerBonus(page)).toHaveText('0.50');
  await openApp(page, '/bonuses');
  const card = page.getByTestId('player-bonus');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAttribute('data-status', '2');
  await expect(card.getByTestId('wagering-numbers')).toHaveText('0.00 USD of 13.00 USD');
  // Its terms say how stakes count: at most 26× a game's house edge, a near-certain bet less or not at all.
  await card.getByRole('link', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: 'Bonus details' });
  await expect(details.getByTestId('terms-edge-cap')).toContainText('A stake counts at most 26× its game’s house edge');
  await expect(details).toContainText('9 times in 10 or more, it does not count');
  await details.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');

  // The bonuses page stays open in another tab: its bar follows the spins live (the bonus channel).
  const board = await page.context().newPage();
  await storeSession(board, player.accessToken);
  await openApp(board, '/bonuses');
  const boardBar = board.getByTestId('player-bonus').getByRole('progressbar');
  await expect(boardBar).toHaveAttribute('aria-valuenow', '0');

  // The slot, 5 USD a spin (the bonus's maximum stake), until the requirement is met.
  await openApp(page, '/game/lucky-orbit');
  const bet = game(page).getByLabel(/^Bet/);
  // Above the maximum first: refused before any money moves, and the push says why.
  await bet.fill('6');
  await game(page).locator('.button--play').click();
  await expect(page.getByTestId('alert-area')).toContainText('Stake too high for your bonus');
  await expect(page.getByTestId('alert-area')).toContainText('a stake can be at most 5.00 USD');
  await expect(headerOwn(page)).toHaveText('30.00');
  await expect(game(page).locator('.button--play')).toHaveText('Spin', { timeout: 20_000 });
  await bet.fill('5');
  await spinOnce(page);
  await expect(boardBar).toHaveAttribute('aria-valuenow', '38');
  for (let spin = 1; spin < 8; spin += 1) {
    await spinOnce(page);
    const [bonus] = await playerBonuses(request, player.accessToken);
    if (bonus && bonus.status === 3) break;
  }
  const [finished] = await playerBonuses(request, player.accessToken);
  expect(finished).toMatchObject({ status: 3 });
  // Own money went first: the bonus money was never staked, so all of it became own money.
  expect(finished?.convertedAmount).toBe(50);
  await expect(headerBonus(page)).toHaveCount(0);
  // Completed, it leaves the other tab's list of issued and active bonuses by itself.
  await expect(board.getByTestId('player-bonus')).toHaveCount(0);
  await board.close();

  // The history area says what the bonus became.
  await openApp(page, '/wallet/bonuses');
  const row = page.getByTestId('finished-bonus');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('0.50 USD');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // The converted money is withdrawable: no bonus is active, so no warning comes first.
  // Three 5 USD spins at most came out of the 30 USD deposit, and 0.50 USD came in.
  const own = Number((await headerOwn(page).textContent())?.replace(/,/g, ''));
  expect(own).toBeGreaterThanOrEqual(15.5);
  await page.getByTestId('deposit-button').click();
  await wallet.getByRole('tab', { name: 'Withdraw' }).click();
  await wallet.getByRole('radio', { name: /^Card/ }).check();
  await wallet.getByLabel(/^Amount/).fill('10');
  await wallet.getByLabel(/^Card number/).fill('4111111111111111');
  await wallet.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(wallet.getByTestId('withdrawal-pending')).toBeVisible();
  await expect(headerOwn(page)).toHaveText((own - 10).toFixed(2));
});

test('a player cancels a bonus and sees what was forfeited, own money untouched', async ({ page, request }) => {
  // Many pages, then a spin that may land the slot's free-spins feature: more than the default on a busy machine.
  test.setTimeout(120_000);
  const player = await registerPlayerFromOwnAddress(request, 'bonus-cancel', 'USD');
  const reload = await offerByPage(request, 'reload');
  await grantBonus(request, player.id, reload.id, 3000);
  await storeSession(page, player.accessToken);

  await openApp(page, '/bonuses');
  await expect(headerBonus(page)).toHaveText('30.00');
  const card = page.getByTestId('player-bonus');
  await expect(card).toHaveAttribute('data-status', '2');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  // A withdrawal would forfeit the bonus: the wallet says so before its withdraw form.
  await page.getByTestId('deposit-button').click();
  await page.getByRole('dialog', { name: 'Wallet' }).getByRole('tab', { name: 'Withdraw' }).click();
  const unsettled = page.getByRole('dialog', { name: 'Your bonus is still wagering' });
  await expect(unsettled).toContainText('its balance of 30.00 USD, with what it has won, is forfeited');
  await expect(unsettled).toContainText('Your own money stays yours');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await unsettled.getByRole('button', { name: 'Keep my bonus' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toHaveAttribute('data-status', '2');

  await card.getByTestId('cancel-bonus').click();

  const confirm = page.getByRole('dialog', { name: 'Confirm your bonus' });
  await expect(confirm).toContainText('Its bonus balance of 30.00 USD, with what it has won, is forfeited.');
  await expect(confirm).toContainText('Your own money is not touched.');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel and forfeit' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('alert-area')).toContainText('Forfeited: 30.00 USD');
  await expect(page.getByTestId('player-bonus')).toHaveCount(0);
  await expect(headerBonus(page)).toHaveCount(0);
  await expect(headerOwn(page)).toHaveText('0.00');

  await openApp(page, '/wallet/bonuses');
  const row = page.getByTestId('finished-bonus');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Cancelled');
  await expect(row.getByTestId('forfeited-amount')).toHaveText('30.00 USD');
  await row.getByRole('link').click();
  const details = page.getByRole('dialog', { name: 'Bonus details' });
  await expect(details.getByTestId('details-forfeited')).toHaveText('30.00 USD');
  await details.getByRole('button', { name: 'Close', exact: true }).first().click();

  // Bonus codes: an unknown one is announced as incorrect; ORBIT50 grants free spins at once,
  // announced with a link to their game.
  await openApp(page, '/bonuses');
  const codeForm = page.getByTestId('bonus-code-form');
  await codeForm.getByLabel('Enter a bonus code').fill('NO-SUCH-CODE');
  await codeForm.getByRole('button', { name: 'Activate code' }).click();
  await expect(page.getByTestId('alert-area')).toContainText('This bonus code is incorrect.');
  await codeForm.getByLabel('Enter a bonus code').fill('orbit50');
  await codeForm.getByRole('button', { name: 'Activate code' }).click();
  await expect(page.getByTestId('alert-area')).toContainText('You have 50 free spins!', { timeout: 15_000 });
  await expect(page.getByTestId('alert-area').getByRole('link', { name: 'Play now' })).toHaveAttribute(
    'href',
    '/game/lucky-orbit',
  );
  await expect(page.getByTestId('player-freespin')).toContainText('50 of 50 free spins left');
  // Their game says so too, with the way to activate them.
  await openApp(page, '/game/lucky-orbit');
  await expect(page.getByTestId('game-freespins')).toContainText(
    'You have 50 free spins on this game (0.20 USD a spin).',
  );
  // Activated, they are played in the game: it counts them down, and no own money is staked.
  await page.getByTestId('game-freespins').getByRole('link', { name: 'Activate' }).click();
  const activate = page.getByRole('dialog', { name: 'Confirm your bonus' });
  await activate.getByRole('button', { name: 'Activate' }).click();
  await expect(activate).toBeHidden();
  await openApp(page, '/game/lucky-orbit');
  const badge = game(page).locator('.badge--freespins');
  await expect(badge).toHaveText('50 free spins · 0.20 USD', { timeout: 20_000 });
  await spinOnce(page);
  await expect(badge).toHaveText('49 free spins · 0.20 USD');
  await expect(headerOwn(page)).toHaveText('0.00');
});

test("a bonus buy above the active bonus's maximum stake is offered refused, with the reason, before any confirmation", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The slot is the studio's (apps/studio-server, started beside the server on the next port): on a busy machine it answers after the server.
  const studio = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}/health`;
  await expect(async () => expect((await request.get(studio)).ok()).toBe(true)).toPass({ timeout: 110_000 });
  const player = await registerPlayerFromOwnAddress(request, 'bonus-buy', 'USD');
  // The reload bonus: 30 USD, at most 5 USD a stake while it is wagered.
  const reload = await offerByPage(request, 'reload');
  await grantBonus(request, player.id, reload.id, 3000);
  await storeSession(page, player.accessToken);
  await page.emulateMedia({ reducedMotion: 'reduce' });

  await openApp(page, '/game/olympus-sparks');
  const bet = game(page).getByLabel('Bet (USD)');
  const buy = game(page).getByTestId('reels-buy');
  const reason = 'The bonus buy costs 22.00 USD, more than your active bonus’s maximum stake of 5.00 USD.';
  // 22 stakes of 1.00 USD: over the maximum, so the buy cannot be pressed, and says why (also to a screen reader).
  await bet.fill('1');
  await expect(buy).toHaveText('Buy bonus 22.00 USD');
  await expect(buy).toBeDisabled();
  await expect(game(page).getByTestId('reels-buy-reason')).toHaveText(reason);
  await expect(buy).toHaveAccessibleDescription(reason);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  // 22 stakes of 0.20 USD (4.40 USD) are within it: offered again, without a reason.
  await bet.fill('0.2');
  await expect(buy).toHaveText('Buy bonus 4.40 USD');
  await expect(buy).toBeEnabled();
  await expect(game(page).getByTestId('reels-buy-reason')).toBeHidden();
  await expect(buy).toHaveAccessibleDescription('');
});
