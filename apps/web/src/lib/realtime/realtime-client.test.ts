import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeSession } from './realtime-client';

/** A stand-in for the official client: records what the connection asks of it. */
const fake = vi.hoisted(() => {
  type Handler = (context: never) => void;
  class FakeSubscription {
    readonly handlers = new Map<string, Handler>();
    constructor(
      readonly channel: string,
      readonly options: unknown,
    ) {}
    on(event: string, handler: Handler) {
      this.handlers.set(event, handler);
      return this;
    }
    subscribe() {
      clients.at(-1)?.log.push(`subscribe ${this.channel}`);
    }
    emit(event: string, context: unknown) {
      (this.handlers.get(event) as ((context: unknown) => void) | undefined)?.(context);
    }
  }
  class FakeCentrifuge {
    readonly log: string[] = [];
    readonly subscriptions = new Map<string, FakeSubscription>();
    private stateHandler: ((context: { newState: string }) => void) | undefined;
    constructor(
      readonly url: string,
      readonly options: { getToken: () => Promise<string> } & Record<string, unknown>,
    ) {
      clients.push(this);
    }
    on(event: string, handler: (context: { newState: string }) => void) {
      if (event === 'state') this.stateHandler = handler;
      return this;
    }
    emitState(newState: string) {
      this.stateHandler?.({ newState });
    }
    newSubscription(channel: string, options: unknown) {
      const subscription = new FakeSubscription(channel, options);
      this.subscriptions.set(channel, subscription);
      return subscription;
    }
    removeSubscription(subscription: FakeSubscription) {
      this.log.push(`remove ${subscription.channel}`);
    }
    setToken(token: string) {
      this.log.push(`setToken '${token}'`);
    }
    connect() {
      this.log.push('connect');
    }
    disconnect() {
      this.log.push('disconnect');
    }
  }
  const clients: FakeCentrifuge[] = [];
  return { FakeCentrifuge, current: () => clients.at(-1) };
});

vi.mock('centrifuge', () => ({
  Centrifuge: fake.FakeCentrifuge,
  State: { Disconnected: 'disconnected', Connecting: 'connecting', Connected: 'connected' },
  unsubscribedCodes: { unsubscribeCalled: 0 },
}));

const ENDPOINT = 'ws://127.0.0.1/api/connection/websocket';

/** A session whose stored token the test sets; `sub` of a token `t-p-1` is `p-1`. */
function sessionOf(state: { token?: string; stored?: boolean }): RealtimeSession {
  return {
    usableToken: () => Promise.resolve(state.token),
    hasSession: () => state.stored ?? state.token !== undefined,
    playerOfToken: (token) => token.replace(/^t-/, ''),
  };
}

async function load() {
  vi.resetModules();
  const client = await import('./realtime-client');
  const state = await import('./realtime-state');
  return { ...client, ...state };
}

function client() {
  const current = fake.current();
  if (!current) throw new Error('no client was created');
  return current;
}

beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));

describe('real-time connection', () => {
  it('uses the client options of SPEC.md section 9 and connects at once', async () => {
    const { createRealtimeConnection } = await load();
    createRealtimeConnection(sessionOf({}), ENDPOINT);
    expect(client().url).toBe(ENDPOINT);
    expect(client().options).toMatchObject({
      timeout: 5000,
      minReconnectDelay: 500,
      maxReconnectDelay: 20000,
      maxServerPingDelay: 10000,
    });
    expect(client().log).toEqual(['subscribe global:online', 'connect']);
  });

  it('connects a guest anonymously and a player with their token', async () => {
    const { createRealtimeConnection } = await load();
    const session = { token: undefined as string | undefined };
    createRealtimeConnection(sessionOf(session), ENDPOINT);
    await expect(client().options.getToken()).resolves.toBe('');
    session.token = 't-p-1';
    await expect(client().options.getToken()).resolves.toBe('t-p-1');
  });

  it('retries rather than fall back to a guest when a stored session cannot renew its token', async () => {
    const { createRealtimeConnection } = await load();
    createRealtimeConnection(sessionOf({ token: undefined, stored: true }), ENDPOINT);
    await expect(client().options.getToken()).rejects.toThrow('could not be renewed');
  });

  it('keeps a socket that already carries the player’s token, and reconnects one of a guest or another player', async () => {
    const { createRealtimeConnection, realtimeStateStore } = await load();
    const session = { token: 't-p-1' as string | undefined };
    const connection = createRealtimeConnection(sessionOf(session), ENDPOINT);
    await client().options.getToken();
    client().emitState('connected');
    expect(realtimeStateStore.get()).toBe('connected');
    client().log.length = 0;

    connection.connectAs('p-1');
    expect(client().log).toEqual([]);

    connection.connectAs('p-2');
    expect(client().log).toEqual(["setToken ''", 'disconnect', 'connect']);
  });

  it('reconnects a disconnected socket even for the same player', async () => {
    const { createRealtimeConnection } = await load();
    const connection = createRealtimeConnection(sessionOf({ token: 't-p-1' }), ENDPOINT);
    await client().options.getToken();
    client().emitState('disconnected');
    client().log.length = 0;
    connection.connectAs('p-1');
    expect(client().log).toEqual(["setToken ''", 'disconnect', 'connect']);
  });

  it('does not take a token asked for before a reconnect as the socket’s', async () => {
    const { createRealtimeConnection } = await load();
    let resolveToken: (token: string) => void = () => undefined;
    const session: RealtimeSession = {
      usableToken: () => new Promise((resolve) => (resolveToken = resolve)),
      hasSession: () => true,
      playerOfToken: (token) => token.replace(/^t-/, ''),
    };
    const connection = createRealtimeConnection(session, ENDPOINT);
    const staleAttempt = client().options.getToken();
    connection.reconnect();
    resolveToken('t-p-1');
    await staleAttempt;
    client().emitState('connected');
    client().log.length = 0;
    connection.connectAs('p-1');
    expect(client().log).toEqual(["setToken ''", 'disconnect', 'connect']);
  });

  it('shows the players online from global:online', async () => {
    const { createRealtimeConnection, onlineCountStore } = await load();
    createRealtimeConnection(sessionOf({}), ENDPOINT);
    const online = client().subscriptions.get('global:online');
    online?.emit('publication', { data: { count: 7 } });
    expect(onlineCountStore.get()).toBe(7);
    online?.emit('publication', { data: { count: 'many' } });
    expect(onlineCountStore.get()).toBe(7);
  });

  it('opens and closes a channel as a client subscription with the spec’s resubscribe delays', async () => {
    const { createRealtimeConnection } = await load();
    const connection = createRealtimeConnection(sessionOf({ token: 't-p-1' }), ENDPOINT);
    const received: unknown[] = [];
    const close = connection.open('wallet:accounts#p-1', (data) => received.push(data));
    const subscription = client().subscriptions.get('wallet:accounts#p-1');
    expect(subscription?.options).toEqual({ minResubscribeDelay: 500, maxResubscribeDelay: 20000 });
    subscription?.emit('publication', { data: { type: 'accounts.updated' } });
    close();
    expect(received).toEqual([{ type: 'accounts.updated' }]);
    expect(client().log).toContain('remove wallet:accounts#p-1');
  });
});
