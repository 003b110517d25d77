import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import type { ExternalIdentity, LoginResponse, PlayerService } from '../player/player.service';
import { MESSENGER_PROVIDER, type SocialConnectionView } from './identities';

/**
 * Where the messenger's web client runs mini-apps, in a frame: the site lets it frame its pages
 * when messenger login is set up (TELEGRAM_BOT_TOKEN). The mobile and desktop apps use a webview.
 */
export const MESSENGER_WEB_CLIENT_ORIGINS: readonly string[] = ['https://web.telegram.org'];

/** Init data signed a little ahead of our clock is still accepted: clocks drift. */
const FUTURE_SKEW_SECONDS = 60;
const NAME_MAX_LENGTH = 64;

/** The messenger user of verified init data (the `user` field). */
export interface TelegramUser {
  readonly id: number;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly username: string | null;
  readonly languageCode: string | null;
  /** The profile photo's address (https only), kept as the messenger gave it. */
  readonly photoUrl: string | null;
}

export type InitDataCheck =
  | { readonly ok: true; readonly user: TelegramUser; readonly authDate: number }
  | { readonly ok: false; readonly reason: 'malformed' | 'bad_signature' | 'expired' | 'from_the_future' | 'no_user' };

/**
 * Checks Web App init data exactly as Telegram documents it
 * (https://core.telegram.org/bots/webapps#validating-data-received-via-the-mini-app):
 * data-check-string = every field but `hash`, as key=value, sorted by key, joined with '\n';
 * secret key = HMAC-SHA256(key "WebAppData", message bot token);
 * hash = hex(HMAC-SHA256(key secret key, message data-check-string)), compared in constant time.
 * Then `auth_date` must be at most `maxAgeSeconds` old and not ahead of our clock.
 */
export function checkInitData(
  raw: string,
  botToken: string,
  maxAgeSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): InitDataCheck {
  const fields = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(raw)) {
    // A repeated field is ambiguous: which copy was signed? Refuse rather than guess.
    if (fields.has(key)) return { ok: false, reason: 'malformed' };
    fields.set(key, value);
  }
  const hash = fields.get('hash');
  if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return { ok: false, reason: 'bad_signature' };
  const dataCheckString = [...fields]
    .filter(([key]) => key !== 'hash')
    .sort(([left], [right]) => (left < right ? -1 : left > right ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('\n');
  const secretKey = createHmac('sha256', 'WebAppData').update(botToken).digest();
  const expected = createHmac('sha256', secretKey).update(dataCheckString).digest();
  if (!timingSafeEqual(expected, Buffer.from(hash, 'hex'))) return { ok: false, reason: 'bad_signature' };

  const authDate = fields.get('auth_date');
  if (!authDate || !/^\d{1,12}$/.test(authDate)) return { ok: false, reason: 'malformed' };
  const age = nowSeconds - Number(authDate);
  if (age > maxAgeSeconds) return { ok: false, reason: 'expired' };
  if (age < -FUTURE_SKEW_SECONDS) return { ok: false, reason: 'from_the_future' };
  const user = parseUser(fields.get('user'));
  return user ? { ok: true, user, authDate: Number(authDate) } : { ok: false, reason: 'no_user' };
}

function parseUser(json: string | undefined): TelegramUser | undefined {
  if (!json) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const user = value as Record<string, unknown>;
  // Telegram promises at most 52 significant bits, so a JSON number holds the id exactly.
  if (typeof user.id !== 'number' || !Number.isSafeInteger(user.id) || user.id <= 0) return undefined;
  const text = (field: unknown): string | null =>
    typeof field === 'string' && field.trim() !== '' ? field.trim().slice(0, NAME_MAX_LENGTH) : null;
  return {
    id: user.id,
    firstName: text(user.first_name),
    lastName: text(user.last_name),
    username: text(user.username),
    languageCode:
      typeof user.language_code === 'string' && /^[a-z]{2,3}(-[a-z0-9]{2,4})?$/i.test(user.language_code)
        ? user.language_code.toLowerCase()
        : null,
    photoUrl: messengerPhotoUrl.safeParse(user.photo_url).data ?? null,
  };
}

/** A messenger profile photo's address: https only, and short (a messenger CDN's address is well under it). */
export const messengerPhotoUrl = z.url({ protocol: /^https$/ }).max(2048);

/** The messenger user as an identity the player module can find or create a player for. */
export function identityOf(user: TelegramUser): ExternalIdentity {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    provider: MESSENGER_PROVIDER,
    subject: String(user.id),
    email: null,
    emailVerified: false,
    displayName: fullName || user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    preferredNickname: user.username,
    language: user.languageCode,
    tgUserId: BigInt(user.id),
    messengerProfile: { username: user.username, photoUrl: user.photoUrl },
  };
}

/** Messenger (Telegram mini-app) login and linking, on init data signed with the bot token. */
export class TelegramLogin {
  constructor(
    private readonly player: PlayerService,
    private readonly options: { botToken: string | undefined; maxAgeSeconds: number },
  ) {}

  /** Logs the messenger user in, creating their player on first use. */
  async login(
    input: {
      payload: string;
      affiliateTag?: string | undefined;
      referralId?: string | number | undefined;
      fingerprint?: string | undefined;
      countryHint?: string | undefined;
    },
    client: ClientContext,
  ): Promise<LoginResponse> {
    const user = this.verify(input.payload);
    return this.player.signInWithExternalIdentity({
      identity: identityOf(user),
      method: 'telegram',
      client,
      fingerprint: input.fingerprint,
      affiliateTag: input.affiliateTag,
      referralId: input.referralId,
      countryHint: input.countryHint,
    });
  }

  /** Links the messenger user of the init data to a logged-in player. */
  async link(
    playerId: string,
    payload: string,
    client: ClientContext,
  ): Promise<{ connection: SocialConnectionView; created: boolean }> {
    return this.player.linkExternalIdentity(playerId, identityOf(this.verify(payload)), client);
  }

  private verify(payload: string): TelegramUser {
    if (!this.options.botToken) {
      throw new AppError(
        503,
        'telegram_not_configured',
        'Messenger login is not set up on this server (TELEGRAM_BOT_TOKEN)',
      );
    }
    const result = checkInitData(payload, this.options.botToken, this.options.maxAgeSeconds);
    if (result.ok) return result.user;
    if (result.reason === 'expired')
      throw new AppError(401, 'telegram_auth_expired', 'The messenger login data is too old. Open the app again.');
    throw new AppError(401, 'telegram_auth_invalid', 'The messenger login data is not valid');
  }
}
