import { useSyncExternalStore } from 'react';

/**
 * Who is looking at the page, as far as the shell needs to know: the modal access rules and
 * guards read it. The session feature sets it on login and logout.
 */
export interface Viewer {
  readonly isLoggedIn: boolean;
  readonly isProfileConfirmed: boolean;
  /** Inside the messenger mini-app (SPEC.md section 6). */
  readonly isMessengerApp: boolean;
}

const GUEST: Viewer = { isLoggedIn: false, isProfileConfirmed: false, isMessengerApp: false };

let current: Viewer = GUEST;
const listeners = new Set<() => void>();

export const viewerStore = {
  get: (): Viewer => current,
  set: (change: Partial<Viewer>): void => {
    current = { ...current, ...change };
    for (const listener of listeners) listener();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useViewer(): Viewer {
  return useSyncExternalStore(viewerStore.subscribe, viewerStore.get, viewerStore.get);
}
