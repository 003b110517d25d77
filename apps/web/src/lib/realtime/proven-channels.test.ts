import { describe, expect, it, vi } from 'vitest';
import type { RealtimeSession } from './realtime-client';

/** The connection the runtime loads, replaced by one that logs what it is asked. */
const log = vi.hoisted(() => [] as string[]);
const confirmations = vi.hoisted(() => new Map<string, () => void>());
const createRealtimeConnection = vi.hoisted(() =>
  vi.fn(() => ({
    open: (channel: string, _onPublication: unknown, getToken?: () => Promise<string>) => {
      log.push(`open ${channel}${getToken ? ' with a token' : ''}`);
      return () => log.push(`close ${channel}`);
    },
    onSubscribed: (channel: string, listener: () => void) => {
      confirmations.set(channel, listener);
      return () => confirmations.delete(channel);
    },
    connectAs: () => undefined,
    reconnect: () => undefined,
  })),
);
vi.mock('./realtime-client', () => ({ createRealtimeConnection }));

const session: RealtimeSession = {
  usableToken: () => Promise.resolve(undefined),
  hasSession: () => false,
  playerOfToken: () => undefined,
};

describe('channels opened with a proof', () => {
  it('waits for the client, opens with the token source, tells each confirmation, and closes once', async () => {
    const runtime = await import('./realtime-runtime');
    const onSubscribed = vi.fn();
    const stop = runtime.subscribeProvenChannel(
      'support:conversations#c-1',
      { getToken: () => Promise.resolve('t'), onSubscribed },
      vi.fn(),
    );
    expect(log).toEqual([]);
    runtime.startRealtime(session);
    await vi.waitFor(() => expect(log).toContain('open support:conversations#c-1 with a token'));
    confirmations.get('support:conversations#c-1')?.();
    confirmations.get('support:conversations#c-1')?.();
    expect(onSubscribed).toHaveBeenCalledTimes(2);
    stop();
    stop();
    expect(log.filter((line) => line.startsWith('close'))).toEqual(['close support:conversations#c-1']);
    expect(confirmations.size).toBe(0);
  });
});
