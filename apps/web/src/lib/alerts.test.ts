import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ALERT_DURATION_MS, ALERT_MIN_GAP_MS, ALERT_WITH_DESCRIPTION_DURATION_MS, createAlertStore } from './alerts';

describe('the alert', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('shows a title-only alert for 3000 ms', () => {
    const alerts = createAlertStore();
    alerts.show({ kind: 'success', title: 'alerts:generic.success' });
    expect(alerts.get()?.title).toBe('alerts:generic.success');
    vi.advanceTimersByTime(ALERT_DURATION_MS - 1);
    expect(alerts.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(alerts.get()).toBeNull();
  });

  it('shows an alert with a description for 5000 ms', () => {
    const alerts = createAlertStore();
    alerts.show({ kind: 'error', title: 'alerts:messenger.blocked', description: 'alerts:messenger.contactSupport' });
    vi.advanceTimersByTime(ALERT_WITH_DESCRIPTION_DURATION_MS - 1);
    expect(alerts.get()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(alerts.get()).toBeNull();
  });

  it('keeps an alert with a link until it is closed or the next alert replaces it', () => {
    const alerts = createAlertStore();
    const link = { to: '/support', label: 'alerts:messenger.contactSupport' };
    alerts.show({ kind: 'error', title: 'alerts:messenger.blocked', link });
    vi.advanceTimersByTime(60 * ALERT_WITH_DESCRIPTION_DURATION_MS);
    expect(alerts.get()?.link).toEqual(link);
    alerts.show({ kind: 'info', title: 'next' });
    expect(alerts.get()?.title).toBe('next');
    vi.advanceTimersByTime(ALERT_DURATION_MS);
    expect(alerts.get()).toBeNull();
    alerts.show({ kind: 'error', title: 'alerts:messenger.blocked', link });
    alerts.hide();
    expect(alerts.get()).toBeNull();
  });

  it('keeps two alerts at least 400 ms apart', () => {
    const alerts = createAlertStore();
    alerts.show({ kind: 'info', title: 'first' });
    alerts.show({ kind: 'info', title: 'second' });
    alerts.show({ kind: 'info', title: 'third' });
    expect(alerts.get()?.title).toBe('first');
    vi.advanceTimersByTime(ALERT_MIN_GAP_MS - 1);
    expect(alerts.get()?.title).toBe('first');
    vi.advanceTimersByTime(1);
    expect(alerts.get()?.title).toBe('second');
    vi.advanceTimersByTime(ALERT_MIN_GAP_MS);
    expect(alerts.get()?.title).toBe('third');
    // The last one gets its full time from when it appeared.
    vi.advanceTimersByTime(ALERT_DURATION_MS - 1);
    expect(alerts.get()?.title).toBe('third');
    vi.advanceTimersByTime(1);
    expect(alerts.get()).toBeNull();
  });

  it('shows at once when the previous alert appeared long enough ago', () => {
    const alerts = createAlertStore();
    alerts.show({ kind: 'info', title: 'first' });
    vi.advanceTimersByTime(ALERT_MIN_GAP_MS + 50);
    alerts.show({ kind: 'info', title: 'second' });
    expect(alerts.get()?.title).toBe('second');
  });

  it('hides on demand and tells its listeners', () => {
    const alerts = createAlertStore();
    const listener = vi.fn();
    alerts.subscribe(listener);
    alerts.show({ kind: 'attention', title: 'shown' });
    alerts.hide();
    expect(alerts.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    // A stale hide timer must not hide a later alert early.
    vi.advanceTimersByTime(ALERT_MIN_GAP_MS);
    alerts.show({ kind: 'attention', title: 'later' });
    vi.advanceTimersByTime(ALERT_DURATION_MS - ALERT_MIN_GAP_MS);
    expect(alerts.get()?.title).toBe('later');
  });
});
