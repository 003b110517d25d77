import { expect, test, type Page } from '@playwright/test';
import { registerPlayerFromOwnAddress } from '../support/realtime';
import { openApp } from '../support/shell';

/**
 * The security headers (issue 11) in a real browser: the site, a game in its frame and the sandbox
 * provider's hosted page all work under their Content-Security-Policy with nothing refused, and
 * another site cannot frame ours.
 */

// The cookie popup answered beforehand, as support/shell.ts does, but quietly in the game's
// sandboxed frame, which has no storage: any error left is the page's own.
test.beforeEach(async ({ context }) =>
  context.addInitScript(() => {
    try {
      if (window.localStorage.getItem('cookie-consent') === null)
        window.localStorage.setItem('cookie-consent', '{"acceptedAt":"e2e"}');
    } catch {
      // An opaque-origin frame: nothing to answer there.
    }
  }),
);

/**
 * Every Content-Security-Policy violation in the page and its frames (the event, and Chromium's own
 * "Refused to …" console error), and every other console error or uncaught exception.
 */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      // The console is how every frame, whatever its origin, reaches the test.
      // eslint-disable-next-line no-console
      console.error(
        `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

test('the site sends its security headers, and runs its colour-mode script by hash before the first paint', async ({
  page,
}) => {
  const problems = watchForProblems(page);
  const response = await openApp(page, '/');
  const headers = response?.headers() ?? {};
  const policy = headers['content-security-policy'] ?? '';
  const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scriptSources).toMatch(/^'self' 'sha256-[A-Za-z0-9+/]+=*'$/);
  expect(policy).toContain("frame-ancestors 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Plain http here (PUBLIC_URL is not https): no HSTS.
  expect(headers['strict-transport-security']).toBeUndefined();

  // The inline script ran: it is what sets the colour mode before React starts.
  await expect(page.locator('html')).toHaveAttribute('data-colour-mode', /^(light|dark)$/);
  await expect(page.getByTestId('health-status')).toHaveText('Connected');
  await page.getByTestId('main-drawer').locator('a[data-nav="games"]').click();
  await expect(page).toHaveURL('/games');
  await expect(page.getByTestId('game-tile').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a game plays in its frame under the game client policy', async ({ page }) => {
  const problems = watchForProblems(page);
  await openApp(page, '/game/orbit-dice');
  const game = page.frameLocator('[data-testid="game-frame"]');
  const balance = game.locator('.top-bar__balance-amount');
  await expect(balance).toHaveText('1,000.00 FUN');
  await game.getByRole('button', { name: 'Roll', exact: true }).click();
  await expect(balance).toHaveText(/^(999\.00|1,001\.00) FUN$/);
  expect(problems).toEqual([]);
});

test('the sandbox hosted payment page pays under its policy', async ({ page, request }) => {
  const problems = watchForProblems(page);
  const player = await registerPlayerFromOwnAddress(request, 'csp-pay', 'EUR');
  const created = await request.post('/api/payment/invoices/deposit', {
    headers: { authorization: `Bearer ${player.accessToken}` },
    data: { paymentMethod: 'sandbox.deposit.card', amount: 2_000, currency: 'EUR' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { publicData } = (await created.json()) as { publicData: { redirectUrl: string } };
  await page.goto(publicData.redirectUrl);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('the site frames its own pages, and another site cannot frame it', async ({ page, baseURL }) => {
  const framingPage = {
    contentType: 'text/html',
    body: `<!doctype html><title>framing</title><iframe src="${baseURL ?? ''}/" width="1000" height="600"></iframe>`,
  };
  // The same framing page, once on our own origin and once on another one.
  await page.route(`${baseURL ?? ''}/framing-check`, (route) => route.fulfill(framingPage));
  await page.route('http://framing-site.test/', (route) => route.fulfill(framingPage));

  await page.goto('/framing-check');
  await expect(page.frameLocator('iframe').getByTestId('app-root')).toBeVisible();

  await page.goto('http://framing-site.test/');
  // Chromium replaces a frame refused by frame-ancestors with its error page.
  await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
  await expect(page.frameLocator('iframe').getByTestId('app-root')).toHaveCount(0);
});
