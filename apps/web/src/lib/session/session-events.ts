import { localStore } from '@/lib/storage';

/**
 * Tabs of one browser follow each other's login and logout (SPEC.md section 4) through a
 * marker in local storage: writing it fires a `storage` event in every other tab.
 */
export const SESSION_MARKER_KEY = 'session-marker';

export type SessionMarker = 'login' | 'logout';

export function announceSession(marker: SessionMarker, now = Date.now()): void {
  // The timestamp makes each write a change, so two logins in a row both reach the other tabs.
  localStore.set(SESSION_MARKER_KEY, `${marker}:${now}`);
}

export function readSessionMarker(value: string | null): SessionMarker | undefined {
  const marker = value?.split(':')[0];
  return marker === 'login' || marker === 'logout' ? marker : undefined;
}

/** Calls `onChange` when another tab logs in or out; returns the unsubscribe function. */
export function watchOtherTabs(onChange: (marker: SessionMarker) => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key !== SESSION_MARKER_KEY) return;
    const marker = readSessionMarker(event.newValue);
    if (marker) onChange(marker);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** In-tab events of the session: features listen instead of importing each other. */
export type SessionEventName = 'account-changed' | 'logged-in' | 'logged-out';

const target = typeof EventTarget === 'undefined' ? undefined : new EventTarget();

export const sessionEvents = {
  emit(name: SessionEventName): void {
    target?.dispatchEvent(new Event(name));
  },
  on(name: SessionEventName, listener: () => void): () => void {
    target?.addEventListener(name, listener);
    return () => target?.removeEventListener(name, listener);
  },
};
