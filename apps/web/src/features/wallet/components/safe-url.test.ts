import { describe, expect, it } from 'vitest';
import { qrImageOf, webUrlOf } from './safe-url';

describe('webUrlOf', () => {
  it('keeps web addresses, resolving a path against the site', () => {
    expect(webUrlOf('/provider/pay/abc', 'https://casino.test')).toBe('https://casino.test/provider/pay/abc');
    expect(webUrlOf('https://pay.example/checkout?id=1', 'https://casino.test')).toBe(
      'https://pay.example/checkout?id=1',
    );
  });

  it('refuses scripts, data and nothing', () => {
    expect(webUrlOf('javascript:alert(1)', 'https://casino.test')).toBeUndefined();
    expect(webUrlOf('data:text/html,hi', 'https://casino.test')).toBeUndefined();
    expect(webUrlOf(undefined, 'https://casino.test')).toBeUndefined();
  });
});

describe('qrImageOf', () => {
  it('accepts an inline image and nothing else', () => {
    expect(qrImageOf('data:image/svg+xml;base64,PHN2Zz4=')).toBe('data:image/svg+xml;base64,PHN2Zz4=');
    expect(qrImageOf('https://tracker.example/qr.png')).toBeUndefined();
    expect(qrImageOf('data:text/html;base64,PHN2Zz4=')).toBeUndefined();
  });
});
