import { describe, expect, it } from 'vitest';
import { PRELOADER_HIDE_DELAY_MS, shouldKeepPreloader } from './preloader';

describe('shouldKeepPreloader', () => {
  it.each([
    ['/', '', false],
    ['/auth/autologin', '', false],
    ['/auth/autologin', '?state=abc', true],
    ['/de/auth/autologin', '?token=1&state=abc', true],
    ['/auth/autologin/', '?state=abc', true],
    ['/auth/social/google/callback', '?code=1', false],
    ['/auth/social/google/callback', '?state=1', false],
    ['/auth/social/google/callback', '?code=1&state=2', true],
    ['/pt-br/auth/social/telegram/callback', '?state=2&code=1', true],
    ['/auth/social/google/callback/extra', '?code=1&state=2', false],
    ['/wallet', '?state=abc&code=1', false],
  ])('%s%s keeps the preloader: %s', (pathname, search, expected) => {
    expect(shouldKeepPreloader(pathname, search)).toBe(expected);
  });

  it('hides one second after the page has loaded', () => {
    expect(PRELOADER_HIDE_DELAY_MS).toBe(1000);
  });
});
