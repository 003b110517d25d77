import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isTokenExpired, sessionToken, tokenExpiryMs, TOKEN_EXPIRY_MARGIN_MS } from './session-token';
import { REFRESH_POLL_INTERVAL_MS, usableToken } from './token-refresh';

/** A JWT-shaped token with the given expiry; only the payload matters to the client. */
function tokenExpiringAt(expiryMs: number, marker = 'a'): string {
  const payload = btoa(JSON.stringify({ sub: 'p', sid: marker, exp: Math.floor(expiryMs / 1000) })).replace(/=+$/, '');
  return `header.${payload}.signature`;
}

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  vi.stubGlobal('window', { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session token', () => {
  it('counts as expired 10 s before its exp', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(isTokenExpired(tokenExpiringAt(now + TOKEN_EXPIRY_MARGIN_MS + 1000), now)).toBe(false);
    expect(isTokenExpired(tokenExpiringAt(now + TOKEN_EXPIRY_MARGIN_MS - 1000), now)).toBe(true);
    expect(isTokenExpired('not-a-jwt', now)).toBe(true);
    expect(tokenExpiryMs(tokenExpiringAt(now))).toBe(Math.floor(now / 1000) * 1000);
  });

  it('is kept for 365 days, then forgotten', () => {
    const now = Date.UTC(2026, 0, 1);
    sessionToken.write('token', now);
    expect(sessionToken.read(now + 364 * 86_400_000)).toBe('token');
    expect(sessionToken.read(now + 366 * 86_400_000)).toBeUndefined();
  });
});

describe('usableToken', () => {
  it('sends a fresh token as it is, without refreshing', async () => {
    const fresh = tokenExpiringAt(Date.now() + 60_000);
    sessionToken.write(fresh);
    const refresh = vi.fn();
    expect(await usableToken(refresh)).toBe(fresh);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expiring token once, however many calls wait for it', async () => {
    sessionToken.write(tokenExpiringAt(Date.now() + 5_000));
    const renewed = tokenExpiringAt(Date.now() + 900_000, 'b');
    const refresh = vi.fn(() => Promise.resolve(renewed));
    const results = await Promise.all([usableToken(refresh), usableToken(refresh), usableToken(refresh)]);
    expect(results).toEqual([renewed, renewed, renewed]);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sessionToken.read()).toBe(renewed);
  });

  it("waits for another tab's refresh instead of refreshing again", async () => {
    vi.useFakeTimers();
    const expiring = tokenExpiringAt(Date.now() + 5_000);
    sessionToken.write(expiring);
    window.localStorage.setItem('session-refreshing', String(Date.now()));
    const refresh = vi.fn(() => Promise.resolve('unused'));
    const pending = usableToken(refresh);
    const renewedByOtherTab = tokenExpiringAt(Date.now() + 900_000, 'other-tab');
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_INTERVAL_MS);
    sessionToken.write(renewedByOtherTab);
    await vi.advanceTimersByTimeAsync(REFRESH_POLL_INTERVAL_MS);
    expect(await pending).toBe(renewedByOtherTab);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes itself when the other tab never finishes within 10 polls', async () => {
    vi.useFakeTimers();
    sessionToken.write(tokenExpiringAt(Date.now() + 5_000));
    window.localStorage.setItem('session-refreshing', String(Date.now()));
    const renewed = tokenExpiringAt(Date.now() + 900_000, 'mine');
    const refresh = vi.fn(() => Promise.resolve(renewed));
    const pending = usableToken(refresh);
    await vi.advanceTimersByTimeAsync(10 * REFRESH_POLL_INTERVAL_MS);
    expect(await pending).toBe(renewed);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('gives no token when the refresh fails, and clears its flag', async () => {
    sessionToken.write(tokenExpiringAt(Date.now() + 5_000));
    expect(await usableToken(() => Promise.reject(new Error('401')))).toBeUndefined();
    expect(window.localStorage.getItem('session-refreshing')).toBeNull();
  });

  it('gives no token without a session', async () => {
    expect(await usableToken(vi.fn())).toBeUndefined();
  });
});
