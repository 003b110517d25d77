import { afterEach, describe, expect, it, vi } from 'vitest';

describe('storage the browser refuses', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  it('keeps values in memory for the page when storage is denied (a frame of another site)', async () => {
    const denied = {};
    Object.defineProperty(denied, 'localStorage', {
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    vi.stubGlobal('window', denied);
    const { localStore } = await import('./storage');
    expect(localStore.get('access_token')).toBeNull();
    localStore.set('access_token', 'kept');
    expect(localStore.get('access_token')).toBe('kept');
    localStore.remove('access_token');
    expect(localStore.get('access_token')).toBeNull();
  });

  it('writes to the browser when it can, and keeps nothing in memory on the server', async () => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
    });
    const { sessionStore } = await import('./storage');
    sessionStore.set('a', '1');
    expect(items.get('a')).toBe('1');
    vi.unstubAllGlobals();
    vi.resetModules();
    const server = await import('./storage');
    server.sessionStore.set('a', '1');
    expect(server.sessionStore.get('a')).toBeNull();
  });
});
