import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@casino/shared';
import { pageHeadLinks } from './page-head-links';

const ORIGIN = 'https://luckyorbit.example';

describe('pageHeadLinks', () => {
  it('links the same page in every locale, plus x-default', () => {
    const { url, alternates } = pageHeadLinks(ORIGIN, '/de/wallet/history', true);
    expect(url).toBe(`${ORIGIN}/de/wallet/history`);
    expect(alternates).toHaveLength(LOCALE_CODES.length + 1);
    expect(alternates).toContainEqual({ hreflang: 'en', href: `${ORIGIN}/wallet/history` });
    expect(alternates).toContainEqual({ hreflang: 'pt-br', href: `${ORIGIN}/pt-br/wallet/history` });
    expect(alternates).toContainEqual({ hreflang: 'fa', href: `${ORIGIN}/fa/wallet/history` });
    // `se` is served as Swedish.
    expect(alternates).toContainEqual({ hreflang: 'sv', href: `${ORIGIN}/se/wallet/history` });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${ORIGIN}/wallet/history` });
    expect(new Set(alternates.map((link) => link.hreflang)).size).toBe(alternates.length);
  });

  it('maps the home page of each locale to its bare prefix', () => {
    const { alternates } = pageHeadLinks(ORIGIN, '/', true);
    expect(alternates).toContainEqual({ hreflang: 'de', href: `${ORIGIN}/de` });
    expect(alternates).toContainEqual({ hreflang: 'en', href: `${ORIGIN}/` });
  });

  it('offers no translations of a page that exists only without a prefix', () => {
    expect(pageHeadLinks(ORIGIN, '/verify/abcd1234', false)).toEqual({
      url: `${ORIGIN}/verify/abcd1234`,
      alternates: [],
    });
  });
});
