import { localStore, STORAGE_KEYS } from '@/lib/storage';

/** SPEC.md section 9: the token is kept 365 days and counts as expired 10 s before its `exp`. */
export const TOKEN_STORAGE_DAYS = 365;
export const TOKEN_EXPIRY_MARGIN_MS = 10_000;

interface StoredToken {
  readonly value: string;
  /** When the stored copy itself is forgotten (not the JWT's expiry). */
  readonly keepUntil: number;
}

/** The access token of this browser, shared by its tabs through local storage. */
export const sessionToken = {
  read(now = Date.now()): string | undefined {
    const raw = localStore.get(STORAGE_KEYS.accessToken);
    if (!raw) return undefined;
    try {
      const stored = JSON.parse(raw) as Partial<StoredToken>;
      if (typeof stored.value !== 'string' || typeof stored.keepUntil !== 'number' || stored.keepUntil < now)
        return undefined;
      return stored.value;
    } catch {
      return undefined;
    }
  },
  write(value: string, now = Date.now()): void {
    const stored: StoredToken = { value, keepUntil: now + TOKEN_STORAGE_DAYS * 86_400_000 };
    localStore.set(STORAGE_KEYS.accessToken, JSON.stringify(stored));
  },
  clear(): void {
    localStore.remove(STORAGE_KEYS.accessToken);
  },
};

/** The `exp` claim of a JWT in milliseconds, or undefined when the token cannot be read. */
export function tokenExpiryMs(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** True when the token should be refreshed before use: it expires within the margin. */
export function isTokenExpired(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiryMs(token);
  return expiry === undefined || expiry - TOKEN_EXPIRY_MARGIN_MS <= now;
}
