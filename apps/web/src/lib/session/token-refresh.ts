import { localStore } from '@/lib/storage';
import { isTokenExpired, sessionToken } from './session-token';

/** SPEC.md section 9: a tab that finds another refreshing polls 10 times, 500 ms apart. */
export const REFRESH_WAIT_POLLS = 10;
export const REFRESH_POLL_INTERVAL_MS = 500;
/** A refresh flag older than the whole wait belongs to a tab that died mid-refresh. */
const REFRESH_FLAG_STALE_MS = REFRESH_WAIT_POLLS * REFRESH_POLL_INTERVAL_MS;
const REFRESH_FLAG_KEY = 'session-refreshing';

export type RefreshRequest = (expiredToken: string) => Promise<string>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let inFlight: Promise<string | undefined> | undefined;

/**
 * A token fit to send: the stored one, or a fresh one when it expires within the margin. One
 * refresh at a time in this tab (callers share it) and across tabs (a flag in local storage;
 * another tab waits for its result). Undefined when there is no session or the refresh failed.
 */
export function usableToken(refresh: RefreshRequest): Promise<string | undefined> {
  const token = sessionToken.read();
  if (!token) return Promise.resolve(undefined);
  if (!isTokenExpired(token)) return Promise.resolve(token);
  inFlight ??= refreshOnce(token, refresh).finally(() => {
    inFlight = undefined;
  });
  return inFlight;
}

async function refreshOnce(expiredToken: string, refresh: RefreshRequest): Promise<string | undefined> {
  if (isAnotherTabRefreshing()) {
    for (let poll = 0; poll < REFRESH_WAIT_POLLS; poll += 1) {
      await sleep(REFRESH_POLL_INTERVAL_MS);
      const current = sessionToken.read();
      if (!current) return undefined;
      if (current !== expiredToken && !isTokenExpired(current)) return current;
      if (!isAnotherTabRefreshing()) break;
    }
  }
  localStore.set(REFRESH_FLAG_KEY, String(Date.now()));
  try {
    const fresh = await refresh(expiredToken);
    sessionToken.write(fresh);
    return fresh;
  } catch {
    return undefined;
  } finally {
    localStore.remove(REFRESH_FLAG_KEY);
  }
}

function isAnotherTabRefreshing(now = Date.now()): boolean {
  const startedAt = Number(localStore.get(REFRESH_FLAG_KEY));
  return Number.isFinite(startedAt) && startedAt > 0 && now - startedAt < REFRESH_FLAG_STALE_MS;
}
