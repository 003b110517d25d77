import { describe, expect, it } from 'vitest';
import { redirectDecision } from './redirect-decision';

const ORIGIN = 'https://luckyorbit.test';

describe('redirectDecision', () => {
  it.each([
    ['/games?tag=new#top', '/games?tag=new#top'],
    ['/de/bonuses', '/de/bonuses'],
    [`${ORIGIN}/wallet/history`, '/wallet/history'],
  ])('goes to our own page %s at once', (address, path) => {
    expect(redirectDecision(address, ORIGIN)).toEqual({ kind: 'internal', path });
  });

  it.each([
    ['https://example.com/x?a=1', 'https://example.com/x?a=1', 'example.com'],
    ['http://example.org:8080/', 'http://example.org:8080/', 'example.org:8080'],
    ['//evil.test/login', 'https://evil.test/login', 'evil.test'],
    // The name before '@' is no host: the interstitial names the site the link really opens.
    [`https://luckyorbit.test@evil.test/`, 'https://luckyorbit.test@evil.test/', 'evil.test'],
    ['https://xn--80ak6aa92e.com/', 'https://xn--80ak6aa92e.com/', 'xn--80ak6aa92e.com'],
    ['https://аррӏе.com/', 'https://xn--80ak6aa92e.com/', 'xn--80ak6aa92e.com'],
  ])('asks before leaving for another site: %s', (address, href, host) => {
    expect(redirectDecision(address, ORIGIN)).toEqual({ kind: 'external', href, host });
  });

  it.each([
    [null],
    [''],
    ['   '],
    ['javascript:alert(1)'],
    ['JavaScript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    ['mailto:someone@example.com'],
    ['ftp://example.com/file'],
    ['https://'],
  ])('refuses %j', (address) => {
    expect(redirectDecision(address, ORIGIN)).toEqual({ kind: 'invalid' });
  });
});
