import fs from 'node:fs';
import { expect, type FrameLocator, type Page } from '@playwright/test';

/**
 * The mini-app inside a stand-in for the messenger's web client (support/telegram-host.html),
 * served at https://web.telegram.org/ by route (the SDK posts its methods to that origin, and the
 * site lets only it frame the app). The host signs the init data with the bot token the e2e
 * server was given (playwright.config.ts), so the app's login goes through the real check.
 */
export const TELEGRAM_HOST_URL = 'https://web.telegram.org/k/';

const HOST_HTML = fs.readFileSync(new URL('./telegram-host.html', import.meta.url), 'utf8');

export interface MessengerUser {
  readonly id: number;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly username?: string;
  readonly language_code?: string;
  readonly photo_url?: string;
}

export interface MiniAppOptions {
  /** The app's page to open (default the home page). */
  readonly path?: string;
  readonly theme?: 'light' | 'dark';
  /** Init data this many seconds old (the server refuses data past its age limit). */
  readonly ageSeconds?: number;
}

export interface MiniApp {
  /** The host page: its back and main buttons, its theme switch. */
  readonly host: Page;
  /** The app in its frame. */
  readonly app: FrameLocator;
  /** The methods the app has called, in order ({ method, data }). */
  readonly methods: () => Promise<{ method: string; data: Record<string, unknown> | null }[]>;
}

/** A messenger user id no other test uses. */
export function uniqueMessengerUser(label: string): MessengerUser {
  const id = 100_000_000 + Math.floor(Math.random() * 4_000_000_000);
  return { id, first_name: label, username: `${label.toLowerCase()}${id}`, language_code: 'en' };
}

/** Opens the host with the app in it, and waits until the app runs and its SDK talks to the host. */
export async function openMiniApp(
  page: Page,
  baseURL: string,
  user: MessengerUser,
  options: MiniAppOptions = {},
): Promise<MiniApp> {
  const botToken = process.env.E2E_TELEGRAM_BOT_TOKEN;
  if (!botToken) throw new Error('E2E_TELEGRAM_BOT_TOKEN is set by playwright.config.ts');
  const config = {
    app: new URL(options.path ?? '/', baseURL).href,
    token: botToken,
    user,
    theme: options.theme ?? 'light',
    ageSeconds: options.ageSeconds ?? 0,
  };
  const html = HOST_HTML.replace(
    '<script>',
    `<script>window.TELEGRAM_HOST_CONFIG = ${JSON.stringify(config)};</script><script>`,
  );
  await page.route(`${new URL(TELEGRAM_HOST_URL).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(TELEGRAM_HOST_URL);
  const app = page.frameLocator('#telegram-app');
  await expect(app.locator('html')).toHaveAttribute('data-app-ready', '');
  return {
    host: page,
    app,
    methods: () =>
      page.evaluate(
        () =>
          (window as unknown as { tgHost: { methods: { method: string; data: Record<string, unknown> | null }[] } })
            .tgHost.methods,
      ),
  };
}

/** The host's main button (the messenger draws it under the app). */
export const mainButton = (host: Page) => host.locator('#main-button');
/** The host's back button. */
export const backButton = (host: Page) => host.locator('#back-button');
