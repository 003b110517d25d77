import { NOTIFICATION_BATCH_MAX, NotificationState, type NotificationPush } from '@casino/shared';
import { logger } from '@/lib/logger';

/** At most this many toasts on screen; the next waits for one to go. */
export const PUSH_TOASTS_SHOWN = 3;
/** How long a toast stays when the player does nothing with it (a UI choice: the server does not know). */
export const PUSH_TOAST_MS = 6000;
/** Pushes shown within this time are marked read in one call (SPEC.md section 4: read in batches). */
export const PUSH_READ_BATCH_MS = 1000;

export interface PushToastClock {
  readonly setTimeout: (run: () => void, delayMs: number) => unknown;
}

const systemClock: PushToastClock = { setTimeout: (run, delayMs) => setTimeout(run, delayMs) };

/**
 * The push toasts of a tab: a push is shown once (a resubscribe may deliver it again), at most
 * `PUSH_TOASTS_SHOWN` at a time, and every push shown is marked read on the server in batches
 * of what was shown in the last second. A failed batch is only logged (SPEC.md section 8).
 */
export function createPushToastStore(
  markRead: (pushIds: readonly string[]) => Promise<unknown>,
  clock: PushToastClock = systemClock,
) {
  let shown: readonly NotificationPush[] = [];
  const waiting: NotificationPush[] = [];
  const seen = new Set<string>();
  const listeners = new Set<() => void>();
  let toMark: string[] = [];
  let batchTimer: unknown;

  const flush = (): void => {
    batchTimer = undefined;
    const ids = toMark;
    toMark = [];
    for (let start = 0; start < ids.length; start += NOTIFICATION_BATCH_MAX) {
      markRead(ids.slice(start, start + NOTIFICATION_BATCH_MAX)).catch((error: unknown) =>
        logger.warn('pushes could not be marked read', error),
      );
    }
  };

  const willMark = (ids: readonly string[]): void => {
    if (ids.length === 0) return;
    toMark.push(...ids);
    batchTimer ??= clock.setTimeout(flush, PUSH_READ_BATCH_MS);
  };

  const showWaiting = (): void => {
    const room = PUSH_TOASTS_SHOWN - shown.length;
    if (room <= 0 || waiting.length === 0) return;
    const next = waiting.splice(0, room);
    shown = [...next.reverse(), ...shown];
    willMark(next.filter((push) => push.state === NotificationState.Unread).map((push) => push.id));
    listeners.forEach((listener) => listener());
  };

  return {
    get: (): readonly NotificationPush[] => shown,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A live push: on top, or waiting for room. */
    add: (push: NotificationPush): void => {
      if (seen.has(push.id)) return;
      seen.add(push.id);
      waiting.push(push);
      showWaiting();
    },
    /**
     * The unread pushes found on arrival (page 1, newest first): the newest few are shown; the
     * older ones, whose messages wait in the inbox, are marked read with them rather than
     * queued for a procession of toasts.
     */
    addBacklog: (pushes: readonly NotificationPush[]): void => {
      const unread = pushes.filter((push) => push.state === NotificationState.Unread && !seen.has(push.id));
      const newest = unread.slice(0, PUSH_TOASTS_SHOWN);
      const older = unread.slice(PUSH_TOASTS_SHOWN);
      older.forEach((push) => seen.add(push.id));
      willMark(older.map((push) => push.id));
      for (const push of [...newest].reverse()) {
        seen.add(push.id);
        waiting.push(push);
      }
      showWaiting();
    },
    /** The player left (logout): nothing of theirs stays on screen or waits for the next one. */
    clear: (): void => {
      waiting.length = 0;
      if (shown.length === 0) return;
      shown = [];
      listeners.forEach((listener) => listener());
    },
    dismiss: (pushId: string): void => {
      if (!shown.some((push) => push.id === pushId)) return;
      shown = shown.filter((push) => push.id !== pushId);
      listeners.forEach((listener) => listener());
      showWaiting();
    },
  };
}

export type PushToastStore = ReturnType<typeof createPushToastStore>;
