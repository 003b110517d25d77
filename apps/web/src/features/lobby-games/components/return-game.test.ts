import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore, STORAGE_KEYS } from '@/lib/storage';
import { readReturnGame, rememberReturnGame } from './return-game';

describe('the return-to-game record', () => {
  const stored = new Map<string, string>();
  beforeEach(() => {
    stored.clear();
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => stored.set(key, value),
        removeItem: (key: string) => stored.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the last game opened in the tab, in session storage', () => {
    rememberReturnGame({ identity: 'orbit-dice', path: '/game/orbit-dice' });
    rememberReturnGame({ identity: 'orbit-mines', path: '/de/game/orbit-mines' });
    expect(stored.has(STORAGE_KEYS.returnGame)).toBe(true);
    expect(readReturnGame()).toEqual({ identity: 'orbit-mines', path: '/de/game/orbit-mines' });
  });

  it('reads a damaged or removed record as none', () => {
    sessionStore.set(STORAGE_KEYS.returnGame, '{not json');
    expect(readReturnGame()).toBeUndefined();
    sessionStore.set(STORAGE_KEYS.returnGame, JSON.stringify({ identity: 3 }));
    expect(readReturnGame()).toBeUndefined();
    sessionStore.remove(STORAGE_KEYS.returnGame);
    expect(readReturnGame()).toBeUndefined();
  });
});
