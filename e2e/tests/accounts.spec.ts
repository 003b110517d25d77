import { expect, test, type Page } from '@playwright/test';
import { seriousAccessibilityViolations } from '../support/axe';
import {
  expectLoggedIn,
  expectLoggedOut,
  logInThroughApi,
  logOutFromMenu,
  maskedName,
  PASSWORD,
  profileStatus,
  registerPlayer,
  signInThroughModal,
  storeSession,
  uniqueEmail,
} from '../support/accounts';
import { acceptCookiesBeforehand, openApp } from '../support/shell';

/**
 * Accounts and sessions in the browser (issue 4, SPEC.md section 4): registration, login,
 * logout, password change, sessions of other devices, and tabs that follow each other.
 */
test.beforeEach(async ({ context }) => acceptCookiesBeforehand(context));

const signUpDialog = (page: Page) => page.getByRole('dialog', { name: 'Create your account' });

/** Fills the e-mail sign-up form; the country is picked by typing, as a player would. */
async function fillSignUp(page: Page, email: string, password: string, repeat = password): Promise<void> {
  const dialog = signUpDialog(page);
  await dialog.getByLabel(/^E-mail/).fill(email);
  await dialog.getByLabel(/^Password/).fill(password);
  await dialog.getByLabel(/^Repeat password/).fill(repeat);
  await dialog.getByLabel('Currency').selectOption('EUR');
  await dialog.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await dialog.getByRole('option', { name: /Germany/ }).click();
  await dialog.getByLabel(/I am over 18/).check();
}

