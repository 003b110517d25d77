import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Players for the account journeys. Each test makes its own (fresh e-mail, random suffix), so tests
 * never share a player and can run in any order. Registration is rate-limited per address (20 an
 * hour): a player registered through the API comes from an address of its own (`uniqueAddress`),
 * so only the journeys that register in the browser spend the budget of 127.0.0.1.
 */
export const PASSWORD = 'Orbit-Journey-2026';

export interface TestPlayer {
  readonly email: string;
  readonly password: string;
  readonly accessToken: string;
  readonly id: string;
}

let counter = 0;

export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * An address of the documentation range (RFC 3849, 2001:db8::/32), a /64 of its own for every call
 * in every worker (process id, counter), so two players never share one: the server takes it from
 * X-Forwarded-For (TRUST_PROXY=true in playwright.config.ts), and a shared address would link the
 * accounts for the bonus rules and spend one registration budget.
 */
export function uniqueAddress(): string {
  counter += 1;
  return `2001:db8:${(process.pid & 0xffff).toString(16)}:${counter.toString(16)}::1`;
}

/** A player registered through the API, from an address of its own, with the session that registration opened. */
export async function registerPlayer(
  request: APIRequestContext,
  label: string,
  {
    password = PASSWORD,
    currency = 'EUR',
    country = 'DE',
  }: { password?: string; currency?: string; country?: string } = {},
): Promise<TestPlayer> {
  const email = uniqueEmail(label);
  const response = await request.post('/api/player/register', {
    data: { email, password, password_confirmation: password, currency, country, agreements: true },
    headers: { 'x-forwarded-for': uniqueAddress() },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { accessToken: string; profile: { id: string } };
  return { email, password, accessToken: body.accessToken, id: body.profile.id };
}

/** Another session of the player, as a second device would open it. */
export async function logInThroughApi(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/player/sessions', {
    data: { email, password },
    headers: {
      'user-agent':
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

/** Whether the server still accepts `token` (an authenticated call answers 200, not 401). */
export async function profileStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/player/profile', { headers: { authorization: `Bearer ${token}` } });
  return response.status();
}

/** Puts a session in the browser as the app stores it, before the app starts. */
export async function storeSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-session-stored') !== null) return;
    window.sessionStorage.setItem('e2e-session-stored', '1');
    window.localStorage.setItem('access_token', JSON.stringify({ value, keepUntil: Date.now() + 86_400_000 }));
  }, token);
}

/**
 * The development mailbox's latest message to `recipient` (e-mail or phone), read with the mailbox
 * key the server was started with (playwright.config.ts), as a person reads it from the start-up log.
 */
export async function latestMessage(
  request: APIRequestContext,
  recipient: string,
): Promise<{ subject: string | null; text: string }> {
  const key = process.env.E2E_MAILBOX_KEY ?? '';
  let latest: { subject: string | null; text: string } | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(
        `/provider/mailbox/messages?recipient=${encodeURIComponent(recipient)}&key=${encodeURIComponent(key)}`,
      );
      const body = (await response.json()) as { data: { subject: string | null; text: string }[] };
      latest = body.data[0];
      return body.data.length;
    })
    .toBeGreaterThan(0);
  if (!latest) throw new Error(`no message to ${recipient}`);
  return latest;
}

/** The logged-in header: the player's menu with their name. */
export async function expectLoggedIn(page: Page, name?: string | RegExp): Promise<void> {
  await expect(page.getByTestId('player-menu')).toBeVisible();
  if (name !== undefined) await expect(page.getByTestId('player-name')).toHaveText(name);
  await expect(page.getByTestId('sign-in-button')).toHaveCount(0);
}

export async function expectLoggedOut(page: Page): Promise<void> {
  await expect(page.getByTestId('sign-in-button')).toBeVisible();
  await expect(page.getByTestId('player-menu')).toHaveCount(0);
}

/** Signs in through the sign-in popup (opened from the header) with e-mail and password. */
export async function signInThroughModal(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('sign-in-button').click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Logs out from the player's menu in the header. */
export async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByTestId('player-menu').getByRole('button').first().click();
  await page.getByTestId('logout-button').click();
}

/** The masked e-mail name (SPEC.md section 3) a player without nickname is shown by. */
export function maskedName(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local.length < 4 ? `${local.slice(0, 1)}***` : `${local.slice(0, -3)}***`;
}
