import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SupportRealtimeAccess } from '@casino/shared';

/** 256 bits: a guest's restore key is the only thing that makes a conversation theirs. */
const RESTORE_KEY_BYTES = 32;
/** A guest key is base64url of 32 bytes (43 characters); a header far longer is no key of ours. */
const RESTORE_KEY_MAX_LENGTH = 128;
/**
 * A subscription token opens the channel for this long; the web asks for a new one when the hub
 * answers 109 (a resubscribe after a reconnect). A subscription already held is not cut at expiry.
 */
export const SUBSCRIPTION_TOKEN_TTL_SECONDS = 60 * 60;

/** A fresh restore key for a guest: given to them once, only its digest is stored. */
export function newRestoreKey(): string {
  return randomBytes(RESTORE_KEY_BYTES).toString('base64url');
}

/** The SHA-256 (hex) stored in `restore_key_hash`; undefined for a value that cannot be a key. */
export function restoreKeyHash(key: string | undefined): string | undefined {
  if (key === undefined || key === '' || key.length > RESTORE_KEY_MAX_LENGTH) return undefined;
  return createHash('sha256').update(key).digest('hex');
}

export type SubscriptionTokenCheck = 'valid' | 'expired' | 'invalid';

/**
 * Tokens that let a connection subscribe to one channel: `{expiresAtSeconds}.{HMAC-SHA256 of the
 * channel and that instant}` under a server secret. Bound to the channel, so a token of one
 * conversation opens no other; checked without the database, so a reconnect storm costs no queries.
 */
export class SubscriptionTokens {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds = SUBSCRIPTION_TOKEN_TTL_SECONDS,
  ) {}

  issue(channel: string, nowMs = Date.now()): SupportRealtimeAccess {
    const expiresAtSeconds = Math.floor(nowMs / 1000) + this.ttlSeconds;
    return {
      channel,
      token: `${expiresAtSeconds}.${this.mac(channel, expiresAtSeconds)}`,
      expiresAt: new Date(expiresAtSeconds * 1000).toISOString(),
    };
  }

  check(channel: string, token: string, nowMs = Date.now()): SubscriptionTokenCheck {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return 'invalid';
    const expiresAtSeconds = Number(match[1]);
    const expected = Buffer.from(this.mac(channel, expiresAtSeconds));
    const presented = Buffer.from(match[2] as string);
    if (expected.length !== presented.length || !timingSafeEqual(expected, presented)) return 'invalid';
    return expiresAtSeconds * 1000 <= nowMs ? 'expired' : 'valid';
  }

  private mac(channel: string, expiresAtSeconds: number): string {
    return createHmac('sha256', this.secret).update(`${channel}\n${expiresAtSeconds}`).digest('base64url');
  }
}
