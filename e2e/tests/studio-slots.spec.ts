import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { storeSession } from '../support/accounts';
import { depositThroughSandbox } from '../support/payments';
import { seriousAccessibilityViolations } from '../support/axe';
import { registerPlayerFromOwnAddress } from '../support/realtime';
import { acceptCookiesBeforehand, openApp, openPanel } from '../support/shell';

/**
 * The studio's engine slots (issue 16, "Done when": a player plays a cluster slot): the game
 * client draws them from the config the studio sends, the money moves over the studio's wallet
 * protocol, and a round is verified on the verify page. The reels run with reduced motion so a
 * round shows its end state at once: the journey checks what the round did, not its animation.
 */

test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

/**
 * The server starts the studio's process beside itself (playwright.config.ts: on the next port),
 * and the web server's health answers before the studio's does: wait for the studio first.
 */
test.beforeAll(async ({ request }) => {
  // On a busy machine the studio answers half a minute after the server.
  test.setTimeout(120_000);
  const studio = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}/health`;
  await expect(async () => expect((await request.get(studio)).ok()).toBe(true)).toPass({ timeout: 110_000 });
});

const tile = (page: Page, identity: string) =>
  page.locator(`[data-testid="game-tile"][data-game="${identity}"]`).first();
const game = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-frame"]');
const frameBalance = (page: Page) => game(page).locator('.top-bar__balance-amount');
const stage = (page: Page) => game(page).locator('.reels-stage');

/** Spins once and waits until the reels have shown the round. */
async function spin(page: Page, rounds: number): Promise<void> {
  await game(page).getByRole('button', { name: 'Spin', exact: true }).click();
  await expect(stage(page)).toHaveAttribute('data-rounds', String(rounds));
}

test('a funded player plays a cluster slot for real until a cluster wins, and verifies a round', async ({
  page,
  request,
  browser,
}) => {
  // A deposit, the lobby, up to 30 spins over the studio's wallet and the verify page.
  test.setTimeout(120_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await registerPlayerFromOwnAddress(request, 'studio-slots', 'EUR');
  await depositThroughSandbox(browser, request, player.accessToken, 5000);
  await storeSession(page, player.accessToken);

  await openApp(page, '/games');
  await page.getByTestId('games-search').fill('starfall');
  // The search answers after the URL has changed: a tile of the unfiltered list may be replaced under the click.
  await expect(page.getByTestId('game-tile')).toHaveCount(1);
  await tile(page, 'starfall-clusters').getByRole('link').click();
  await expect(page).toHaveURL(/\/game\/starfall-clusters/);
  await expect(page.getByRole('heading', { level: 1, name: 'Starfall Clusters' })).toBeVisible();

  // The 7 x 7 grid of the slot's own config, and its rules from the same data.
  await expect(game(page).getByRole('group', { name: /^Reel \d$/ })).toHaveCount(7);
  await expect(game(page).locator('.reels-cell')).toHaveCount(49);
  await expect(game(page).getByText('DEMO', { exact: true })).toHaveCount(0);
  await expect(frameBalance(page)).toHaveText('50.00 EUR');
  const headerBalance = page.getByTestId('balance-amount');
  await expect(headerBalance).toHaveText('50.00');

  // Spin (bounded) until a cluster pays: about four spins in ten have one.
  const wins = game(page).locator('.reels-wins');
  let rounds = 0;
  for (; rounds < 30; ) {
    rounds += 1;
    await spin(page, rounds);
    if (((await wins.textContent()) ?? '').includes('Cluster of')) break;
  }
  await expect(wins).toContainText(/Cluster of \d+ [A-Za-z ]+ (x\d+ )?pays \d+\.\d\d EUR/);
  await expect(game(page).getByTestId('reels-announcement')).toHaveText(/^You won \d+\.\d\d EUR/);

  // The balance moved in the game and the site's header shows the same amount.
  const shown = (await frameBalance(page).textContent()) ?? '';
  expect(shown).toMatch(/^\d+\.\d\d EUR$/);
  expect(shown).not.toBe('50.00 EUR');
  await expect(headerBalance).toHaveText(shown.replace(' EUR', ''));

  // Rotating the seeds reveals the server seed; the last round recomputes on the verify page.
  await openPanel(game(page), 'Fairness');
  // From the keyboard: the frame grows as the panel opens, and a pointer click could land where the button was.
  await game(page).getByRole('button', { name: 'Rotate seeds' }).press('Enter');
  // The link opens a new tab; Enter follows it wherever the growing frame has moved it to.
  const verifyLink = game(page).getByRole('link', { name: 'Verify your last round' });
  await expect(verifyLink).toBeVisible();
  const [verify] = await Promise.all([page.waitForEvent('popup'), verifyLink.press('Enter')]);
  await expect(verify.getByLabel('Game')).toHaveValue('starfall-clusters');
  await expect(verify.getByText('✓ It matches the published hash.')).toBeVisible();
  await expect(verify.locator('.verify-result__summary')).toContainText(/^Starfall Clusters: paid spin; total win/);
  await expect(verify.locator('.verify-result__summary')).toContainText('Grid (x1):');
});

test('a guest plays an engine slot in demo on a phone, and buys its bonus after a confirmation', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openApp(page, '/game/olympus-sparks');
  await expect(game(page).getByText('DEMO', { exact: true })).toBeVisible();
  await expect(frameBalance(page)).toHaveText('1,000.00 FUN');
  await expect(game(page).locator('.reels-cell')).toHaveCount(30);
  // The studio's page tells the casino's (another origin) its height: the frame grows to show it all.
  await expect(async () => {
    const frame = await page.getByTestId('game-frame').boundingBox();
    const last = await game(page).getByText('Paytable and rules').boundingBox();
    if (!frame || !last) throw new Error('no box');
    expect(last.y + last.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
  }).toPass();

  await spin(page, 1);
  await expect(game(page).getByTestId('reels-announcement')).toHaveText(/^(You won \d+\.\d\d FUN|No win)/);

  // The price follows the bet: 22 bets of 1.00; cancelling pays nothing.
  await game(page).getByLabel('Bet (FUN)').fill('1');
  const buy = game(page).getByTestId('reels-buy');
  await expect(buy).toHaveText('Buy bonus 22.00 FUN');
  const before = (await frameBalance(page).textContent()) ?? '';
  await buy.click();
  const dialog = game(page).getByRole('dialog', { name: 'Buy the bonus?' });
  await expect(dialog).toContainText('22.00 FUN (22× your bet of 1.00 FUN) starts 10 free spins');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(frameBalance(page)).toHaveText(before);

  await buy.click();
  await dialog.getByRole('button', { name: 'Buy', exact: true }).click();
  await expect(stage(page)).toHaveAttribute('data-rounds', '2');
  await expect(game(page).locator('.reels-status__counter')).toHaveText(/^\d+ free spins played$/);
  await expect(game(page).getByTestId('reels-announcement')).toContainText('free spins played');
  await expect(frameBalance(page)).not.toHaveText(before);
});

test('each studio draws its slots in its own symbols and palette, not letter tiles', async ({ page }) => {
  test.setTimeout(60_000);
  /** Opens a studio's slot in demo; returns the look of its reels (a cell's fill, the frame's edge). */
  async function open(identity: string, studio: string, symbol: { id: string; name: string }): Promise<string> {
    await openApp(page, `/game/${identity}`);
    // The studio's art loaded before the reels drew: its palette is on the stage.
    await expect(stage(page)).toHaveAttribute('data-studio', studio);
    await expect(game(page).locator('.reels-cell')).toHaveCount(15);
    // Every cell shows a drawing of the slot's sprite, named for screen readers.
    await expect(game(page).locator('.reels-cell .reels-glyph svg use')).toHaveCount(15);
    await expect(game(page).getByRole('img', { name: symbol.name }).first()).toBeVisible();
    // The symbol is drawn (paths), not a shape with its initials on it.
    const drawing = game(page).locator(`.reels-defs symbol#reels-symbol-${symbol.id}`);
    expect(await drawing.locator('path, circle, ellipse').count()).toBeGreaterThan(3);
    await expect(drawing.locator('text')).toHaveCount(0);
    return game(page)
      .locator('.reels-board')
      .evaluate((board) => {
        const cell = board.querySelector('.reels-cell');
        return `${cell ? getComputedStyle(cell).backgroundImage : ''} | ${getComputedStyle(board).borderTopColor}`;
      });
  }

  // Gold Rush Express's prospector was a tile reading "Pr"; Pearl Lagoon's mermaid one reading "M".
  const redMesa = await open('gold-rush-express', 'red-mesa-studios', { id: 'prospector', name: 'Prospector' });
  const tidewater = await open('pearl-lagoon', 'tidewater-games', { id: 'mermaid', name: 'Mermaid' });
  expect(tidewater).not.toBe(redMesa);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
