import { createHmac } from 'node:crypto';

/** A bot token for tests; the format TELEGRAM_BOT_TOKEN requires. */
export const TEST_BOT_TOKEN = '7000000001:AAE-test-bot-token-for-tests-only';

export interface MessengerUser {
  readonly id: number;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly username?: string;
  readonly language_code?: string;
  readonly photo_url?: string;
}

/**
 * Web App init data as the messenger would hand it to the mini-app, signed with `botToken`
 * (HMAC-SHA256 keyed by HMAC-SHA256("WebAppData", bot token) over the sorted data-check-string).
 */
export function signedInitData(
  user: MessengerUser,
  options: { botToken?: string; authDate?: number; extra?: Record<string, string> } = {},
): string {
  const fields: Record<string, string> = {
    query_id: 'AAHdF6IQAAAAAN0XohDhrOrc',
    user: JSON.stringify(user),
    auth_date: String(options.authDate ?? Math.floor(Date.now() / 1000)),
    ...options.extra,
  };
  const dataCheckString = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secretKey = createHmac('sha256', 'WebAppData')
    .update(options.botToken ?? TEST_BOT_TOKEN)
    .digest();
  const hash = createHmac('sha256', secretKey).update(dataCheckString).digest('hex');
  return new URLSearchParams({ ...fields, hash }).toString();
}

/** A messenger user id no other test uses. */
export function uniqueMessengerUserId(): number {
  return 100_000_000 + Math.floor(Math.random() * 4_000_000_000);
}
