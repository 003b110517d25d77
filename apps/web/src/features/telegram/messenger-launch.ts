import { logger } from '@/lib/logger';
import { localStore, sessionStore, STORAGE_KEYS } from '@/lib/storage';

/**
 * The Messenger state of SPEC.md section 3 (initData, initDataRaw, platform, botUrl), read without
 * the messenger SDK: the first screen decides from it whether the SDK is loaded at all.
 *
 * Telegram opens a mini-app with its launch parameters in the address (`#tgWebAppData=...&
 * tgWebAppPlatform=...&tgWebAppVersion=...`). The router drops the fragment on the first
 * navigation, so the parameters are kept for the tab in session storage. A bot may also link to
 * the site with `?botURL=<bot address>`, kept in local storage (SPEC.md section 9).
 */

const MESSENGER_LAUNCH_KEY = STORAGE_KEYS.messengerLaunch;
const BOT_URL_KEY = STORAGE_KEYS.botUrl;
export const BOT_URL_QUERY_KEY = 'botURL';
/** A bot address longer than this is not one. */
const BOT_URL_MAX_LENGTH = 256;

/** The messenger user of the init data, as the bot sync sends it on (PUT /api/tg-bot/users). */
export interface MessengerUser {
  readonly id: number;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly username: string | null;
  readonly languageCode: string | null;
  readonly photoUrl: string | null;
}

export interface MessengerInitData {
  readonly user: MessengerUser;
  readonly authDate: number;
  readonly startParam: string | null;
}

export interface MessengerState {
  /** Parsed init data; undefined outside the mini-app. Unverified: only the server's check counts. */
  readonly initData: MessengerInitData | undefined;
  /** The signed init data as the messenger handed it over: what tg_login sends. */
  readonly initDataRaw: string | undefined;
  /** The messenger client (android, ios, tdesktop, weba, ...). */
  readonly platform: string | undefined;
  /** The full launch parameters (what the SDK is configured with). */
  readonly launchParams: string | undefined;
  readonly botUrl: string | undefined;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** The user and dates of raw init data; undefined when it has no usable user. */
export function parseInitData(raw: string): MessengerInitData | undefined {
  const fields = new URLSearchParams(raw);
  const userJson = fields.get('user');
  const authDate = Number(fields.get('auth_date'));
  if (!userJson || !fields.get('hash') || !Number.isSafeInteger(authDate)) return undefined;
  const user: unknown = JSON.parse(userJson);
  if (typeof user !== 'object' || user === null) return undefined;
  const record = user as Record<string, unknown>;
  if (typeof record.id !== 'number' || !Number.isSafeInteger(record.id) || record.id <= 0) return undefined;
  return {
    user: {
      id: record.id,
      firstName: text(record.first_name),
      lastName: text(record.last_name),
      username: text(record.username),
      languageCode: text(record.language_code),
      photoUrl: text(record.photo_url),
    },
    authDate,
    startParam: text(fields.get('start_param')),
  };
}

/** The launch parameters in an address (fragment or query), or undefined when it has none. */
export function launchParamsOf(url: URL): string | undefined {
  for (const part of [url.hash.replace(/^#/, ''), url.search.replace(/^\?/, '')]) {
    if (new URLSearchParams(part).has('tgWebAppData')) return part;
  }
  return undefined;
}

/** The bot address of a bot's link: an http(s) or t.me address, nothing else. */
export function botUrlOf(url: URL): string | undefined {
  const value = url.searchParams.get(BOT_URL_QUERY_KEY)?.trim();
  if (!value || value.length > BOT_URL_MAX_LENGTH) return undefined;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

const EMPTY: MessengerState = {
  initData: undefined,
  initDataRaw: undefined,
  platform: undefined,
  launchParams: undefined,
  botUrl: undefined,
};

/**
 * The messenger state of this page: from the address, else what this tab kept. Launch data that
 * cannot be read is cleared and logged (SPEC.md section 8, "Messenger init failure"): the page
 * goes on as the web site.
 */
export function readMessengerState(url: URL): MessengerState {
  const botUrl = botUrlOf(url);
  if (botUrl) localStore.set(BOT_URL_KEY, botUrl);
  const kept = { ...EMPTY, botUrl: botUrl ?? localStore.get(BOT_URL_KEY) ?? undefined };
  const launchParams = launchParamsOf(url) ?? sessionStore.get(MESSENGER_LAUNCH_KEY) ?? undefined;
  if (!launchParams) return kept;
  try {
    const params = new URLSearchParams(launchParams);
    const initDataRaw = params.get('tgWebAppData') ?? '';
    const initData = parseInitData(initDataRaw);
    if (!initData) throw new Error('the init data has no user');
    sessionStore.set(MESSENGER_LAUNCH_KEY, launchParams);
    return { ...kept, initData, initDataRaw, platform: params.get('tgWebAppPlatform') ?? undefined, launchParams };
  } catch (error) {
    clearMessengerLaunch();
    logger.warn('messenger init failed: its launch data was cleared', error);
    return kept;
  }
}

/** Forgets this tab's launch data (unreadable, or refused by the SDK). */
export function clearMessengerLaunch(): void {
  sessionStore.remove(MESSENGER_LAUNCH_KEY);
}

/** SPEC.md section 6: a messenger user is recognised by messenger data or a bot address. */
export const isMessengerUser = (state: MessengerState): boolean =>
  state.initDataRaw !== undefined || state.botUrl !== undefined;

/** Inside the mini-app proper: there is a messenger client to talk to. */
export const isInsideMiniApp = (state: MessengerState): boolean => state.initDataRaw !== undefined;
