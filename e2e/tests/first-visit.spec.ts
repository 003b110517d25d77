import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectLoggedIn, latestMessage, maskedName, PASSWORD, registerPlayer, storeSession } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';
import { uniquePhone } from '../support/phone';
import { uniqueAddress } from '../support/realtime';
import { acceptCookiesBeforehand, openApp } from '../support/shell';

/** What a new player trips over on a first visit (issue 11): languages, scrolling, names, the phone. */

test.beforeEach(async ({ context }) => {
  await acceptCookiesBeforehand(context);
});

type Texts = { [key: string]: string | Texts };

/** Every content key ('navigation.home', 'wallet.depositAction'...) of the English files. */
function contentKeys(): string[] {
  const directory = new URL('../../apps/server/content/en/', import.meta.url);
  const keysOf = (texts: Texts, prefix: string): string[] =>
    Object.entries(texts).flatMap(([key, value]) =>
      typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
    );
  return fs
    .readdirSync(directory)
    .flatMap((file) => keysOf(JSON.parse(fs.readFileSync(new URL(file, directory), 'utf8')) as Texts, ''));
}

/** A key shown instead of its text: the raw keys the player saw, plural bases included (games.gamesCount). */
async function expectNoRawKeys(page: Page): Promise<void> {
  const keys = new Set(contentKeys().flatMap((key) => [key, key.replace(/_(zero|one|two|few|many|other)$/, '')]));
  const text = await page.locator('body').innerText();
  expect([...keys].filter((key) => key.includes('.') && text.includes(key))).toEqual([]);
}

test('pt-br loads in Portuguese, on a direct load, after a reload and from the language menu', async ({ page }) => {
  // Three page loads.
  test.slow();
  await openApp(page, '/pt-br');
  const header = page.locator('header');
  // Brazilian where it differs (pt-br), European Portuguese where not (pt), English where neither has it.
  await expect(header.getByTestId('sign-in-button')).toHaveText('Entrar');
  await expect(
    page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Início' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-br');
  await expectNoRawKeys(page);

  await page.reload();
  await expect(header.getByTestId('sign-in-button')).toHaveText('Entrar');
  await expectNoRawKeys(page);

  await openApp(page, '/');
  await expect(header.getByTestId('sign-in-button')).toHaveText('Sign in');
  await page.getByTestId('language-switcher').getByRole('button').click();
  await page.getByRole('link', { name: 'Português (Brasil)' }).click();
  await expect(page).toHaveURL(/\/pt-br$/);
  await expect(header.getByTestId('sign-in-button')).toHaveText('Entrar');
  await expectNoRawKeys(page);
});

test('ru counts the games with a Russian plural form', async ({ page }) => {
  await openApp(page, '/ru/games');
  await expect(page.getByText(/^\d+ игр[аы]?$/).first()).toBeVisible();
  await expectNoRawKeys(page);
});

test('a new page starts at the top and Back returns to where the player was', async ({ page }) => {
  await openApp(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 626));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(626);

  // Every painted frame from the click on: where the window was, and which page it showed.
  await page.evaluate(() => {
    const frames: { y: number; heading: string }[] = [];
    (window as unknown as { e2eFrames: typeof frames }).e2eFrames = frames;
    const record = () => {
      frames.push({ y: window.scrollY, heading: document.querySelector('h1')?.textContent ?? '' });
      requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Games', exact: true })
    .click();
  await expect(page).toHaveURL(/\/games$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Games');
  await page.waitForTimeout(1_000);
  // From its first frame on, not after a glide: the player never sees the new page mid-way down.
  const frames = await page.evaluate(
    () => (window as unknown as { e2eFrames: { y: number; heading: string }[] }).e2eFrames,
  );
  const gamesFrames = frames.filter((frame) => frame.heading === 'Games');
  expect(gamesFrames.length).toBeGreaterThan(0);
  expect(gamesFrames.filter((frame) => frame.y !== 0)).toEqual([]);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(626);
});

/** A German mobile number nobody else in this run has. */
const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? '';

/** A player who registered with a phone number and nothing else that names them. */
async function registerByPhone(request: APIRequestContext, phone: string): Promise<string> {
  const headers = { 'x-forwarded-for': uniqueAddress() };
  expect(
    (await request.post('/api/player/otp/send', { data: { phone, purpose: 'registration' }, headers })).status(),
  ).toBe(202);
  const code = codeIn((await latestMessage(request, phone)).text);
  const verified = await request.post('/api/player/otp/verify', {
    data: { phone, code, purpose: 'registration' },
    headers,
  });
  expect(verified.status(), await verified.text()).toBe(200);
  const { verificationToken } = (await verified.json()) as { verificationToken: string };
  const registered = await request.post('/api/player/register/phone', {
    data: {
      phone,
      verificationToken,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      currency: 'EUR',
      country: 'DE',
      agreements: true,
    },
    headers,
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return ((await registered.json()) as { accessToken: string }).accessToken;
}

test('a phone-registered player is named by the masked phone, not Unknown', async ({ page, request }) => {
  const phone = uniquePhone();
  await storeSession(page, await registerByPhone(request, phone));
  await openApp(page, '/');
  await expectLoggedIn(page, `+49 ••• ••• ${phone.slice(-2)}`);
});

test('the phone modal changes the number with a code sent to it', async ({ page, request }) => {
  // Two accessibility scans (light and dark) on top of the journey.
  test.slow();
  const player = await registerPlayer(request, 'phone-change');
  await storeSession(page, player.accessToken);
  await openApp(page, '/profile/info');
  await page.getByRole('link', { name: /Phone number/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Phone number' });
  await expect(dialog.getByText('Your account has no phone number yet.')).toBeVisible();

  const phone = uniquePhone();
  await dialog.getByRole('textbox', { name: /New phone number/ }).fill(phone.slice(3));
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Enter the 6-digit code we sent to ${phone}.`);
  await expect(dialog.getByRole('button', { name: /^Send a new code in \d+ s$/ })).toBeDisabled();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await seriousAccessibilityViolations(page), colorScheme).toEqual([]);
  }

  const code = dialog.getByRole('textbox', { name: /Code/ });
  await code.fill('000000');
  await expect(dialog.getByText('This code is wrong or has expired. Check it or send a new one.')).toBeVisible();
  await code.fill(codeIn((await latestMessage(request, phone)).text));
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Your phone number is now ${phone}.`)).toBeVisible();
  await expect(page.getByText(phone, { exact: true })).toBeVisible();
});

test('the nickname is optional, as its hint says: clearing it names the player by the e-mail again', async ({
  page,
  request,
}) => {
  const player = await registerPlayer(request, 'nickname');
  const nickname = `orbit_${Date.now().toString(36).slice(-6)}`;
  const headers = { authorization: `Bearer ${player.accessToken}` };
  expect((await request.put('/api/player/profile', { data: { nickname }, headers })).status()).toBe(200);
  await storeSession(page, player.accessToken);
  await openApp(page, '/profile/info');
  await expectLoggedIn(page, nickname);

  await page.getByRole('link', { name: 'Change Nickname' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change nickname' });
  const field = dialog.getByRole('textbox', { name: 'Nickname' });
  await expect(field).toHaveValue(nickname);
  await expect(field).not.toHaveAttribute('required');
  await expect(field).not.toHaveAttribute('aria-required', 'true');
  await expect(dialog.getByText(/^Optional\./)).toBeVisible();

  await field.fill('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your nickname has been removed.')).toBeVisible();
  await expectLoggedIn(page, maskedName(player.email));
});
