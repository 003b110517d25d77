import { expect, test } from '@playwright/test';
import { gameBalance, launchDemo } from '../support/games';
import { collectPageErrors } from '../support/page-errors';
import { seriousAccessibilityViolations } from '../support/axe';
import { openApp } from '../support/shell';

/**
 * The originals played in the browser against the real game provider: a blackjack hand to the
 * end (resumed after a reload), a keno draw and a hilo round, each in demo; dice in Persian digits.
 */

const balance = gameBalance;
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('a blackjack hand is dealt, survives a reload and is played to the end', async ({ page, request }) => {
  // Two launches, a reload and up to five steps: room for a busy machine.
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  const url = await launchDemo(request, 'blackjack-classic');
  await page.goto(url);
  // The first load builds nothing but may wait on a busy machine.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Blackjack Classic', { timeout: 30_000 });
  // The rules are on the table.
  await expect(
    page.getByText('Blackjack pays 3 to 2 · Dealer stands on all 17s · Insurance pays 2 to 1'),
  ).toBeVisible();

  const stand = page.getByRole('button', { name: /^Stand/ });
  const noInsurance = page.getByRole('button', { name: /^No insurance/ });
  const deal = page.getByRole('button', { name: 'Deal' });
  // The game marks itself busy from a call until its answer is shown: the next click is taken only then.
  const idle = () => expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const answered = (path: RegExp) =>
    page.waitForResponse(
      (response) => path.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
    );
  type Answer = { round: { outcome: { phase: 'insurance' | 'player' | 'finished' } }; balance: number };
  // A natural blackjack (the player's or the dealer's, about one deal in ten) ends the round at
  // the deal: deal again (bounded) until a hand waits for the player, so the resume path always runs.
  let phase: Answer['round']['outcome']['phase'] = 'finished';
  let afterDeal = 0;
  for (let deals = 0; deals < 8 && phase === 'finished'; deals += 1) {
    await idle();
    const dealt = answered(/\/provider\/games\/api\/rounds$/);
    await deal.click();
    const answer = await dealt;
    expect(answer.ok()).toBe(true);
    const body = (await answer.json()) as Answer;
    phase = body.round.outcome.phase;
    afterDeal = body.balance / 100;
    if (phase !== 'finished') break;
    // A natural is shown and paid before the next deal.
    test.info().annotations.push({ type: 'natural blackjack', description: `deal ${deals + 1} ended the round` });
    await expect(page.locator('.bj-status')).toHaveText(/Round over|Dealer blackjack/);
  }
  expect(phase, 'eight naturals in a row').not.toBe('finished');
  const formatted = (value: number) => `${value.toLocaleString('en-US', { minimumFractionDigits: 2 })} FUN`;
  // The stake has left the balance and the hand waits for the player.
  await expect(phase === 'insurance' ? noInsurance : stand).toBeVisible();
  await expect(balance(page)).toHaveText(formatted(afterDeal));
  // A reload answers the same hand, waiting for the same decision.
  await page.reload();
  await expect(page.getByText(/Your hand in progress was resumed/)).toBeVisible();
  // Decline insurance, then stand on every hand (with the keyboard), one answer at a time, until the round is over.
  for (let step = 0; step < 6 && phase !== 'finished'; step += 1) {
    await idle();
    const decision = phase === 'insurance' ? noInsurance : stand;
    await expect(decision).toBeEnabled();
    const acted = answered(/\/provider\/games\/api\/rounds\/[^/]+\/actions$/);
    if (phase === 'insurance') await noInsurance.click();
    else await page.keyboard.press('s');
    const answer = await acted;
    expect(answer.ok()).toBe(true);
    phase = ((await answer.json()) as Answer).round.outcome.phase;
  }
  expect(phase).toBe('finished');
  await expect(deal).toBeVisible();
  await expect(page.locator('.bj-status')).toHaveText(/Round over|Dealer blackjack/);
  // The dealer's hole card is face up once the round is over, and the balance is what the deal left plus what was paid.
  await expect(page.getByRole('img', { name: 'Card face down' })).toHaveCount(0);
  const paid = money(await page.locator('.stat', { hasText: 'Paid' }).locator('.stat__value').textContent());
  await expect(balance(page)).toHaveText(formatted(afterDeal + paid));
  expect(errors).toEqual([]);
});

test('keno draws ten numbers on the board; hilo shows the odds of each guess', async ({ page, request }) => {
  test.setTimeout(90_000);
  const errors = collectPageErrors(page);
  await page.goto(await launchDemo(request, 'keno-classic'));
  for (const number of [4, 11, 23, 38]) await page.getByRole('button', { name: String(number), exact: true }).click();
  await expect(page.getByText('4 picks · RTP 95.000%')).toBeVisible();
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  await expect(page.locator('.keno-status')).toHaveText(/\d hits? of 4/);
  await expect(page.locator('.keno-tile--hit, .keno-tile--drawn')).toHaveCount(10);

  await page.goto(await launchDemo(request, 'orbit-hilo'));
  await page.getByRole('button', { name: 'Bet', exact: true }).click();
  const same = page.getByRole('button', { name: /Same.*7\.69% · x12\.87/ });
  await expect(same).toBeEnabled();
  await page.getByRole('button', { name: 'Skip card' }).click();
  await expect(page.locator('.hilo-history__item')).toHaveCount(2);
  expect(errors).toEqual([]);
});

test('in Persian the dice target, its scale and the bet are in Persian digits, and a target typed in them plays', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await openApp(page, '/fa/game/orbit-dice');
  const game = page.frameLocator('[data-testid="game-frame"]');
  await expect(game.locator('html')).toHaveAttribute('lang', 'fa');
  const target = game.locator('#dice-target-number');
  await expect(target).toHaveValue('۵۰٫۵۰');
  await expect(game.locator('#dice-target')).toHaveAttribute('aria-valuetext', '۵۰٫۵۰');
  await expect(game.locator('.dice-track__scale span')).toHaveText(['۰', '۲۵', '۵۰', '۷۵', '۱۰۰']);
  await expect(game.locator('#bet-amount')).toHaveValue('۱');

  // Roll over 75.25, typed in Persian digits: a 24.75% chance.
  await target.fill('۷۵٫۲۵');
  await target.press('Tab');
  await expect(target).toHaveValue('۷۵٫۲۵');
  const [, chance] = await game.locator('.stat .stat__value').all();
  await expect(chance!).toContainText('۲۴٫۷۵');
  const played = page.waitForResponse(
    (response) => response.url().endsWith('/provider/games/api/rounds') && response.request().method() === 'POST',
  );
  await game.locator('.button--play').click();
  expect((await played).ok()).toBe(true);
  await expect(game.locator('.dice-roll')).toHaveText(/^[۰-۹]{1,3}٫[۰-۹]{2}$/);
  // No Latin digit is left in the dice's board or controls.
  await expect(game.locator('.stage')).not.toContainText(/[0-9]/);
  await expect(game.locator('.controls')).not.toContainText(/[0-9]/);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
