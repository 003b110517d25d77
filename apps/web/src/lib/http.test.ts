import { describe, expect, it, vi } from 'vitest';
import { requestHeaders, withQuery } from './http';

describe('withQuery', () => {
  it('writes arrays in bracket form and leaves out undefined values', () => {
    expect(
      withQuery('/api/game/player-bonuses', {
        'status[]': undefined,
        status: [1, 2],
        currency: 'EUR',
        page: 2,
        isSettled: true,
      }),
    ).toBe('/api/game/player-bonuses?status%5B%5D=1&status%5B%5D=2&currency=EUR&page=2&isSettled=true');
  });

  it('keeps a path without query as it is', () => {
    expect(withQuery('/api/player/profile', undefined)).toBe('/api/player/profile');
    expect(withQuery('/api/player/profile', { page: undefined })).toBe('/api/player/profile');
  });
});

describe('requestHeaders', () => {
  it('names the locale of the page, so the server answers its messages in it', () => {
    try {
      vi.stubGlobal('window', { location: { pathname: '/pt-br/wallet', origin: 'https://casino.example.test' } });
      expect(requestHeaders(undefined, false)['x-locale']).toBe('pt-br');
      vi.stubGlobal('window', { location: { pathname: '/wallet', origin: 'https://casino.example.test' } });
      expect(requestHeaders(undefined, false)['x-locale']).toBe('en');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
