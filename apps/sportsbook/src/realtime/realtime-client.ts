/**
 * A tiny Centrifugo client for the public sportsbook channels: one WebSocket for every mounted
 * view, channels counted by listener so a channel is subscribed once and left when its last
 * listener goes. On a drop it reconnects with backoff and subscribes again to what is still wanted.
 */
import { CONNECT_ID, connectCommand, handleFrame, reconnectDelay, subscribeCommand, unsubscribeCommand } from './centrifugo-protocol';

export type PushListener = (data: unknown) => void;

export interface RealtimeClient {
  /** Listens on a channel; the returned function stops listening. */
  subscribe(channel: string, listener: PushListener): () => void;
}

type SocketFactory = (url: string) => WebSocket;

/** WebSocket.OPEN, without needing the global (tests run where there is none to spare). */
const SOCKET_OPEN = 1;

export function websocketUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/api/connection/websocket`;
}

export function createRealtimeClient(url: string, openSocket: SocketFactory = (address) => new WebSocket(address)): RealtimeClient {
  const listeners = new Map<string, Set<PushListener>>();
  let socket: WebSocket | null = null;
  let connected = false;
  let nextId = CONNECT_ID + 1;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  /** Commands wait for the connect reply; whatever is wanted then is subscribed in one go. */
  const sendCommand = (build: (id: number) => string): void => {
    if (connected && socket?.readyState === SOCKET_OPEN) socket.send(build(nextId++));
  };

  const open = (): void => {
    retryTimer = undefined;
    if (socket || listeners.size === 0) return;
    const current = openSocket(url);
    socket = current;
    current.onopen = () => current.send(connectCommand());
    current.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      const result = handleFrame(message.data);
      for (const reply of result.replies) current.send(reply);
      if (!connected && result.answeredIds.includes(CONNECT_ID)) {
        connected = true;
        failures = 0;
        for (const channel of listeners.keys()) sendCommand((id) => subscribeCommand(id, channel));
      }
      for (const push of result.pushes) {
        for (const listener of listeners.get(push.channel) ?? []) listener(push.data);
      }
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      connected = false;
      // Nobody listens any more: stay closed until someone subscribes again.
      if (listeners.size === 0) return;
      retryTimer = setTimeout(open, reconnectDelay(failures));
      failures += 1;
    };
  };

  return {
    subscribe(channel, listener) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        sendCommand((id) => subscribeCommand(id, channel));
      }
      channelListeners.add(listener);
      if (!socket && retryTimer === undefined) open();
      return () => {
        const current = listeners.get(channel);
        if (!current?.delete(listener) || current.size > 0) return;
        listeners.delete(channel);
        sendCommand((id) => unsubscribeCommand(id, channel));
      };
    },
  };
}
