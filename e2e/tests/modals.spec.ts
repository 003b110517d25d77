import { expect, test, type Page } from '@playwright/test';
import { registerPlayer, storeSession } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/axe';

/**
 * Query-string modals (SPEC.md section 2): which modal a URL opens for a guest, how the URL
 * follows, and the dialog's accessibility. Everyone is a guest until player accounts land; the
 * logged-in rules are unit-tested beside the engine (apps/web/src/lib/modals).
 */

const signInDialog = (page: Page) => page.getByRole('dialog', { name: 'Sign in' });

/** The modal part of the current URL's query, e.g. ['sign-in=true']. */
async function modalParams(page: Page): Promise<string[]> {
  const url = new URL(page.url());
  return [...url.searchParams.entries()].filter(([key]) => key !== 'page').map(([key, value]) => `${key}=${value}`);
}

/** Waits until the app has rendered and its modal host has read the URL. */
async function waitForApp(page: Page): Promise<void> {
  await expect(page.getByTestId('app-root')).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * Opens a modal as the app's own buttons do (useModals().open): a new history entry marked as
 * opened in the app, which the router picks up like any in-app navigation. Stands in for an
 * opener button of the shell, so these tests do not depend on where the shell puts one.
 */
async function openModalInApp(page: Page, search: string): Promise<void> {
  await page.evaluate((query) => {
    const state = window.history.state as { idx?: number } | null;
    const idx = (state?.idx ?? 0) + 1;
    window.history.pushState(
      { usr: { modalOpenedInApp: true }, key: `e2e-${idx}`, idx },
      '',
      `${window.location.pathname}${query}`,
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state as unknown }));
  }, search);
}

/** A focused control outside the app's tree, to see where focus goes back to. */
async function focusOutsideOpener(page: Page): Promise<void> {
  await page.evaluate(() => {
    const opener = document.createElement('button');
    opener.id = 'e2e-opener';
    opener.textContent = 'Opener';
    document.body.append(opener);
    opener.focus();
  });
}

const focusIsInsideDialog = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog[open]')?.contains(document.activeElement) === true);

/**
 * Where focus is: in the dialog, on the page behind it, or nowhere in the page (the browser's
 * own controls, which a native modal dialog lets Tab pass through on its way round).
 */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (document.querySelector('dialog[open]')?.contains(active)) return 'dialog';
    return active === null || active === document.body ? 'browser' : 'page';
  });

