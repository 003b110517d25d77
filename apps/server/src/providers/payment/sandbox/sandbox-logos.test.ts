import { describe, expect, it } from 'vitest';
import { SANDBOX_LOGO_NAMES, sandboxLogoSvg } from './sandbox-logos';

describe('sandbox method logos', () => {
  it('use only characters every font has: currency signs are drawn as paths', () => {
    expect(SANDBOX_LOGO_NAMES).toEqual(expect.arrayContaining(['btc', 'eth', 'usdt', 'card']));
    for (const name of SANDBOX_LOGO_NAMES) {
      const svg = sandboxLogoSvg(name) ?? '';
      // Printable ASCII only: a sign such as ₿ would be a missing-glyph box in many fonts.
      expect(svg, name).toMatch(/^[\n\x20-\x7e]+$/);
      expect(svg, name).toMatch(/<text |<path /);
    }
    expect(sandboxLogoSvg('btc')).toContain('aria-label="BTC"');
    expect(sandboxLogoSvg('nothing')).toBeUndefined();
  });
});
