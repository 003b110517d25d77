import { describe, expect, it, vi } from 'vitest';
import { createExternalStore } from './external-store';
import { parseOnlineCount } from './realtime-state';
import { realtimeUrl } from './realtime-options';

describe('external store', () => {
  it('tells its listeners of a change, and only of a change', () => {
    const store = createExternalStore<'disconnected' | 'connecting' | 'connected'>('disconnected');
    const listener = vi.fn();
    store.subscribe(listener);
    store.set('connecting');
    store.set('connecting');
    store.set('connected');
    expect(store.get()).toBe('connected');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stops telling a listener that unsubscribed, even during a notification', () => {
    const store = createExternalStore(0);
    const second = vi.fn();
    let stopSecond = () => {};
    const first = vi.fn(() => stopSecond());
    store.subscribe(first);
    stopSecond = store.subscribe(second);
    store.set(1);
    // Both heard the change in flight; only the first hears the next one.
    store.set(2);
    expect(first).toHaveBeenCalledTimes(2);
    expect(second).toHaveBeenCalledTimes(1);
  });
});

describe('parseOnlineCount', () => {
  it('reads the count of a global:online publication', () => {
    expect(parseOnlineCount({ count: 12 })).toBe(12);
    expect(parseOnlineCount({ count: 0 })).toBe(0);
  });

  it('refuses anything that is not a whole, non-negative count', () => {
    for (const data of [
      undefined,
      null,
      5,
      'count',
      {},
      { count: '3' },
      { count: -1 },
      { count: 1.5 },
      { count: Number.NaN },
    ]) {
      expect(parseOnlineCount(data)).toBeUndefined();
    }
  });
});

describe('realtimeUrl', () => {
  it('opens the socket on the page’s own host, secure when the page is', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'casino.example' })).toBe(
      'wss://casino.example/api/connection/websocket',
    );
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:4310' })).toBe(
      'ws://127.0.0.1:4310/api/connection/websocket',
    );
  });
});
