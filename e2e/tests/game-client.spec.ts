import { expect, test } from '@playwright/test';
import { gameBalance, launchDemo } from '../support/games';
import { collectPageErrors } from '../support/page-errors';
import { registerPlayerFromOwnAddress } from '../support/realtime';
import { openApp, openPanel } from '../support/shell';

/**
 * The in-house game client (apps/game-client) against the real game provider: a guest launches
 * a demo, plays, sees the balance move; a mines round survives a reload.
 */

const balance = gameBalance;

test.describe('the game client', () => {
  test('a guest plays demo dice and sees the balance change', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await page.goto(await launchDemo(request, 'orbit-dice'));

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Orbit Dice');
    await expect(page.getByText('DEMO', { exact: true })).toBeVisible();
    await expect(balance(page)).toHaveText('1,000.00 FUN');
    await expect(page.getByLabel('Bet (FUN)')).toHaveValue('1');

    // Over 50.50 pays x2: a 1 FUN bet leaves 999.00 or 1,001.00, never the same balance.
    await page.getByRole('button', { name: 'Roll', exact: true }).click();
    await expect(balance(page)).toHaveText(/^(999\.00|1,001\.00) FUN$/);
    await expect(page.locator('.dice-roll')).toHaveText(/^\d{1,3}\.\d{2}$/);
    await expect(page.locator('.result-chip')).toHaveCount(1);

    // The next round's nonce is shown for provable fairness.
    await page.getByText('Fairness', { exact: true }).click();
    await expect(page.locator('.seed-row').filter({ hasText: 'Next nonce' })).toContainText('1');
    expect(errors).toEqual([]);
  });

  test('a bet beyond the balance is refused inline', async ({ page, request }) => {
    await page.goto(await launchDemo(request, 'orbit-limbo'));

    await page.getByLabel('Bet (FUN)').fill('1000.01');
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(page.locator('.field-hint--error')).toHaveText('The most you can bet is 1,000.00 FUN.');
    await expect(balance(page)).toHaveText('1,000.00 FUN');
  });

  test('the hosting page hears about each round from its sandboxed frame', async ({ page, request }) => {
    const url = await launchDemo(request, 'orbit-dice');
    // A page of the site hosts the client as the game page does: sandboxed, without same-origin.
    await page.goto('/');
    const message = page.evaluate(
      (src) =>
        new Promise<{ type: string; balance: number; roundId: string; origin: string }>((resolve) => {
          const frame = document.createElement('iframe');
          window.addEventListener(
            'message',
            (event: MessageEvent<{ type: string; balance: number; roundId: string }>) => {
              if (event.source === frame.contentWindow && event.data?.type === 'casino:round')
                resolve({ ...event.data, origin: event.origin });
            },
          );
          frame.src = src;
          frame.setAttribute('sandbox', 'allow-scripts allow-forms');
          frame.style.cssText = 'position:fixed;inset:0;z-index:9999;width:390px;height:800px';
          document.body.append(frame);
        }),
      url,
    );
    const game = page.frameLocator('iframe[sandbox="allow-scripts allow-forms"]');
    await game.getByRole('button', { name: 'Roll', exact: true }).click();

    const data = await message;
    expect(data.type).toBe('casino:round');
    expect([99_900, 100_100]).toContain(data.balance);
    expect(data.roundId).toMatch(/^[0-9a-f-]{36}$/);
    // The frame's origin is opaque: the page knows it by its window, not by its origin.
    expect(data.origin).toBe('null');
  });

  test('says that the session ended once the player logged out, instead of failing bet by bet', async ({
    page,
    request,
  }) => {
    const player = await registerPlayerFromOwnAddress(request, 'game-client', 'EUR');
    const headers = { authorization: `Bearer ${player.accessToken}` };
    const launch = await request.post('/api/game/games/orbit-dice/play', { data: {}, headers });
    expect(launch.status()).toBe(200);
    await page.goto(((await launch.json()) as { url: string }).url);
    await expect(balance(page)).toHaveText('0.00 EUR');

    expect((await request.post('/api/player/sessions/logout', { headers })).status()).toBe(204);
    // Any call now finds the session ended (a bet would too; this player has nothing to bet).
    await page.getByText('Fairness', { exact: true }).click();
    await page.getByRole('button', { name: 'Rotate seeds' }).click();
    await expect(page.getByTestId('session-ended')).toContainText('Your session has ended');
    await expect(page.getByRole('button', { name: 'Roll', exact: true })).toHaveCount(0);
  });

  test('a mines round resumes after a reload', async ({ page, request }) => {
    const errors = collectPageErrors(page);
    await page.goto(await launchDemo(request, 'orbit-mines'));
    await page.getByLabel('Mines', { exact: true }).selectOption('1');

    // With one mine a first pick is safe 24 times in 25: start again in the rare other case.
    let gemTile = -1;
    for (let attempt = 0; attempt < 5 && gemTile < 0; attempt += 1) {
      await page.getByRole('button', { name: 'Bet', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Pick a tile' })).toBeDisabled();
      const tile = page.locator('.mines-tile').nth(attempt);
      await tile.click();
      await expect(tile).not.toHaveClass(/mines-tile--hidden/);
      if (await tile.evaluate((element) => element.classList.contains('mines-tile--gem'))) gemTile = attempt;
    }
    expect(gemTile).toBeGreaterThanOrEqual(0);
    const balanceDuringRound = await balance(page).textContent();

    await page.reload();

    await expect(page.locator('.mines-status')).toHaveText(/resumed/);
    await expect(page.locator('.mines-tile').nth(gemTile)).toHaveClass(/mines-tile--gem/);
    await expect(page.locator('.mines-tile--gem')).toHaveCount(1);
    await expect(balance(page)).toHaveText(balanceDuringRound ?? '');
    await expect(page.getByLabel('Mines', { exact: true })).toBeDisabled();

    // One gem with one mine pays x1.0312: 1 FUN comes back as 1.03 FUN.
    await page.getByRole('button', { name: /^Cash out 1\.03 FUN$/ }).click();
    await expect(page.locator('.mines-status')).toHaveText(/Cashed out x1\.0312/);
    await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();
    expect(errors).toEqual([]);
  });
});

test.describe("the game client in the player's language", () => {
  test('the ru site opens the game frame in Russian, with Russian numbers, and plays', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openApp(page, '/ru/game/orbit-dice');
    const game = page.frameLocator('[data-testid="game-frame"]');
    const roll = game.getByRole('button', { name: 'Бросить', exact: true });
    await expect(roll).toBeVisible();
    await expect(game.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(game.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(game.getByText('ДЕМО', { exact: true })).toBeVisible();
    await expect(game.getByLabel('Ставка (FUN)')).toHaveValue('1');
    await expect(game.getByText('Шанс выигрыша', { exact: true })).toBeVisible();
    await expect(game.locator('.stat').filter({ hasText: 'Шанс выигрыша' })).toContainText('49,50');
    const frameBalance = game.locator('.top-bar__balance-amount');
    await expect(frameBalance).toHaveText(/^1\s000,00 FUN$/);

    await roll.click();
    await expect(frameBalance).toHaveText(/^(999,00|1\s001,00) FUN$/);
    await expect(game.locator('.dice-roll')).toHaveText(/^\d{1,3},\d{2}$/);
    await openPanel(game, 'Честность');
    await expect(game.getByRole('button', { name: 'Сменить сиды', exact: true })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a launch without a language, or with one the site does not serve, plays in English', async ({
    page,
    request,
  }) => {
    const url = await launchDemo(request, 'orbit-limbo');
    await page.goto(`${url}&lang=xx`);
    await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Win chance', { exact: true })).toBeVisible();
  });

  test('a game whose texts cannot be loaded says so in a sentence, never in raw keys', async ({ page, request }) => {
    const url = await launchDemo(request, 'orbit-limbo');
    // Every catalogue fails (the client tries its own language, then English, each twice).
    await page.route(/\/assets\/[a-z-]+-[\w-]+\.json$/, (route) => route.abort('connectionreset'));
    await page.goto(`${url}&lang=de`);
    await expect(page.getByRole('alert')).toHaveText(
      'The game could not load its texts. Check your connection and reload the page.',
    );
    await expect(page.getByText(/^(shell|games|errors)\./)).toHaveCount(0);
  });
});
