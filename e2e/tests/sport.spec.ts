import { expect, test } from '@playwright/test';
import { storeSession } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { depositThroughSandbox } from '../support/payments';
import { registerPlayerFromOwnAddress } from '../support/realtime';
import { acceptCookiesBeforehand } from '../support/shell';
import {
  eventPath,
  finishEvent,
  headerBalance,
  movePrice,
  priceButton,
  sportsbookWidget,
  upcomingEvents,
} from '../support/sportsbook';

/**
 * The sportsbook section (issue 14): the widget in /sport, its routes in the address bar, bets
 * through the wallet and the operator's trading moves, as a player lives them.
 */
const SOCCER_ID = 66;
/** 100.00 EUR: enough for every stake here. */
const DEPOSIT_MINOR = 10_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endsWith = (path: string) => new RegExp(`${escapeRegExp(path)}$`);

test.describe('sportsbook', () => {
  test('a guest walks from a sport to an event; the URL follows every step, a reload and Back keep the place', async ({
    page,
    request,
  }) => {
    const [event] = await upcomingEvents(request, SOCCER_ID);
    if (!event) throw new Error('no upcoming soccer event');
    await page.goto('/sport');
    const widget = sportsbookWidget(page);
    // The skip link at the widget's start, shown while focused, takes a keyboard past every price to the slip.
    const skip = widget.getByRole('button', { name: 'Go to bet slip' });
    await skip.focus();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(widget.locator('section.slip')).toBeFocused();

    await widget.getByRole('button', { name: /^Soccer/ }).click();
    await expect(page).toHaveURL(endsWith('/sport/soccer'));
    await widget.getByRole('button', { name: event.categoryName, exact: true }).click();
    await expect(page).toHaveURL(endsWith(`/sport/soccer/${event.categorySlug}`));
    await widget.getByRole('button', { name: event.championshipName, exact: true }).click();
    const championshipPath = `/sport/soccer/${event.categorySlug}/${event.championshipSlug}`;
    await expect(page).toHaveURL(endsWith(championshipPath));

    await widget.locator('button.event-link').filter({ hasText: event.home }).first().click();
    await expect(page).toHaveURL(endsWith(eventPath(event)));
    await expect(widget.getByRole('heading', { name: event.away })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.reload();
    await expect(page).toHaveURL(endsWith(eventPath(event)));
    await expect(widget.getByRole('heading', { name: event.home })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(endsWith(championshipPath));
    await expect(widget.getByRole('button', { name: event.championshipName, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(widget.getByRole('heading', { name: event.away })).toHaveCount(0);
  });

  test('a player places an accumulator, sees it open, and is paid when the operator finishes both matches', async ({
    page,
    browser,
    request,
  }) => {
    const player = await registerPlayerFromOwnAddress(request, 'sport-acca', 'EUR');
    await depositThroughSandbox(browser, request, player.accessToken, DEPOSIT_MINOR);
    // Soccer: the finishing scores below (2-0, 3-1) are ones a soccer match can end with; a best-of-three tennis or e-sports match cannot end 3-1.
    const events = await upcomingEvents(request, SOCCER_ID);
    const [first, second] = events.filter((event) => event.mainMarket?.kind === 'match_result');
    if (!first || !second) throw new Error('fewer than two upcoming events with a headline market');
    const homeOf = (event: typeof first) =>
      event.mainMarket?.selections.find((selection) => selection.outcome === 'home') ??
      event.mainMarket!.selections[0]!;

    await storeSession(page, player.accessToken);
    const widget = sportsbookWidget(page);
    // A live-now odds click lands on /sport/event/{id}; the site then writes the event's full URL.
    await page.goto(`/sport/event/${first.id}`);
    await expect(page).toHaveURL(endsWith(eventPath(first)));
    await expect(page.getByTestId('balance-amount').first()).toHaveText('100.00');
    // A click adds the selection and leaves the focus where the player is.
    await priceButton(widget, homeOf(first)).click();
    await expect(priceButton(widget, homeOf(first))).toHaveAttribute('aria-pressed', 'true');
    await expect(priceButton(widget, homeOf(first))).toBeFocused();

    // From the keyboard: Enter on a price moves the focus to the stake (no Tabbing past every price),
    // and the bet is typed and placed without the mouse.
    await page.goto(`/sport/event/${second.id}`);
    await priceButton(widget, homeOf(second)).focus();
    await page.keyboard.press('Enter');
    const slip = widget.locator('section.slip');
    const stake = slip.getByLabel('Stake (EUR)');
    await expect(stake).toBeFocused();
    await expect(slip.locator('li.leg')).toHaveCount(2);
    // Two selections of different events make an accumulator: the slip shows its combined odds.
    await expect(slip.locator('dt', { hasText: 'Odds' })).toBeVisible();
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await expect(slip.getByLabel('When odds change')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(slip.getByRole('button', { name: 'Place bet' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(slip.getByRole('status')).toHaveText('Bet placed.');
    // The button went with the placed legs: the focus stays in the slip, not back at the page's start.
    await expect(slip).toBeFocused();
    await expect(page.getByTestId('balance-amount').first()).toHaveText('95.00');

    await widget.getByRole('button', { name: 'My bets' }).click();
    await expect(page).toHaveURL(endsWith('/sport?page=bets'));
    const openBet = widget.locator('li.bet-card').filter({ hasText: first.home }).filter({ hasText: second.home });
    await expect(openBet).toBeVisible();
    await expect(openBet).toContainText('Open');

    await finishEvent(request, first.id, { home: 2, away: 0 });
    await finishEvent(request, second.id, { home: 3, away: 1 });
    // Both legs won: the stake comes back times the combined odds (each above 1), so above the deposit.
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBeGreaterThan(100);

    await page.goto('/wallet/bets');
    const row = page.getByTestId('bet-row').first();
    await expect(row).toContainText('Won');
    await expect(row).toContainText('5.00 EUR');
  });

  test('a price moved by the operator while the slip is open must be accepted before placing', async ({
    page,
    context,
    request,
  }) => {
    const player = await registerPlayerFromOwnAddress(request, 'sport-price', 'EUR');
    // A soccer match: its headline market (match result) is the only one naming a team without a
    // line, so the price button is found by its name alone (hockey names its teams in two markets).
    const event = (await upcomingEvents(request)).find((candidate) => candidate.mainMarket?.kind === 'match_result');
    const selection = event?.mainMarket?.selections[0];
    if (!event || !selection) throw new Error('no upcoming event with a headline market');

    await storeSession(page, player.accessToken);
    // The cookie notice would cover the sheet's foot on a phone.
    await acceptCookiesBeforehand(context);
    // A phone, where the slip is a bottom sheet behind a bar: a price added from the keyboard opens
    // the sheet on the stake.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/sport/event/${event.id}`);
    const widget = sportsbookWidget(page);
    await priceButton(widget, selection).focus();
    await page.keyboard.press('Enter');
    const slip = widget.locator('section.slip');
    await expect(slip.getByLabel('Stake (EUR)')).toBeFocused();
    // The close button shares the title's row (its top within the title's height).
    const [title, close] = await Promise.all([
      slip.locator('h2').boundingBox(),
      slip.getByRole('button', { name: 'Close bet slip' }).boundingBox(),
    ]);
    expect(close!.y).toBeLessThan(title!.y + title!.height);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.type('1');
    // "Ask me" is the default preference.
    await expect(slip.getByLabel('When odds change')).toHaveValue('none');
    const place = slip.getByRole('button', { name: 'Place bet' });
    await expect(place).toBeEnabled();

    // One whole unit more in decimal odds: 2.62 becomes 3.62.
    await movePrice(request, selection.id, {
      numerator: selection.price.numerator + selection.price.denominator,
      denominator: selection.price.denominator,
    });
    await expect(slip.getByText('Prices changed. Check them and accept to continue.')).toBeVisible();
    await expect(place).toBeDisabled();
    await expect(slip.locator('li.leg s')).toBeVisible();

    await slip.getByRole('button', { name: 'Accept new prices' }).click();
    await expect(slip.getByText('Prices changed. Check them and accept to continue.')).toHaveCount(0);
    await expect(place).toBeEnabled();

    // Escape closes the sheet and hands the focus back to the price it came from.
    await place.focus();
    await page.keyboard.press('Escape');
    await expect(slip).toBeHidden();
    await expect(priceButton(widget, selection)).toBeFocused();
  });

  test('a Russian visitor reads the sports in Russian, in the sportsbook and on the home page', async ({
    page,
    request,
  }) => {
    await upcomingEvents(request, SOCCER_ID);
    await page.goto('/ru/sport');
    const sports = sportsbookWidget(page).getByRole('navigation', { name: 'Виды спорта' });
    await expect(sports.getByRole('button', { name: /^Футбол/ })).toBeVisible();
    await expect(sports.getByRole('button', { name: /^Хоккей/ })).toBeVisible();
    await expect(sports.getByRole('button', { name: /Soccer|Hockey|Tennis|Basketball/ })).toHaveCount(0);

    await page.goto('/ru/');
    // The prerendered home page is replaced when the app takes it over: wait for that first, then
    // scroll the carousels into view (they load when seen).
    await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
    const carousels = page.getByTestId('sport-carousels');
    const football = carousels.getByRole('button', { name: 'Футбол', exact: true });
    // The lobby rows that hold the block arrive in a chunk of their own and may replace it once
    // more: scroll again until the carousels (which load when seen) show the chip.
    await expect(async () => {
      await carousels.scrollIntoViewIfNeeded({ timeout: 5000 });
      await expect(football).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 60_000 });
    await expect(carousels.getByRole('button', { name: 'Ice Hockey' })).toHaveCount(0);
  });
});
