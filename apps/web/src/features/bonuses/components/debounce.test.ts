import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BONUS_LIST_REFRESH_DEBOUNCE_MS } from '@casino/shared';
import { debounce } from './debounce';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounce', () => {
  it('refreshes once, 500 ms after the last of a burst of pushes', () => {
    const run = vi.fn();
    const refresh = debounce(run, BONUS_LIST_REFRESH_DEBOUNCE_MS);
    refresh.call();
    vi.advanceTimersByTime(300);
    refresh.call();
    refresh.call();
    vi.advanceTimersByTime(499);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    refresh.call();
    vi.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs nothing once cancelled', () => {
    const run = vi.fn();
    const refresh = debounce(run, 500);
    refresh.call();
    refresh.cancel();
    vi.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
