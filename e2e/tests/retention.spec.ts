import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { PASSWORD, storeSession, uniqueEmail } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { depositThroughSandbox } from '../support/payments';
import { registerPlayerFromOwnAddress, uniqueAddress, watchSubscriptions } from '../support/realtime';
import { acceptCookiesBeforehand, openApp } from '../support/shell';

/**
 * Quests, loyalty and the referral programme in the browser (issue 25, "Done when"): a new player
 * starts the Orbit Dice warm-up quest, plays the named game until its bar fills (moved live by the
 * quest channel, no reload), sees the rewards paid and the level-up banner on the game page; a
 * second player signs up through the first one's referral link and shows in their statistics.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

const game = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-frame"]');
const WARM_UP = 'Orbit Dice warm-up';

/** One round of dice for real money, played to its answer (one click, one round). */
async function rollOnce(page: Page): Promise<void> {
  const roll = game(page).getByRole('button', { name: 'Roll', exact: true });
  await expect(roll).toBeEnabled();
  const played = page.waitForResponse(
    (response) => response.url().endsWith('/provider/games/api/rounds') && response.request().method() === 'POST',
  );
  await roll.click();
  expect((await played).ok()).toBe(true);
}

test('a player fills a quest bar live on its game, is paid, levels up, and a friend signs up through the referral link', async ({
  page,
  request,
  browser,
}) => {
  // A deposit on the provider's page, ten rounds of dice and a second player's sign-up: a long journey on a busy machine.
  test.setTimeout(240_000);
  const player = await registerPlayerFromOwnAddress(request, 'quests', 'USD');
  await depositThroughSandbox(browser, request, player.accessToken, 2000, 'USD');
  await storeSession(page, player.accessToken);
  const subscriptions = watchSubscriptions(page);

  // The quests hub, from the drawer: the warm-up is offered; starting it is one click.
  await openApp(page, '/game/orbit-dice');
  await subscriptions.subscribed(`retention:quests#${player.id}`);
  await subscriptions.subscribed(`retention:accounts#${player.id}`);
  await page.locator('[data-testid="main-drawer"] a[data-nav="quests"]').click();
  const hub = page.getByRole('dialog', { name: 'Quests' });
  const card = hub.getByTestId('quest-card').filter({ hasText: WARM_UP });
  await expect(card.getByTestId('quest-state')).toHaveText('Ready to start');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await card.getByTestId('quest-activate').click();
  await expect(card.getByTestId('quest-state')).toHaveText('In progress');
  await expect(card.getByTestId('quest-task-bar')).toHaveAttribute('aria-valuenow', '0');

  // The task names its game: its link leads into the game page.
  await card.getByTestId('quest-task-games-link').click();
  const games = page.getByRole('dialog', { name: 'Games for this task' });
  await expect(games.getByTestId('quest-game-link')).toHaveText(/Orbit Dice/);
  await games.getByTestId('quest-game-link').click();
  await expect(page).toHaveURL(/\/game\/orbit-dice$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Under the game, the quest's bar: each round moves it as it is played (the channel, no reload).
  const strip = page.getByTestId('game-quest').filter({ hasText: WARM_UP });
  const bar = strip.getByTestId('quest-task-bar');
  await expect(bar).toHaveAttribute('aria-valuenow', '0');
  await expect(game(page).getByText('DEMO', { exact: true })).toHaveCount(0);
  const loads: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) loads.push(frame.url());
  });
  for (let round = 1; round <= 9; round += 1) {
    await rollOnce(page);
    await expect(strip.getByTestId('quest-task-numbers')).toHaveText(`${round} / 10`);
    await expect(bar).toHaveAttribute('aria-valuenow', String(round * 10));
  }
  // The tenth round completes the quest: 50 points reach Silver, shown as the 3 s banner on the game page.
  const banner = page.getByTestId('level-up-banner');
  const levelUp = banner.waitFor({ state: 'visible', timeout: 30_000 });
  await rollOnce(page);
  await levelUp;
  await expect(banner).toContainText('You are now at level Silver.');
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  await expect(strip).toHaveAttribute('data-state', '3');
  expect(loads).toEqual([]);

  // The rewards: paid at completion, 50 points and 0.50 USD into the wallet.
  await strip.getByTestId('game-quest-rewards').click();
  const rewards = page.getByRole('dialog', { name: 'Quest rewards' });
  await expect(rewards.getByTestId('quest-rewards')).toHaveAttribute('data-granted', 'true');
  await expect(rewards.getByTestId('quest-reward').filter({ hasText: 'Cash to your wallet' })).toContainText(
    '0.50 USD',
  );
  await expect(rewards.getByTestId('quest-reward').filter({ hasText: 'Loyalty points' })).toContainText('50');
  await expect(rewards.getByText('Paid', { exact: true })).toHaveCount(2);
  await rewards.getByRole('button', { name: 'Close', exact: true }).first().click();

  // The header menu shows the new level and the points towards the next one.
  await page.getByTestId('player-menu').getByRole('button').first().click();
  await expect(page.getByTestId('loyalty-menu').getByTestId('loyalty-level')).toHaveText('Level Silver');
  await expect(page.getByTestId('loyalty-menu').getByTestId('loyalty-points')).toContainText(/Points: \d+ \/ 500/);
  await page.keyboard.press('Escape');

  // The referral page: the player's link (with its QR code) and statistics with no sign-up yet.
  await openApp(page, '/referral');
  const link = page.getByTestId('referral-link');
  await expect(link).toHaveValue(/\/\?ref_id=[A-Z0-9]+$/);
  await expect(page.getByTestId('referral-qr')).toBeVisible();
  await expect(page.getByTestId('referral-sign-ups')).toHaveText('0');
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  const referralUrl = new URL(await link.inputValue());

  // A friend opens the link in their own browser and signs up through the popup.
  // A context of its own (the config's base address is not inherited by a new one), from an address of its own.
  const friendContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { 'x-forwarded-for': uniqueAddress() },
  });
  await acceptCookiesBeforehand(friendContext);
  const friend = await friendContext.newPage();
  await openApp(friend, `${referralUrl.pathname}${referralUrl.search}`);
  await friend.getByTestId('sign-up-button').click();
  const signUp = friend.getByRole('dialog', { name: 'Create your account' });
  await signUp.getByLabel(/^E-mail/).fill(uniqueEmail('referred'));
  await signUp.getByLabel(/^Password/).fill(PASSWORD);
  await signUp.getByLabel(/^Repeat password/).fill(PASSWORD);
  await signUp.getByLabel('Currency').selectOption('EUR');
  await signUp.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await signUp.getByRole('option', { name: /Germany/ }).click();
  await signUp.getByLabel(/I am over 18/).check();
  const registration = friend.waitForRequest((sent) => new URL(sent.url()).pathname === '/api/player/register');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  expect((await registration).postDataJSON()).toMatchObject({ ref_id: referralUrl.searchParams.get('ref_id') });
  await expect(signUp).toBeHidden();
  await friendContext.close();

  // The first player's statistics count the friend.
  await openApp(page, '/referral');
  await expect(page.getByTestId('referral-sign-ups')).toHaveText('1');
});
