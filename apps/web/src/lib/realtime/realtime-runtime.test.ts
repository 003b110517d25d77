import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeSession } from './realtime-client';

/** The connection the runtime loads, replaced by one that logs what it is asked, in order. */
const log = vi.hoisted(() => [] as string[]);
const createRealtimeConnection = vi.hoisted(() =>
  vi.fn(() => ({
    open: (channel: string) => {
      log.push(`open ${channel}`);
      return () => log.push(`close ${channel}`);
    },
    connectAs: (profileId: string) => log.push(`connectAs ${profileId}`),
    reconnect: () => log.push('reconnect'),
  })),
);
vi.mock('./realtime-client', () => ({ createRealtimeConnection }));

const session: RealtimeSession = {
  usableToken: () => Promise.resolve(undefined),
  hasSession: () => false,
  playerOfToken: () => undefined,
};

async function startedRuntime() {
  vi.resetModules();
  const runtime = await import('./realtime-runtime');
  runtime.startRealtime(session);
  runtime.startRealtime(session);
  await vi.waitFor(() => expect(createRealtimeConnection).toHaveBeenCalled());
  return runtime;
}

beforeEach(() => {
  log.length = 0;
  createRealtimeConnection.mockClear();
});

describe('real-time runtime across login and logout', () => {
  it('creates one client however often it is started', async () => {
    await startedRuntime();
    expect(createRealtimeConnection).toHaveBeenCalledTimes(1);
  });

  it('on login puts the player’s token on the socket before asking for their channels', async () => {
    const runtime = await startedRuntime();
    runtime.subscribePlayerChannel('wallet:accounts', vi.fn());
    runtime.setRealtimePlayer('p-1');
    expect(log).toEqual(['connectAs p-1', 'open wallet:accounts#p-1']);
  });

  it('on logout drops the channels, then reconnects as a guest; the next login gets its own', async () => {
    const runtime = await startedRuntime();
    runtime.subscribePlayerChannel('wallet:accounts', vi.fn());
    runtime.setRealtimePlayer('p-1');
    runtime.clearRealtimePlayer();
    runtime.reconnectRealtime();
    runtime.setRealtimePlayer('p-2');
    expect(log).toEqual([
      'connectAs p-1',
      'open wallet:accounts#p-1',
      'close wallet:accounts#p-1',
      'reconnect',
      'connectAs p-2',
      'open wallet:accounts#p-2',
    ]);
  });

  it('holds what is asked before the client has loaded, and opens it once it has', async () => {
    vi.resetModules();
    const runtime = await import('./realtime-runtime');
    runtime.subscribePlayerChannel('payment:invoices', vi.fn());
    runtime.setRealtimePlayer('p-1');
    runtime.reconnectRealtime();
    expect(log).toEqual([]);
    runtime.startRealtime(session);
    await vi.waitFor(() => expect(log).toEqual(['open payment:invoices#p-1']));
  });
});
