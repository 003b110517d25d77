import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Request signing of the seamless-wallet protocol, both directions (studio → platform wallet
 * calls, platform → studio launches): HMAC-SHA256 with the shared secret over
 * `{timestamp}.{raw body}`, sent as two headers. The receiver checks the signature over the exact
 * bytes it received (before parsing anything), in constant time, and refuses a timestamp outside
 * its tolerance window, so a captured request cannot be replayed later.
 */
export const TIMESTAMP_HEADER = 'x-casino-timestamp';
export const SIGNATURE_HEADER = 'x-casino-signature';
const SIGNATURE_PREFIX = 'sha256=';

/** How far a request's timestamp may be from the receiver's clock, either way. */
export const SIGNATURE_TOLERANCE_SECONDS = 60;

/** A secret shorter than this is refused: HMAC keys want at least the hash's strength. */
export const MIN_SHARED_SECRET_LENGTH = 32;

export function signatureOf(secret: string, timestamp: string, rawBody: string): string {
  return SIGNATURE_PREFIX + createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** The two headers of a signed request, the timestamp in whole seconds since the epoch. */
export function signedHeaders(secret: string, rawBody: string, now: Date = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return { [TIMESTAMP_HEADER]: timestamp, [SIGNATURE_HEADER]: signatureOf(secret, timestamp, rawBody) };
}

export type SignatureCheck =
  | { readonly ok: true; readonly timestamp: number }
  | { readonly ok: false; readonly reason: 'missing' | 'invalid_signature' | 'stale_request' };

type HeaderValue = string | string[] | undefined;

/** Checks a received request's signature headers against its raw body. */
export function verifySignature(
  secret: string,
  rawBody: string,
  headers: Readonly<Record<string, HeaderValue>>,
  now: Date = new Date(),
  toleranceSeconds: number = SIGNATURE_TOLERANCE_SECONDS,
): SignatureCheck {
  const timestamp = headers[TIMESTAMP_HEADER];
  const signature = headers[SIGNATURE_HEADER];
  if (typeof timestamp !== 'string' || typeof signature !== 'string') return { ok: false, reason: 'missing' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'invalid_signature' };
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody));
  const received = Buffer.from(signature);
  // Compared in constant time; a length mismatch is refused without comparing.
  if (expected.length !== received.length || !timingSafeEqual(expected, received))
    return { ok: false, reason: 'invalid_signature' };
  const seconds = Number(timestamp);
  if (Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) return { ok: false, reason: 'stale_request' };
  return { ok: true, timestamp: seconds };
}
