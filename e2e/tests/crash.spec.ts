import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/axe';
import { depositThroughSandbox } from '../support/payments';
import { registerPlayerFromOwnAddress } from '../support/realtime';

/**
 * Crash is one shared round: a player bets with real money and cashes out in flight while a guest
 * watching the same game in another browser sees the same round, the player's cash-out and the
 * same crash point, then finds the cash-out among the room's big wins (the name masked), as a
 * first visitor of a quiet room would. Rounds run on the server's job queue (bets for 7 s, then the flight).
 */

const GAME = 'comet-crash';
/** A round may crash at x1.00 at once (about 4%), or end before a busy machine's pages show it: the player tries the next one. */
const ROUNDS_TRIED = 8;

const phaseOf = (page: Page) => page.locator('#app').getAttribute('data-phase');
const roundOf = async (page: Page) => Number(await page.locator('#app').getAttribute('data-round'));

/** Waits for a round taking bets with at least 3 s left to bet; answers its number. */
async function waitForBetting(page: Page): Promise<number> {
  const secondsLeft = async () => {
    if ((await phaseOf(page)) !== 'betting') return 0;
    const match = /Launch in ([\d.]+) s/.exec((await page.getByTestId('crash-phase').textContent()) ?? '');
    return match ? Number(match[1]) : 0;
  };
  // A round that flies long (x1,000 is about 2 minutes of flight) or a busy machine's job queue
  // can hold the next betting phase back: wait up to four minutes, inside the test's ten.
  await expect.poll(secondsLeft, { timeout: 240_000, intervals: [200] }).toBeGreaterThanOrEqual(3);
  return roundOf(page);
}

test('a player cashes out of a crash round while a guest watches the same round', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const player = await registerPlayerFromOwnAddress(request, 'crash', 'EUR');
  await depositThroughSandbox(browser, request, player.accessToken, 5_000);
  const launch = await request.post(`/api/game/games/${GAME}/play`, {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: {},
  });
  expect(launch.status(), await launch.text()).toBe(200);
  const playerUrl = ((await launch.json()) as { url: string }).url;
  const guestLaunch = await request.post(`/api/game/games/${GAME}/play`, { data: { demo: true } });
  expect(guestLaunch.status()).toBe(200);

  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await page.goto(playerUrl);
  await watcher.goto(((await guestLaunch.json()) as { url: string }).url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Comet Crash');
  await expect(page.locator('.top-bar__balance-amount')).toHaveText('50.00 EUR');
  await expect(watcher.getByText('DEMO', { exact: true })).toBeVisible();

  const action = page.getByTestId('crash-action');
  let cashedOut: { round: number; betId: string; at: string; win: string } | undefined;
  for (let attempt = 0; attempt < ROUNDS_TRIED && !cashedOut; attempt += 1) {
    const round = await waitForBetting(page);
    await page.getByLabel('Bet (EUR)').fill('1');
    await action.click();
    // Taken before the launch. On a busy machine the answer may come as the flight starts, and a
    // round crashing at once (x1.00-x1.50) may be over before the row is read: then the next round.
    const mine = page.locator('.crash-row--mine');
    await expect(mine.or(page.locator(`#app:not([data-round="${round}"])`)).first()).toBeVisible({ timeout: 30_000 });
    // Read as the page is now (no waiting): the row, or none when its round is over.
    const betId = await mine.evaluateAll((rows) => rows[0]?.getAttribute('data-bet-id') ?? null);
    if (betId === null || (await roundOf(page)) !== round) continue;
    // The guest sees the bet in the same round's players list: both read at one instant, since
    // a short round may end (and the next begin) between two separate reads.
    let guest = 'waiting' as 'seen' | 'over' | 'waiting';
    await expect
      .poll(
        async () => {
          const view = await watcher.evaluate(
            (id) => ({
              round: Number(document.querySelector('#app')?.getAttribute('data-round')),
              seen: document.querySelector(`[data-bet-id="${id}"]`) !== null,
            }),
            betId,
          );
          guest = view.seen && view.round === round ? 'seen' : view.round > round ? 'over' : 'waiting';
          return guest;
        },
        { timeout: 30_000, intervals: [100] },
      )
      .not.toBe('waiting');
    // The round ended before the guest's page showed it with the bet (a short flight): the next one.
    if (guest === 'over') continue;

    await expect(action).toHaveText(/^Cash out|^Bets open/, { timeout: 30_000 });
    if ((await action.textContent())?.startsWith('Cash out')) await action.click();
    // Cashed out, or lost (the round crashed first: the row may be gone with the next round).
    let outcome = 'waiting' as 'cashed_out' | 'lost' | 'waiting';
    await expect
      .poll(
        async () => {
          const status = await page
            .locator(`[data-bet-id="${betId}"]`)
            .evaluateAll((rows) => rows[0]?.getAttribute('data-status') ?? null);
          outcome =
            status === 'cashed_out'
              ? 'cashed_out'
              : (await phaseOf(page)) === 'crashed' || (await roundOf(page)) !== round
                ? 'lost'
                : 'waiting';
          return outcome;
        },
        { timeout: 150_000, intervals: [200] },
      )
      .not.toBe('waiting');
    // The outcome the poll saw, not a second look that a next round may already have changed.
    if (outcome === 'cashed_out') {
      cashedOut = {
        round,
        betId,
        at: (await mine.getByTestId('crash-cashed-out').textContent()) ?? '',
        win: (await mine.locator('td').last().textContent()) ?? '',
      };
    }
  }
  if (!cashedOut) throw new Error(`every one of ${ROUNDS_TRIED} rounds crashed before the cash-out`);
  const done = cashedOut;
  expect(done.at).toMatch(/^x\d+\.\d{2}$/);

  // The guest sees the player's cash-out at the same multiplier.
  const watched = watcher.locator(`[data-bet-id="${done.betId}"]`);
  await expect(watched).toHaveAttribute('data-status', 'cashed_out');
  await expect(watched.getByTestId('crash-cashed-out')).toHaveText(done.at);
  // The players list names the bet by its pseudonym (the big wins below mask it).
  const shownName = (await watched.locator('td').first().textContent()) ?? '';

  // Both see the round crash at the same point, and it leads their history of crash points.
  for (const viewer of [page, watcher]) {
    await expect
      .poll(async () => (await roundOf(viewer)) > done.round || (await phaseOf(viewer)) === 'crashed', {
        timeout: 150_000,
      })
      .toBe(true);
  }
  const crashPoints = await Promise.all(
    [page, watcher].map(async (viewer) => {
      const chip = viewer.getByTestId('crash-history').locator(`a[title="Verify round ${done.round}"]`);
      await expect(chip).toBeVisible({ timeout: 30_000 });
      return chip.textContent();
    }),
  );
  expect(crashPoints[0]).toMatch(/^x\d+\.\d{2}$/);
  expect(crashPoints[1]).toBe(crashPoints[0]);
  // The cash-out was below the crash point.
  expect(Number(done.at.slice(1))).toBeLessThanOrEqual(Number(crashPoints[0]?.slice(1)));

  // The room's big wins show the cash-out once its round has crashed, the player's name masked.
  expect(done.win).toMatch(/^\d+\.\d{2} EUR$/);
  const bigWin = watcher.getByTestId('crash-big-wins').locator(`tr[data-round="${done.round}"]`);
  await expect(bigWin.locator('td')).toHaveText([`${shownName.slice(0, -3)}***`, done.at, done.win], {
    timeout: 30_000,
  });
  expect(await seriousAccessibilityViolations(watcher)).toEqual([]);

  // The round verifies from the published chain on the verify page.
  const verifyHref = await watcher
    .getByTestId('crash-history')
    .locator(`a[title="Verify round ${done.round}"]`)
    .getAttribute('href');
  await watcher.goto(verifyHref ?? '');
  await expect(watcher.getByTestId('crash-verify-point')).toHaveText(crashPoints[0] ?? '');
  await expect(watcher.getByTestId('crash-verify-result')).toContainText('gives the published terminal hash');
  await watcherContext.close();
});

