import { useSyncExternalStore } from 'react';

/**
 * The alert: one short message at a time over the page (SPEC.md section 9). Texts are content
 * keys (`alerts:generic.error`), translated when shown, so a language switch re-words them.
 */
export type AlertKind = 'success' | 'error' | 'attention' | 'info';

export interface AlertInput {
  readonly kind: AlertKind;
  /** Content key of the title. */
  readonly title: string;
  /** Content key of a longer explanation; an alert with one stays longer. */
  readonly description?: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** A link in the alert: a site path and the content key of its text. */
  readonly link?: { readonly to: string; readonly label: string };
}

export interface ShownAlert extends AlertInput {
  readonly id: number;
}

/** Two alerts never show less than this apart: a burst stays readable. */
export const ALERT_MIN_GAP_MS = 400;
export const ALERT_DURATION_MS = 3000;
export const ALERT_WITH_DESCRIPTION_DURATION_MS = 5000;

/**
 * How long an alert stays (SPEC.md: 5000 ms with a description, else 3000 ms); null for one with a
 * link, which stays until closed or replaced: a way out (the blocked player's way to support)
 * that vanishes after three seconds fails those who read or click slowly (WCAG 2.2.1).
 */
export function alertDurationMs(alert: AlertInput): number | null {
  if (alert.link) return null;
  return alert.description ? ALERT_WITH_DESCRIPTION_DURATION_MS : ALERT_DURATION_MS;
}

export interface AlertClock {
  readonly now: () => number;
  readonly setTimeout: (run: () => void, delayMs: number) => unknown;
  readonly clearTimeout: (timer: unknown) => void;
}

const systemClock: AlertClock = {
  now: () => Date.now(),
  setTimeout: (run, delayMs) => setTimeout(run, delayMs),
  clearTimeout: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export function createAlertStore(clock: AlertClock = systemClock) {
  let current: ShownAlert | null = null;
  let nextId = 1;
  let lastShownAt = Number.NEGATIVE_INFINITY;
  let hideTimer: unknown;
  let gapTimer: unknown;
  const waiting: AlertInput[] = [];
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const hide = (): void => {
    clock.clearTimeout(hideTimer);
    hideTimer = undefined;
    if (current === null) return;
    current = null;
    notify();
  };

  const display = (alert: AlertInput): void => {
    current = { ...alert, id: nextId++ };
    lastShownAt = clock.now();
    clock.clearTimeout(hideTimer);
    const durationMs = alertDurationMs(alert);
    hideTimer = durationMs === null ? undefined : clock.setTimeout(hide, durationMs);
    notify();
  };

  const showWaiting = (): void => {
    if (gapTimer !== undefined) return;
    const next = waiting[0];
    if (!next) return;
    const waitMs = lastShownAt + ALERT_MIN_GAP_MS - clock.now();
    if (waitMs > 0) {
      gapTimer = clock.setTimeout(() => {
        gapTimer = undefined;
        showWaiting();
      }, waitMs);
      return;
    }
    waiting.shift();
    display(next);
    showWaiting();
  };

  return {
    get: (): ShownAlert | null => current,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Shows `alert` now, or as soon as the previous one has had its 400 ms. */
    show: (alert: AlertInput): void => {
      waiting.push(alert);
      showWaiting();
    },
    /** Hides the alert on screen; alerts still waiting for their turn follow. */
    hide,
  };
}

export type AlertStore = ReturnType<typeof createAlertStore>;

export const alertStore: AlertStore = createAlertStore();
export const showAlert = (alert: AlertInput): void => alertStore.show(alert);
export const hideAlert = (): void => alertStore.hide();

export function useAlert(): ShownAlert | null {
  return useSyncExternalStore(alertStore.subscribe, alertStore.get, alertStore.get);
}
