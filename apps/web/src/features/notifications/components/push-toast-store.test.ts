import { describe, expect, it, vi } from 'vitest';
import { NotificationState, type NotificationPush } from '@casino/shared';
import { createPushToastStore, PUSH_READ_BATCH_MS, PUSH_TOASTS_SHOWN } from './push-toast-store';

const push = (id: string, state: NotificationState = NotificationState.Unread): NotificationPush => ({
  id,
  kind: 'deposit.credited',
  state,
  readAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  title: id,
});

/** A clock whose timers run when the test says so. */
function manualClock() {
  const timers: { run: () => void; delayMs: number }[] = [];
  return {
    clock: { setTimeout: (run: () => void, delayMs: number) => timers.push({ run, delayMs }) },
    runAll: () => timers.splice(0).forEach((timer) => timer.run()),
    pending: () => timers.map((timer) => timer.delayMs),
  };
}

const ids = (pushes: readonly NotificationPush[]) => pushes.map((item) => item.id);

describe('push toasts', () => {
  it('shows a live push on top, once, however often the channel delivers it', () => {
    const { clock } = manualClock();
    const store = createPushToastStore(
      vi.fn(async () => undefined),
      clock,
    );
    store.add(push('a'));
    store.add(push('b'));
    store.add(push('a'));
    expect(ids(store.get())).toEqual(['b', 'a']);
  });

  it(`keeps ${PUSH_TOASTS_SHOWN} on screen; the next shows when one is dismissed`, () => {
    const { clock } = manualClock();
    const store = createPushToastStore(
      vi.fn(async () => undefined),
      clock,
    );
    ['a', 'b', 'c', 'd'].forEach((id) => store.add(push(id)));
    expect(ids(store.get())).toEqual(['c', 'b', 'a']);
    store.dismiss('b');
    expect(ids(store.get())).toEqual(['d', 'c', 'a']);
  });

  it('marks what was shown read in one batch a second later, and what waits only once shown', async () => {
    const { clock, runAll, pending } = manualClock();
    const markRead = vi.fn(async (_ids: readonly string[]) => undefined);
    const store = createPushToastStore(markRead, clock);
    ['a', 'b', 'c', 'd'].forEach((id) => store.add(push(id)));
    expect(pending()).toEqual([PUSH_READ_BATCH_MS]);
    runAll();
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(markRead).toHaveBeenLastCalledWith(['a', 'b', 'c']);
    store.dismiss('a');
    runAll();
    expect(markRead).toHaveBeenLastCalledWith(['d']);
  });

  it('on arrival shows the newest unread pushes and marks the older ones read with them', () => {
    const { clock, runAll } = manualClock();
    const markRead = vi.fn(async (_ids: readonly string[]) => undefined);
    const store = createPushToastStore(markRead, clock);
    store.addBacklog([push('e'), push('d', NotificationState.Read), push('c'), push('b'), push('a')]);
    expect(ids(store.get())).toEqual(['e', 'c', 'b']);
    runAll();
    expect(markRead).toHaveBeenCalledTimes(1);
    expect([...(markRead.mock.calls[0]?.[0] ?? [])].sort()).toEqual(['a', 'b', 'c', 'e']);
    store.add(push('a'));
    expect(ids(store.get())).toEqual(['e', 'c', 'b']);
  });

  it('clears what is shown and waiting when the player leaves', () => {
    const { clock } = manualClock();
    const store = createPushToastStore(
      vi.fn(async () => undefined),
      clock,
    );
    ['a', 'b', 'c', 'd'].forEach((id) => store.add(push(id)));
    store.clear();
    expect(store.get()).toEqual([]);
    store.dismiss('a');
    expect(store.get()).toEqual([]);
  });

  it('only logs a batch the server refused', async () => {
    const { clock, runAll } = manualClock();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = createPushToastStore(() => Promise.reject(new Error('offline')), clock);
    store.add(push('a'));
    runAll();
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(ids(store.get())).toEqual(['a']);
    warn.mockRestore();
  });
});
