import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attributionFields, captureAffiliateQuery, firstQueryValue } from './affiliate';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A browser's local storage and address, for the node test environment. */
function fakeWindow(search = '') {
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  vi.stubGlobal('window', { localStorage, location: { search } });
  return items;
}

describe('the affiliate tag and referral id of a link', () => {
  beforeEach(() => fakeWindow());
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the stag tag and takes it out of the address, leaving the rest', () => {
    const now = Date.UTC(2026, 10, 1);
    const { cleanedUrl } = captureAffiliateQuery(new URL('https://site.example/de/games?stag=aff-1&page=2#top'), now);
    expect(cleanedUrl).toBe('/de/games?page=2#top');
    expect(attributionFields(now)).toEqual({ affiliateTag: 'aff-1' });
  });

  it('keeps the first tag only: a later link does not replace it while it lasts', () => {
    const now = Date.UTC(2026, 10, 1);
    captureAffiliateQuery(new URL('https://site.example/?stag=first'), now);
    captureAffiliateQuery(new URL('https://site.example/?stag=second'), now + DAY_MS);
    expect(attributionFields(now + 2 * DAY_MS).affiliateTag).toBe('first');
  });

  it('forgets the tag after the expiration days, and then keeps a new one', () => {
    const now = Date.UTC(2026, 10, 1);
    captureAffiliateQuery(new URL('https://site.example/?stag=first'), now, 30);
    expect(attributionFields(now + 31 * DAY_MS).affiliateTag).toBeUndefined();
    captureAffiliateQuery(new URL('https://site.example/?stag=second'), now + 31 * DAY_MS, 30);
    expect(attributionFields(now + 32 * DAY_MS).affiliateTag).toBe('second');
  });

  it('reads the first referral id of an array, in either form, and leaves it in the address', () => {
    expect(firstQueryValue(new URLSearchParams('ref_id=a&ref_id=b'), 'ref_id')).toBe('a');
    expect(firstQueryValue(new URLSearchParams('ref_id[]=x&ref_id[]=y'), 'ref_id')).toBe('x');
    expect(firstQueryValue(new URLSearchParams('ref_id='), 'ref_id')).toBeUndefined();
    const now = Date.UTC(2026, 10, 1);
    expect(captureAffiliateQuery(new URL('https://site.example/?ref_id=R1&ref_id=R2'), now).cleanedUrl).toBeUndefined();
    expect(attributionFields(now)).toEqual({ ref_id: 'R1' });
  });

  it('prefers the referral id of the address the player registers on', () => {
    const items = fakeWindow('?ref_id=NOW');
    items.set('referral-id', JSON.stringify({ value: 'KEPT', expiresAt: Date.now() + DAY_MS }));
    expect(attributionFields().ref_id).toBe('NOW');
  });
});
