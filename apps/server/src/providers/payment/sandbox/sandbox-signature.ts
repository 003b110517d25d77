import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox signs its webhooks with: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

/**
 * How far a webhook's timestamp may be from our clock, either way: an older call is a replay
 * of a captured request, a much newer one a forged clock (the same 5 minutes card processors use).
 */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

/** Longest signature header we read: a timestamp and a few signatures (key rotation). */
const SIGNATURE_HEADER_MAX_LENGTH = 1024;

function signatureOf(secret: string, timestampSeconds: number, rawBody: string): Buffer {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`).digest();
}

/** The `Sandbox-Signature` value for a body sent at `timestampSeconds`. */
export function signSandboxPayload(secret: string, rawBody: string, timestampSeconds: number): string {
  return `t=${timestampSeconds},v1=${signatureOf(secret, timestampSeconds, rawBody).toString('hex')}`;
}

export type SignatureCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'missing' | 'malformed' | 'mismatch' | 'stale' };

/**
 * Checks a `Sandbox-Signature` header against the raw body: a `v1` that matches (compared in
 * constant time) and a timestamp within the tolerance of `now`.
 */
export function verifySandboxSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  if (header === undefined || header === '') return { ok: false, reason: 'missing' };
  if (header.length > SIGNATURE_HEADER_MAX_LENGTH) return { ok: false, reason: 'malformed' };
  let timestamp: number | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === undefined || signatures.length === 0) return { ok: false, reason: 'malformed' };
  const expected = signatureOf(secret, timestamp, rawBody);
  // Every candidate is compared, so the time taken does not tell which one was close.
  const matches = signatures.map((signature) => timingSafeEqual(signature, expected)).includes(true);
  if (!matches) return { ok: false, reason: 'mismatch' };
  const ageSeconds = Math.floor(now.getTime() / 1000) - timestamp;
  if (Math.abs(ageSeconds) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS) return { ok: false, reason: 'stale' };
  return { ok: true };
}