test.describe('modals opened by query-string keys', () => {
  test('?sign-in=true opens the sign-in dialog for a guest', async ({ page }) => {
    await page.goto('/?sign-in=true');

    const dialog = signInDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-mail')).toBeVisible();
    await expect(dialog.getByLabel('Password')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
    expect(await modalParams(page)).toEqual(['sign-in=true']);
  });

  test('a login-needed modal asked by a guest opens sign-in instead, and the URL says so', async ({ page }) => {
    await page.goto('/?wallet=deposit&page=overview');

    await expect(signInDialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\?page=overview&sign-in=true$/);
    await expect(page.getByRole('dialog')).toHaveCount(1);
  });

  test('the alias tg-wallet is a login-needed modal too', async ({ page }) => {
    await page.goto('/?tg-wallet=true');

    await expect(signInDialog(page)).toBeVisible();
    expect(await modalParams(page)).toEqual(['sign-in=true']);
  });

  test('the alias tg-news opens the news of the bot for a guest as well (issue 27)', async ({ page }) => {
    await page.goto('/?tg-news=true');

    await expect(page.getByRole('dialog', { name: 'News on Telegram' }).getByTestId('telegram-news-post')).toHaveCount(
      2,
    );
    expect(await modalParams(page)).toEqual(['tg-news=true']);
  });

  test('?wallet=foo opens nothing', async ({ page }) => {
    await page.goto('/?wallet=foo');
    await waitForApp(page);

    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await modalParams(page)).toEqual(['wallet=foo']);
  });

  test('an unknown key opens nothing', async ({ page }) => {
    await page.goto('/?signin=true');
    await waitForApp(page);

    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('two modal keys never stand together after load', async ({ page }) => {
    await page.goto('/?sign-in=true&sign-up=true');

    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect.poll(() => modalParams(page)).toEqual(['sign-up=true']);
  });

  test('opening sign-up from sign-in replaces the key', async ({ page }) => {
    await page.goto('/?sign-in=true');
    await signInDialog(page).getByRole('button', { name: 'Create an account' }).click();

    await expect(page.getByRole('dialog', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(await modalParams(page)).toEqual(['sign-up=true']);
    // The control that was clicked is gone with sign-in's body: focus must not fall out.
    await expect.poll(() => focusIsInsideDialog(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await modalParams(page)).toEqual([]);
  });

  test('the German texts are used under /de', async ({ page }) => {
    await page.goto('/de?sign-in=true');

    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Schließen' })).toBeVisible();
  });
});

test.describe('closing a modal', () => {
  test('Escape closes the dialog, removes the key and keeps the other parameters', async ({ page }) => {
    await page.goto('/?page=2&sign-in=true');
    await expect(signInDialog(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('hidden');

    await page.keyboard.press('Escape');

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/\?page=2$/);
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('the close button closes a modal the page was loaded with, without leaving the site', async ({ page }) => {
    await page.goto('/?sign-in=true');
    await signInDialog(page).getByRole('button', { name: 'Close' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a click on the backdrop closes the dialog', async ({ page }) => {
    await page.goto('/?sign-in=true');
    await expect(signInDialog(page)).toBeVisible();

    await page.mouse.click(24, 400);

    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await modalParams(page)).toEqual([]);
  });

  test('browser Back closes a modal opened in the app', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await openModalInApp(page, '?sign-in=true');
    await expect(signInDialog(page)).toBeVisible();

    await page.goBack();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test('closing a modal opened in the app steps back rather than adding an entry', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await openModalInApp(page, '?sign-in=true');
    await signInDialog(page).getByRole('button', { name: 'Close' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    // Back from here would leave the app's first entry: the close used up the modal's entry.
    expect(await page.evaluate(() => (window.history.state as { idx?: number }).idx)).toBe(0);
  });

  test('on the sport route the key stays in the URL when the modal is closed', async ({ page }) => {
    await page.goto('/sport/football?sign-in=true');
    await expect(signInDialog(page)).toBeVisible();

    await page.keyboard.press('Escape');

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/sport\/football\?sign-in=true$/);
  });
});

test.describe('the modal dialog', () => {
  test('takes focus while open, keeps it inside and returns it to the opener', async ({ page }) => {
    await page.goto('/');
    await waitForApp(page);
    await focusOutsideOpener(page);
    await openModalInApp(page, '?sign-in=true');
    await expect(signInDialog(page)).toBeVisible();
    await expect.poll(() => focusIsInsideDialog(page)).toBe(true);

    // Round the dialog's controls and back in: never onto the inert page behind.
    const places: string[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      places.push(await focusPlace(page));
    }
    expect(places, places.join(' ')).not.toContain('page');
    expect(places.slice(places.indexOf('browser')), places.join(' ')).toContain('dialog');

    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.locator('#e2e-opener')).toBeFocused();
  });

  test('sits at z-index 1000', async ({ page }) => {
    await page.goto('/?sign-in=true');

    await expect(signInDialog(page)).toHaveCSS('z-index', '1000');
  });

  test('has no critical or serious accessibility violations with sign-in open', async ({ page }) => {
    await page.goto('/?sign-in=true');
    await expect(signInDialog(page)).toBeVisible();

    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('the last key that showed the coming-soon note, categories, is the cookie settings now, for a player as for a guest', async ({
    page,
    request,
  }) => {
    await storeSession(page, (await registerPlayer(request, 'categories-modal')).accessToken);
    await page.goto('/?categories=true');

    const dialog = page.getByRole('dialog', { name: 'Cookie settings' });
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dialog is a full-screen sheet', async ({ page }) => {
    await page.goto('/?sign-in=true');
    await expect(signInDialog(page)).toBeVisible();

    const box = await signInDialog(page).boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 844 });
  });
});
