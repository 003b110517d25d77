import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, websocketUrl } from './realtime-client';

/** Just enough of a WebSocket: records what is sent and lets the test play the server. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  send(text: string) {
    this.sent.push(text);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(...messages: unknown[]) {
    this.onmessage?.({ data: messages.map((message) => JSON.stringify(message)).join('\n') });
  }
  drop() {
    this.readyState = 3;
    this.onclose?.();
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const client = createRealtimeClient('ws://site/api/connection/websocket', () => {
    const socket = new FakeSocket();
    sockets.push(socket);
    return socket as unknown as WebSocket;
  });
  return { client, sockets };
}

afterEach(() => vi.useRealTimers());

describe('realtime client', () => {
  it('builds the WebSocket address from the page origin', () => {
    expect(websocketUrl('https://casino.example')).toBe('wss://casino.example/api/connection/websocket');
    expect(websocketUrl('http://localhost:5173')).toBe('ws://localhost:5173/api/connection/websocket');
  });

  it('connects, subscribes once per channel after the connect reply, answers pings and delivers pushes', () => {
    const { client, sockets } = setup();
    const first = vi.fn();
    const second = vi.fn();
    client.subscribe('sport:event#1', first);
    client.subscribe('sport:event#1', second);
    const socket = sockets[0]!;
    socket.open();
    expect(socket.sent).toEqual(['{"id":1,"connect":{}}']);
    socket.receive({ id: 1, connect: { client: 'c' } }, {});
    expect(socket.sent.slice(1)).toEqual(['{}', '{"id":2,"subscribe":{"channel":"sport:event#1"}}']);
    socket.receive({ push: { channel: 'sport:event#1', pub: { data: { type: 'event.updated' } } } });
    expect(first).toHaveBeenCalledWith({ type: 'event.updated' });
    expect(second).toHaveBeenCalledOnce();
  });

  it('says when a channel is confirmed (so a view reads again what it may have missed), again after a reconnect', () => {
    vi.useFakeTimers();
    const { client, sockets } = setup();
    const confirmed = vi.fn();
    client.subscribe('sport:event#7', vi.fn(), confirmed);
    sockets[0]!.open();
    sockets[0]!.receive({ id: 1, connect: { client: 'c' } });
    expect(confirmed).not.toHaveBeenCalled();
    sockets[0]!.receive({ id: 2, subscribe: {} });
    expect(confirmed).toHaveBeenCalledOnce();
    // A later listener of a confirmed channel hears it at once.
    const late = vi.fn();
    client.subscribe('sport:event#7', vi.fn(), late);
    expect(late).toHaveBeenCalledOnce();
    // A refused subscription confirms nothing.
    const refused = vi.fn();
    client.subscribe('sport:event#8', vi.fn(), refused);
    sockets[0]!.receive({ id: 3, error: { code: 103, message: 'permission denied' } });
    expect(refused).not.toHaveBeenCalled();
    sockets[0]!.drop();
    vi.runOnlyPendingTimers();
    sockets[1]!.open();
    sockets[1]!.receive({ id: 1, connect: { client: 'd' } }, { id: 4, subscribe: {} });
    expect(confirmed).toHaveBeenCalledTimes(2);
  });

  it('unsubscribes when the last listener of a channel leaves', () => {
    const { client, sockets } = setup();
    const stopFirst = client.subscribe('sport:live', () => undefined);
    const stopSecond = client.subscribe('sport:live', () => undefined);
    const socket = sockets[0]!;
    socket.open();
    socket.receive({ id: 1, connect: {} });
    stopFirst();
    expect(socket.sent.some((text) => text.includes('unsubscribe'))).toBe(false);
    stopSecond();
    expect(socket.sent.at(-1)).toBe('{"id":3,"unsubscribe":{"channel":"sport:live"}}');
  });

  it('reconnects with backoff and subscribes again to what is still wanted', () => {
    vi.useFakeTimers();
    const { client, sockets } = setup();
    client.subscribe('sport:live', () => undefined);
    sockets[0]!.open();
    sockets[0]!.receive({ id: 1, connect: {} });
    sockets[0]!.drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const socket = sockets[2]!;
    socket.open();
    socket.receive({ id: 1, connect: {} });
    expect(socket.sent.at(-1)).toMatch(/"subscribe":\{"channel":"sport:live"\}/);
  });
});
