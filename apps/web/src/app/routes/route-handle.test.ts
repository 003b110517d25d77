import { describe, expect, it } from 'vitest';
import { baseRouteName, skeletonName } from './route-handle';

describe('skeletonName', () => {
  it.each([
    ['wallet-history', 'wallet-history-page'],
    ['locale-wallet-history', 'wallet-history-page'],
    ['index', 'index-page'],
    ['locale-index', 'index-page'],
    // Only a leading prefix is the locale's.
    ['profile-locale-x', 'profile-locale-x-page'],
  ])('%s -> %s', (name, expected) => {
    expect(skeletonName(name)).toBe(expected);
  });

  it('strips the prefix once', () => {
    expect(baseRouteName('locale-locale-x')).toBe('locale-x');
  });
});
