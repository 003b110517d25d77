import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { readModalEntries, type ModalKey, type ModalViewer } from '@/lib/modals';
import { MODAL_REGISTRY, modalViewFor } from '@/app/modal-registry';

/** After a page settles: long enough for its own requests and pictures to go first. */
const IDLE_TIMEOUT_MS = 2_000;

/** The modal keys an address opens that this viewer may see ('login' modals for players only, 'guest-only' for guests). */
export function modalKeysOfHref(href: string, viewer: ModalViewer): ModalKey[] {
  let search: string;
  try {
    search = new URL(href, window.location.href).search;
  } catch {
    return [];
  }
  return readModalEntries(search)
    .map((entry) => entry.key)
    .filter(
      (key) =>
        MODAL_REGISTRY[key].access === 'anyone' || (MODAL_REGISTRY[key].access === 'login') === viewer.isLoggedIn,
    );
}

/** Starts downloading the body of `key`: opening it later shows it at once. */
export function preloadModal(key: ModalKey, viewer: Pick<ModalViewer, 'isMessengerApp'>): void {
  // A failure here is not the player's: the opening itself loads again and reports it.
  modalViewFor(key, viewer)
    .body.preload()
    .catch(() => undefined);
}

function preloadOpenersIn(root: ParentNode, viewer: ModalViewer): void {
  const keys = new Set<ModalKey>();
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href*="?"]')) {
    for (const key of modalKeysOfHref(link.href, viewer)) keys.add(key);
  }
  for (const key of keys) preloadModal(key, viewer);
}

const whenIdle = (run: () => void): (() => void) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, IDLE_TIMEOUT_MS);
  return () => window.clearTimeout(timer);
};

/**
 * Loads a modal's code before it is asked for, so a busy machine never shows an empty dialog:
 * the modals the page's links open once the page is idle, and any modal link the pointer rests
 * on or the keyboard reaches. (Its texts, the `modals` content directory, come with the locale.)
 */
export function useModalPrefetch(viewer: ModalViewer): void {
  const { pathname } = useLocation();
  useEffect(() => whenIdle(() => preloadOpenersIn(document, viewer)), [pathname, viewer]);
  useEffect(() => {
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (link instanceof HTMLAnchorElement)
        for (const key of modalKeysOfHref(link.href, viewer)) preloadModal(key, viewer);
    };
    const events = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of events) document.addEventListener(type, onIntent, { passive: true, capture: true });
    return () => {
      for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
    };
  }, [viewer]);
}
