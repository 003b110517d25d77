import { describe, expect, it } from 'vitest';
import { signSandboxPayload, verifySandboxSignature } from './sandbox-signature';

const SECRET = 'sandbox-secret-of-at-least-32-characters';
const BODY = '{"id":"evt_1","type":"payment.succeeded","data":{"reference":"r","amount":100,"currency":"EUR"}}';
const NOW = new Date('2025-01-01T12:00:00Z');
const nowSeconds = NOW.getTime() / 1000;

describe('Sandbox-Signature', () => {
  it('accepts its own signature within five minutes either way', () => {
    for (const offset of [0, -300, 300]) {
      expect(verifySandboxSignature(SECRET, BODY, signSandboxPayload(SECRET, BODY, nowSeconds + offset), NOW)).toEqual({
        ok: true,
      });
    }
  });

  it('refuses other keys, other bodies, old or future timestamps and malformed headers', () => {
    const signed = signSandboxPayload(SECRET, BODY, nowSeconds);
    expect(verifySandboxSignature('another-secret-of-32-characters-long!', BODY, signed, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySandboxSignature(SECRET, BODY.replace('100', '1000'), signed, NOW)).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifySandboxSignature(SECRET, BODY, signSandboxPayload(SECRET, BODY, nowSeconds - 301), NOW)).toEqual({
      ok: false,
      reason: 'stale',
    });
    expect(verifySandboxSignature(SECRET, BODY, signSandboxPayload(SECRET, BODY, nowSeconds + 301), NOW)).toEqual({
      ok: false,
      reason: 'stale',
    });
    // The timestamp is signed too: moving it forward breaks the signature.
    expect(verifySandboxSignature(SECRET, BODY, signed.replace(`t=${nowSeconds}`, `t=${nowSeconds + 1}`), NOW)).toEqual(
      { ok: false, reason: 'mismatch' },
    );
    for (const header of [
      undefined,
      '',
      'v1=abc',
      `t=${nowSeconds}`,
      'garbage',
      `t=${nowSeconds},v1=${'z'.repeat(64)}`,
      'x'.repeat(2000),
    ]) {
      expect(verifySandboxSignature(SECRET, BODY, header, NOW).ok, String(header)).toBe(false);
    }
  });

  it('accepts any one matching v1 among several (a key being rotated)', () => {
    const good = signSandboxPayload(SECRET, BODY, nowSeconds);
    const header = `${good},v1=${'0'.repeat(64)}`;
    expect(verifySandboxSignature(SECRET, BODY, header, NOW)).toEqual({ ok: true });
  });
});
