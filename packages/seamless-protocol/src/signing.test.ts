import { describe, expect, it } from 'vitest';
import {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  signedHeaders,
  TIMESTAMP_HEADER,
  verifySignature,
} from './signing';

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const BODY = JSON.stringify({ token: 't', transactionId: 'tx-1', amount: 500 });
const NOW = new Date('2026-11-29T12:00:00Z');

describe('the seamless-wallet signature', () => {
  it('accepts a request signed with the shared secret over its exact bytes', () => {
    expect(verifySignature(SECRET, BODY, signedHeaders(SECRET, BODY, NOW), NOW)).toEqual({
      ok: true,
      timestamp: NOW.getTime() / 1000,
    });
  });

  it('refuses a changed body, another secret, a changed timestamp and a malformed one', () => {
    const headers = signedHeaders(SECRET, BODY, NOW);
    expect(verifySignature(SECRET, BODY.replace('500', '5000'), headers, NOW)).toEqual({
      ok: false,
      reason: 'invalid_signature',
    });
    expect(verifySignature(`${SECRET}!`, BODY, headers, NOW)).toEqual({ ok: false, reason: 'invalid_signature' });
    // The timestamp is signed: moving it to look fresh breaks the signature.
    const moved = { ...headers, [TIMESTAMP_HEADER]: String(Number(headers[TIMESTAMP_HEADER]) + 1) };
    expect(verifySignature(SECRET, BODY, moved, NOW)).toEqual({ ok: false, reason: 'invalid_signature' });
    expect(verifySignature(SECRET, BODY, { ...headers, [TIMESTAMP_HEADER]: '1e9' }, NOW)).toEqual({
      ok: false,
      reason: 'invalid_signature',
    });
    expect(verifySignature(SECRET, BODY, { ...headers, [SIGNATURE_HEADER]: 'sha256=00' }, NOW)).toEqual({
      ok: false,
      reason: 'invalid_signature',
    });
  });

  it('refuses a request without its headers, or with a header sent twice', () => {
    expect(verifySignature(SECRET, BODY, {}, NOW)).toEqual({ ok: false, reason: 'missing' });
    const headers = signedHeaders(SECRET, BODY, NOW);
    expect(
      verifySignature(SECRET, BODY, { ...headers, [SIGNATURE_HEADER]: [String(headers[SIGNATURE_HEADER]), 'x'] }, NOW),
    ).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses a replay once its timestamp is outside the tolerance window, either way', () => {
    const headers = signedHeaders(SECRET, BODY, NOW);
    const inside = new Date(NOW.getTime() + SIGNATURE_TOLERANCE_SECONDS * 1000);
    const after = new Date(NOW.getTime() + (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    const before = new Date(NOW.getTime() - (SIGNATURE_TOLERANCE_SECONDS + 1) * 1000);
    expect(verifySignature(SECRET, BODY, headers, inside).ok).toBe(true);
    expect(verifySignature(SECRET, BODY, headers, after)).toEqual({ ok: false, reason: 'stale_request' });
    expect(verifySignature(SECRET, BODY, headers, before)).toEqual({ ok: false, reason: 'stale_request' });
  });
});
