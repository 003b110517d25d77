import { createHmac, timingSafeEqual } from 'node:crypto';

/** Sumsub's webhook headers: the hex HMAC of the raw body, and the algorithm that made it. */
export const PAYLOAD_DIGEST_HEADER = 'x-payload-digest';
export const PAYLOAD_DIGEST_ALG_HEADER = 'x-payload-digest-alg';
export const PAYLOAD_DIGEST_ALG = 'HMAC_SHA256_HEX';

export function payloadDigest(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time comparison of the header with the digest of the exact bytes received. */
export function isValidDigest(
  secret: string,
  rawBody: string,
  header: string | undefined,
  algorithm: string | undefined,
): boolean {
  if (typeof header !== 'string' || algorithm !== PAYLOAD_DIGEST_ALG || !/^[0-9a-f]{64}$/i.test(header)) return false;
  const expected = Buffer.from(payloadDigest(secret, rawBody), 'hex');
  return timingSafeEqual(expected, Buffer.from(header, 'hex'));
}

/**
 * The SDK access token: `{playerId}.{expiresAtMs}.{hmac}`, made and checked here, as the provider
 * issues tokens for its web SDK that a page then carries. It names the player; nothing else does.
 */
export function signAccessToken(secret: string, playerId: string, expiresAtMs: number): string {
  const body = `${playerId}.${expiresAtMs}`;
  return `${body}.${createHmac('sha256', secret).update(`sdk:${body}`).digest('base64url')}`;
}

export function readAccessToken(secret: string, token: unknown, nowMs: number): string | undefined {
  if (typeof token !== 'string' || token.length > 200) return undefined;
  const [playerId = '', expires = '', signature = ''] = token.split('.');
  if (!/^[0-9a-f-]{36}$/.test(playerId) || !/^\d{1,15}$/.test(expires) || Number(expires) < nowMs) return undefined;
  const expected = Buffer.from(createHmac('sha256', secret).update(`sdk:${playerId}.${expires}`).digest('base64url'));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? playerId : undefined;
}