test.describe('e-mail account', () => {
  test('signs up through the popup, logs out and logs in again', async ({ page }) => {
    const email = uniqueEmail('journey');
    await openApp(page, '/');
    await page.getByTestId('sign-up-button').click();
    await expect(signUpDialog(page)).toBeVisible();

    await fillSignUp(page, email, PASSWORD);
    const registration = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/player/register');
    await signUpDialog(page).getByRole('button', { name: 'Create account' }).click();
    // Both device fingerprint fields ride along (issue 27): this browser's id and the signals' hash.
    expect((await registration).postDataJSON()).toMatchObject({
      fingerprint: expect.stringMatching(/^[\da-f-]{32,}$/),
      visitorId: expect.stringMatching(/^[\da-f]{64}$/),
    });

    await expect(signUpDialog(page)).toBeHidden();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectLoggedIn(page, maskedName(email));
    await expect(page.getByText('Welcome to Lucky Orbit!')).toBeVisible();
    await expect(page.getByTestId('currency-panel')).toContainText('0.00');
    await expect(page.getByTestId('currency-panel')).toContainText('EUR');
    expect(new URL(page.url()).search).toBe('');

    await logOutFromMenu(page);
    await expectLoggedOut(page);
    await expect(page).toHaveURL('/');
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();

    await signInThroughModal(page, email, PASSWORD);
    await expectLoggedIn(page, maskedName(email));
    await page.reload();
    await expectLoggedIn(page, maskedName(email));
  });

  test('shows bad input on the fields: a short password, a repeat that differs, a taken e-mail', async ({
    page,
    request,
  }) => {
    const taken = await registerPlayer(request, 'taken');
    await openApp(page, '/?sign-up=true');
    const dialog = signUpDialog(page);

    await dialog.getByLabel(/^Password/).fill('short');
    await dialog.getByLabel(/^Password/).blur();
    await expect(dialog.getByLabel(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('This field should be at least 8 characters long')).toBeVisible();
    await expect(dialog.getByLabel(/^Password/)).toHaveAccessibleDescription(/at least 8 characters long/);

    await fillSignUp(page, taken.email, PASSWORD, `${PASSWORD}-typo`);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('The value must be equal to the Password value')).toBeVisible();
    await expect(dialog.getByLabel(/^Repeat password/)).toBeFocused();

    await dialog.getByLabel(/^Repeat password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByText('This e-mail is already registered')).toBeVisible();
    await expect(dialog.getByLabel(/^E-mail/)).toHaveAttribute('aria-invalid', 'true');
    await expectLoggedOut(page);
  });

  test('a wrong password is refused beside the form', async ({ page, request }) => {
    const player = await registerPlayer(request, 'wrong-password');
    await openApp(page, '/?sign-in=true');
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel(/^E-mail/).fill(player.email);
    await dialog.getByLabel(/^Password/).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(dialog.getByRole('alert')).toHaveText('The e-mail, phone or password is not correct.');
    await expectLoggedOut(page);
  });

  test('the sign-up popup has no serious accessibility violations', async ({ page }) => {
    await openApp(page, '/?sign-up=true');
    await expect(signUpDialog(page).getByLabel(/^E-mail/)).toBeVisible();
    await page.waitForLoadState('networkidle');

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});

test.describe('security', () => {
  test('changes the password, then only the new one signs in', async ({ page, request }) => {
    const player = await registerPlayer(request, 'change-pass');
    const otherDevice = await logInThroughApi(request, player.email, player.password);
    const newPassword = 'Brand-New-Orbit-77';
    await storeSession(page, player.accessToken);
    await openApp(page, '/profile/info');
    await expect(page.getByTestId('profile-info')).toBeVisible();

    await page.getByRole('link', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^Current password/).fill(player.password);
    await dialog.getByLabel(/^New password/).fill(newPassword);
    await dialog.getByLabel(/^Repeat new password/).fill(newPassword);
    await expect(dialog.getByRole('switch', { name: 'Log out other devices' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Change password' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    // This device stays signed in; the other one was logged out with the change.
    await expectLoggedIn(page);
    expect(await profileStatus(request, otherDevice)).toBe(401);

    await logOutFromMenu(page);
    await expectLoggedOut(page);
    expect(
      (
        await request.post('/api/player/sessions', { data: { email: player.email, password: player.password } })
      ).status(),
    ).toBe(401);
    await signInThroughModal(page, player.email, newPassword);
    await expectLoggedIn(page);
  });

  test('a wrong current password is shown on its field', async ({ page, request }) => {
    const player = await registerPlayer(request, 'wrong-current');
    await storeSession(page, player.accessToken);
    await openApp(page, '/profile/info?change-pass=true');
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.getByLabel(/^Current password/).fill('not-my-password');
    await dialog.getByLabel(/^New password/).fill('Another-Orbit-88');
    await dialog.getByLabel(/^Repeat new password/).fill('Another-Orbit-88');
    await dialog.getByRole('button', { name: 'Change password' }).click();

    await expect(dialog.getByText('The current password is not correct')).toBeVisible();
    await expect(dialog.getByLabel(/^Current password/)).toHaveAttribute('aria-invalid', 'true');
  });

  test('closes another session on the sessions page, and its token is refused at once', async ({ page, request }) => {
    const player = await registerPlayer(request, 'sessions');
    const phone = await logInThroughApi(request, player.email, player.password);
    await storeSession(page, player.accessToken);
    await openApp(page, '/profile/sessions');

    const items = page.getByTestId('session-item');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'This device' })).toHaveCount(1);
    const other = items.filter({ hasText: 'Safari on iPhone' });
    await expect(other).toContainText('IP 127.0.0.1');
    expect(await profileStatus(request, phone)).toBe(200);

    await other.getByRole('link', { name: /Log out/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out devices' });
    await expect(dialog).toContainText('Log out Safari on iPhone?');
    await dialog.getByRole('button', { name: 'Log out', exact: true }).click();

    await expect(dialog).toBeHidden();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('This device');
    expect(await profileStatus(request, phone)).toBe(401);
    await expectLoggedIn(page);
  });

  test('closes every other session at once', async ({ page, request }) => {
    const player = await registerPlayer(request, 'close-others');
    const tokens = [
      await logInThroughApi(request, player.email, player.password),
      await logInThroughApi(request, player.email, player.password),
    ];
    await storeSession(page, player.accessToken);
    await openApp(page, '/profile/sessions');
    await expect(page.getByTestId('session-item')).toHaveCount(3);

    await page.getByTestId('close-other-sessions').click();
    await page
      .getByRole('dialog', { name: 'Log out devices' })
      .getByRole('button', { name: 'Log out all others' })
      .click();

    await expect(page.getByText('Other devices logged out: 2.')).toBeVisible();
    await expect(page.getByTestId('session-item')).toHaveCount(1);
    for (const token of tokens) expect(await profileStatus(request, token)).toBe(401);
  });

  test('a session ended elsewhere sends the player home with the sign-in popup', async ({ page, request }) => {
    const player = await registerPlayer(request, 'ended');
    await storeSession(page, player.accessToken);
    await openApp(page, '/profile/info');
    await expectLoggedIn(page);

    // Another device logs out every other session: this browser's is one of them.
    const elsewhere = await logInThroughApi(request, player.email, player.password);
    await request.post('/api/player/sessions/close-other', { headers: { authorization: `Bearer ${elsewhere}` } });
    // The app may notice at once (a refused call of the header or a closed socket) and go home by itself;
    // otherwise the next page's call does.
    const sessions = page.getByRole('navigation', { name: 'Profile' }).getByRole('link', { name: 'Sessions' });
    await sessions.click({ timeout: 5_000 }).catch(() => undefined);

    await expect(page).toHaveURL('/?sign-in=true');
    await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
    await expectLoggedOut(page);
    expect(await page.evaluate(() => window.localStorage.getItem('access_token'))).toBeNull();
  });
});

test.describe('two tabs of one browser', () => {
  test('follow each other: a login reloads the other tab, a logout sends it home', async ({ context, request }) => {
    const player = await registerPlayer(request, 'tabs');
    const first = await context.newPage();
    const second = await context.newPage();
    await openApp(first, '/');
    await openApp(second, '/games');
    await expectLoggedOut(second);

    await signInThroughModal(first, player.email, player.password);
    await expectLoggedIn(first);
    await expectLoggedIn(second);
    await expect(second).toHaveURL('/games');

    await second.goto('/profile/info');
    await expect(second.getByTestId('profile-info')).toBeVisible();
    await logOutFromMenu(first);
    await expectLoggedOut(first);
    await expect(second).toHaveURL('/');
    await expectLoggedOut(second);
  });
});

test.describe('pages for players', () => {
  test('a guest gets the page with the sign-in popup on top, and the page once signed in', async ({
    page,
    request,
  }) => {
    const player = await registerPlayer(request, 'guard');
    await openApp(page, '/de/profile/sessions');
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL('/de/profile/sessions?sign-in=true');
    await expect(page.getByTestId('player-gate')).toBeVisible();

    await dialog.getByLabel(/^E-Mail/).fill(player.email);
    await dialog.getByLabel(/^Passwort/).fill(player.password);
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();

    await expect(page).toHaveURL('/de/profile/sessions');
    // The registration's session and this browser's.
    await expect(page.getByTestId('session-item')).toHaveCount(2);
    await expect(page.getByTestId('session-item').filter({ hasText: 'Dieses Gerät' })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Aktive Sitzungen' })).toBeVisible();
  });

  test('an auto-login link that was used or expired says so', async ({ page }) => {
    await openApp(page, '/auth/autologin?token=used-or-expired-token');
    await expect(page.getByTestId('auth-page')).toHaveAttribute('data-state', 'failed');
    await expect(page.getByRole('alert')).toHaveText(/expired or was already used/);
    await expectLoggedOut(page);
    await expect(page.locator('#preloader')).toBeHidden();
  });
});
