import { describe, expect, it } from 'vitest';
import { withQuery } from './http';

describe('withQuery', () => {
  it('writes arrays in bracket form and leaves out undefined values', () => {
    expect(withQuery('/api/game/player-bonuses', { 'status[]': undefined, status: [1, 2], currency: 'EUR', page: 2, isSettled: true })).toBe(
      '/api/game/player-bonuses?status%5B%5D=1&status%5B%5D=2&currency=EUR&page=2&isSettled=true',
    );
  });

  it('keeps a path without query as it is', () => {
    expect(withQuery('/api/player/profile', undefined)).toBe('/api/player/profile');
    expect(withQuery('/api/player/profile', { page: undefined })).toBe('/api/player/profile');
  });
});
