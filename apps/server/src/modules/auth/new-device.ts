import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import type { Executor } from '../../db/executor';
import type { Notify } from '../notification/notification.service';

/** The device of a login as its session keeps it. */
export interface LoginDevice {
  readonly fingerprint: string | null;
  readonly userAgent: string | null;
}

/**
 * Whether a login comes from a device never seen for this player: none of their earlier sessions
 * (sessions are kept, closed or not) has its fingerprint or its user agent. A player's first
 * session is no alert, and a login that carries neither cannot be told apart.
 */
export async function isNewDevice(
  executor: Executor,
  playerId: string,
  sessionId: string,
  device: LoginDevice,
): Promise<boolean> {
  if (device.fingerprint === null && device.userAgent === null) return false;
  const [row] = await queryRows<{ earlier: number; seen: boolean | null }>(
    executor,
    sql`select count(*)::int as earlier, bool_or(fingerprint = ${device.fingerprint} or user_agent = ${device.userAgent}) as seen
        from sessions where player_id = ${playerId} and id <> ${sessionId}`,
  );
  return (row?.earlier ?? 0) > 0 && row?.seen !== true;
}

/** A login from a device never seen for this player: told once, on the session's transaction (the session is the event). */
export async function noticeOfNewDevice(
  executor: Executor,
  notify: Notify,
  login: LoginDevice & { playerId: string; sessionId: string },
): Promise<void> {
  if (!(await isNewDevice(executor, login.playerId, login.sessionId, login))) return;
  await notify(executor, {
    playerId: login.playerId,
    kind: 'login.new-device',
    eventKey: `session:${login.sessionId}`,
    params: { device: describeDevice(login.userAgent) },
  });
}

/** Browsers by the token their user agent carries, the more specific first (Edge and Opera also say Chrome). */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems likewise (an iPhone's and an Android phone's user agents also say "like Mac OS X" and "Linux"). */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, 'Windows'],
  [/\biPhone\b/, 'iOS'],
  [/\biPad\b/, 'iPadOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Longest user agent shown as it is when neither its browser nor its system is known. */
const RAW_DEVICE_MAX_LENGTH = 60;

/**
 * A short name of a login's device for the player's message, such as "Chrome (Windows)": proper
 * names and punctuation only, no word of any language; an unknown user agent as it is, cut short.
 */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return '?';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} (${system})`;
  return browser ?? system ?? userAgent.slice(0, RAW_DEVICE_MAX_LENGTH);
}