/**
 * Issue 28: the round's phases reach a viewer over the socket. The state is read once on
 * subscribing; from then on every read of /crash/state is refused, so a client that polled would
 * stand still: the phases still move on (launch, crash, next round), pushed on game:crash#comet-crash.
 */
test('the phases of a crash round arrive over the socket with polling refused', async ({ page, request }) => {
  test.setTimeout(600_000);
  const launch = await request.post(`/api/game/games/${GAME}/play`, { data: { demo: true } });
  expect(launch.status()).toBe(200);
  let stateReads = 0;
  await page.route('**/provider/games/api/crash/state', async (route) => {
    stateReads += 1;
    if (stateReads === 1) await route.continue();
    else await route.abort('failed');
  });
  const pushedPhases: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      for (const line of String(payload).split('\n')) {
        const match = /^\{"push":\{"channel":"game:crash#comet-crash","pub":\{"data":\{"type":"(\w+)"/.exec(line);
        if (match?.[1]) pushedPhases.push(match[1]);
      }
    });
  });
  await page.goto(((await launch.json()) as { url: string }).url);
  await expect(page.locator('#app')).toHaveAttribute('data-live', 'socket');
  await expect(page.locator('#app')).toHaveAttribute('data-round', /\d+/);
  const first = await roundOf(page);

  // The launch and the crash of a round, and the next round, all without a second read of the state.
  await expect
    .poll(() => pushedPhases.includes('flight') && pushedPhases.includes('crashed'), {
      timeout: 240_000,
      intervals: [200],
    })
    .toBe(true);
  await expect.poll(() => roundOf(page), { timeout: 240_000, intervals: [200] }).toBeGreaterThan(first);
  const next = await roundOf(page);
  // The crash of the round before leads the history, with its link to verify it.
  await expect(page.getByTestId('crash-history').locator(`a[title="Verify round ${next - 1}"]`)).toBeVisible();
  await expect
    .poll(() => pushedPhases.filter((type) => type === 'betting').length, { timeout: 240_000, intervals: [200] })
    .toBeGreaterThan(0);
  // The next launch is drawn from the push: the board shows the flight.
  await expect.poll(() => phaseOf(page), { timeout: 60_000, intervals: [100] }).toBe('flight');
  expect(stateReads).toBe(1);
  await expect(page.locator('#app')).toHaveAttribute('data-live', 'socket');
});
