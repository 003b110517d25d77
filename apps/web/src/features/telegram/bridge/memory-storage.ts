/**
 * A Storage kept in memory, for a page the browser denies session storage (a frame of another
 * site whose third-party storage is blocked, as the messenger's web client's frame may be). The
 * SDK keeps its state there and fails without it; a memory one lasts as long as the page, which
 * is as long as the mini-app is open.
 */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** Gives the page a session storage when the browser denies it one. */
export function ensureSessionStorage(): void {
  try {
    void window.sessionStorage.length;
  } catch {
    Object.defineProperty(window, 'sessionStorage', { value: memoryStorage(), configurable: true });
  }
}
