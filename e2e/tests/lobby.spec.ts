import { expect, test, type Page } from '@playwright/test';
import { storeSession } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { registerPlayerFromOwnAddress } from '../support/realtime';
import { acceptCookiesBeforehand, contentText, openApp } from '../support/shell';

/**
 * The casino lobby: collection rows on the home page, the games list with its tabs, search and
 * filters, favourites, and the sign-in a guest is asked for where an account is needed.
 */

test.beforeEach(async ({ context }) => {
  await acceptCookiesBeforehand(context);
});

const tile = (page: Page, identity: string) =>
  page.locator(`[data-testid="game-tile"][data-game="${identity}"]`).first();

test('a guest sees collection rows with tiles, the big wins and the studios on the home page', async ({ page }) => {
  await openApp(page, '/');
  const rows = page.getByTestId('collection-row');
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBeGreaterThanOrEqual(3);
  await expect(rows.first().getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular' })).toBeVisible();
  // The live big wins and the jackpot ticker (features/jackpot) hold the winners ticker's place on the home page.
  await expect(page.getByTestId('big-wins')).toBeVisible();
  await expect(page.getByTestId('jackpot-ticker')).toBeVisible();
  await expect(page.getByTestId('providers-strip').getByTestId('provider-card').first()).toBeVisible();

  // "See all" of a row opens that collection's page.
  await rows
    .first()
    .getByRole('link', { name: /See all/ })
    .click();
  await expect(page).toHaveURL(/\/games\/popular$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Popular' })).toBeVisible();
});

test('a guest switches collection tabs on /games and searches the list by name', async ({ page }) => {
  await openApp(page, '/games');
  await expect(
    page.getByRole('heading', { level: 1, name: contentText('en', 'global-components:sections.games') }),
  ).toBeVisible();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  await page.getByTestId('collection-tab').filter({ hasText: 'Table games' }).click();
  await expect(page).toHaveURL(/\/games\/table$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Table games' })).toBeVisible();
  await expect(tile(page, 'orbit-european-roulette')).toBeVisible();
  await expect(tile(page, 'orbit-dice')).toHaveCount(0);

  await page.getByTestId('collection-tab').filter({ hasText: 'All games' }).click();
  // The tab's navigation must land first: typing while it is under way would be typed into the old page.
  await expect(page).toHaveURL(/\/games$/);
  await expect(
    page.getByRole('heading', { level: 1, name: contentText('en', 'global-components:sections.games') }),
  ).toBeVisible();
  await page.getByTestId('games-search').fill('dragon');
  await expect(page).toHaveURL(/search=dragon/);
  await expect(tile(page, 'dragons-hoard')).toBeVisible();
  await expect(page.getByTestId('game-tile')).toHaveCount(1);
});

test('a guest filters the lobby: the filters open for them, not the sign-in', async ({ page }) => {
  await openApp(page, '/games');
  await page.getByTestId('games-filter-button').click();
  await expect(page).toHaveURL(/[?&]games-filter=true/);
  const filter = page.getByRole('dialog', { name: contentText('en', 'modals:games-filter.title') });
  await expect(filter).toBeVisible();
  await expect(page.getByRole('dialog', { name: contentText('en', 'modals:sign-in.title') })).toHaveCount(0);

  // The option says how many games have the feature: the filtered list shows that many.
  const jackpot = filter.locator('label', { hasText: 'Jackpot' });
  await expect(jackpot.locator('small')).toHaveText(/^\d+$/);
  const jackpotGames = Number(await jackpot.locator('small').textContent());
  await jackpot.click();
  await filter.getByTestId('games-filter-apply').click();
  await expect(filter).toBeHidden();
  await expect(page).toHaveURL(/\/games\?features=jackpot$/);
  await expect(page.getByTestId('game-tile')).toHaveCount(jackpotGames);
  await expect(page.getByTestId('games-filter-button')).toContainText('1');
});

test('a guest pressing a heart is asked to sign in', async ({ page }) => {
  await openApp(page, '/games');
  await tile(page, 'orbit-dice').getByTestId('favorite-button').click();
  await expect(page).toHaveURL(/[?&]sign-in=true/);
  await expect(page.getByRole('dialog', { name: contentText('en', 'modals:sign-in.title') })).toBeVisible();
});

test('a player searches, filters and favourites a game, and finds it on /favorites', async ({ page, request }) => {
  const player = await registerPlayerFromOwnAddress(request, 'lobby', 'EUR');
  await storeSession(page, player.accessToken);
  await openApp(page, '/');

  // The global search: nothing under three characters, then the matches as the player types.
  await page.getByTestId('search-entry').click();
  const search = page.getByRole('dialog', { name: contentText('en', 'modals:global-search.title') });
  await expect(search).toBeVisible();
  await search.getByTestId('global-search-input').fill('Or');
  await expect(search.getByText(/at least 3 characters/)).toBeVisible();
  await search.getByTestId('global-search-input').fill('Orbit Dic');
  await expect(search.getByTestId('search-result').filter({ hasText: 'Orbit Dice' })).toBeVisible();
  // The search is remembered: an empty box shows it among the recent searches.
  await search.getByTestId('global-search-input').fill('');
  await expect(search.getByTestId('recent-searches').getByRole('button', { name: 'Orbit Dic' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  // The filters go into the query string of /games.
  await page.goto('/games?games-filter=true');
  const filter = page.getByRole('dialog', { name: contentText('en', 'modals:games-filter.title') });
  await filter.getByText('Jackpot').click();
  await filter.getByText('Name A–Z').click();
  await filter.getByTestId('games-filter-apply').click();
  await expect(page).toHaveURL(/features=jackpot/);
  await expect(page).toHaveURL(/sort=name/);
  await expect(filter).toBeHidden();
  await expect(page.getByTestId('game-tile').first()).toBeVisible();

  await page.goto('/games/originals');
  const heart = tile(page, 'orbit-dice').getByTestId('favorite-button');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: contentText('en', 'layout:navigation.favorites') }).click();
  await expect(page).toHaveURL(/\/favorites$/);
  await expect(tile(page, 'orbit-dice')).toBeVisible();
  await expect(tile(page, 'orbit-dice').getByTestId('favorite-button')).toHaveAttribute('aria-pressed', 'true');
});

test('the home page shows a row of games on the first screen of a desktop, each with its own drawn art', async ({
  page,
}) => {
  // The project's viewport: 1280 x 800.
  await openApp(page, '/');
  const firstRow = page.getByTestId('collection-row').first();
  const firstTiles = firstRow.getByTestId('game-tile');
  await expect(firstTiles.first()).toBeVisible();
  // Without scrolling, the first row's art is on screen: the hero is a banner, not a wall.
  const art = firstTiles.first().locator('img');
  await expect(art).toBeInViewport({ ratio: 1 });
  await expect(firstTiles.nth(3).locator('img')).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The art is the game's own drawing, loaded (not a broken image), sized before it arrives.
  await expect(art).toHaveAttribute('src', /^\/art\/games\/[a-z0-9-]+\.svg\?v=[0-9a-f]+$/);
  await expect(art).toHaveAttribute('width', '300');
  await expect(art).toHaveAttribute('height', '400');
  await expect
    .poll(() => art.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  const sources = await firstTiles
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
  expect(new Set(sources).size).toBe(sources.length);
  // Tiles further along load when they come near: lazy.
  await expect(
    page.getByTestId('collection-row').nth(1).getByTestId('game-tile').first().locator('img'),
  ).toHaveAttribute('loading', 'lazy');
});

test('every game of the lobby has its drawn art and no "Coming soon"; the studios show their logos', async ({
  page,
}) => {
  await openApp(page, '/games');
  const tiles = page.getByTestId('game-tile');
  await expect(tiles.first()).toBeVisible();
  // The whole lobby: the list shows a page of tiles, then more on demand.
  while (await page.getByTestId('show-more').isVisible()) {
    const shown = await tiles.count();
    await page.getByTestId('show-more').click();
    await expect.poll(() => tiles.count()).toBeGreaterThan(shown);
  }
  expect(await tiles.count()).toBeGreaterThanOrEqual(30);
  await expect(
    page.getByTestId('game-tile').filter({ hasText: contentText('en', 'global-components:games.comingSoon') }),
  ).toHaveCount(0);
  const sources = await tiles
    .locator('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(sources.every((source) => source.startsWith('/art/games/'))).toBe(true);
  expect(new Set(sources).size).toBe(sources.length);
  // Each picture answers as an SVG, cached for long.
  const picture = await page.request.get(sources[0] ?? '');
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toContain('image/svg+xml');
  expect(picture.headers()['cache-control']).toMatch(/max-age=\d{6,}/);

  await page.goto('/games/providers');
  const logos = page.getByTestId('provider-card').locator('img');
  await expect(logos.first()).toBeVisible();
  const logoSources = await logos.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
  expect(logoSources.length).toBeGreaterThanOrEqual(6);
  expect(logoSources.every((source) => source.startsWith('/art/studios/'))).toBe(true);
  await expect
    .poll(() => logos.first().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
});

test('the games list and a game page pass axe in the dark mode too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openApp(page, '/games');
  await expect(page.locator('html')).toHaveAttribute('data-colour-mode', 'dark');
  // The selected tab: dark text on the dark mode's light violet.
  await expect(page.getByTestId('collection-tab').first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  await openApp(page, '/game/orbit-dice');
  // The pressed option of the mode switch, the same colours.
  await expect(page.locator('.game-mode-switch__option[aria-pressed="true"]')).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});
