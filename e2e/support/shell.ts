import fs from 'node:fs';
import { expect, type BrowserContext, type FrameLocator, type Page, type Response } from '@playwright/test';

type Texts = { [key: string]: string | Texts };

function readTexts(locale: string, file: string): Texts {
  const url = new URL(`../../apps/server/content/${locale}/${file}.json`, import.meta.url);
  return fs.existsSync(url) ? (JSON.parse(fs.readFileSync(url, 'utf8')) as Texts) : {};
}

function lookUp(texts: Texts, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** A content text as the server serves it: the locale's own, else English (key by key). */
export function contentText(locale: string, key: string): string {
  const [file = '', path = ''] = key.split(':');
  const text = lookUp(readTexts(locale, file), path) ?? lookUp(readTexts('en', file), path);
  if (text === undefined) throw new Error(`no content text ${key}`);
  return text;
}

/** A seeded content page's title as the server seeds it for the locale (apps/server/locales/content-pages). */
export function contentPageTitle(locale: string, pageIdentity: string): string {
  const read = (code: string) => {
    const url = new URL(`../../apps/server/locales/content-pages/${code}.json`, import.meta.url);
    return fs.existsSync(url) ? (JSON.parse(fs.readFileSync(url, 'utf8')) as Record<string, { title?: string }>) : {};
  };
  const title = read(locale)[pageIdentity]?.title ?? read('en')[pageIdentity]?.title;
  if (title === undefined) throw new Error(`no content page ${pageIdentity}`);
  return title;
}

/**
 * Visitors in these tests have already answered the cookie popup, and the first-visit language
 * suggestion (the browser's English differs from a /de page's language), unless a test says otherwise.
 */
export async function acceptCookiesBeforehand(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (window.localStorage.getItem('cookie-consent') === null)
      window.localStorage.setItem('cookie-consent', '{"acceptedAt":"e2e"}');
    if (window.localStorage.getItem('locale-choice') === null) window.localStorage.setItem('locale-choice', 'e2e');
  });
}

/** Opens `path` and waits for the app's layout. */
export async function openApp(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await expect(page.getByTestId('app-root')).toBeVisible();
  // A prerendered page is visible before the app has taken it over: wait until it answers clicks.
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', '');
  return response;
}

/** Marks the current document, so a test can tell a client-side navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { e2eMarker?: boolean }).e2eMarker = true;
  });
}

export async function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { e2eMarker?: boolean }).e2eMarker === true);
}

/**
 * Opens a collapsible panel (`<details>`) of the game frame by its summary, from the keyboard: the
 * frame grows as a panel opens, and on a busy machine a pointer click can land where it was.
 */
export async function openPanel(frame: FrameLocator, summary: string): Promise<void> {
  const toggle = frame.locator('summary').filter({ hasText: new RegExp(`^${summary}$`) });
  await toggle.press('Enter');
  await expect(frame.locator('details', { has: toggle })).toHaveAttribute('open', '');
}
