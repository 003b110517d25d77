/**
 * A tiny Centrifugo client for the public sportsbook channels: one WebSocket for every mounted
 * view, channels counted by listener so a channel is subscribed once and left when its last
 * listener goes. On a drop it reconnects with backoff and subscribes again to what is still wanted.
 */
import {
  CONNECT_ID,
  connectCommand,
  handleFrame,
  reconnectDelay,
  subscribeCommand,
  unsubscribeCommand,
} from './centrifugo-protocol';

export type PushListener = (data: unknown) => void;

export interface RealtimeClient {
  /**
   * Listens on a channel; the returned function stops listening. `onSubscribed` runs each time the
   * server confirms the channel (first, and again after a reconnect), and at once when it already
   * is: a push sent before then was missed, so that is when a view reads its data again.
   */
  subscribe(channel: string, listener: PushListener, onSubscribed?: () => void): () => void;
}

type SocketFactory = (url: string) => WebSocket;

/** WebSocket.OPEN, without needing the global (tests run where there is none to spare). */
const SOCKET_OPEN = 1;

export function websocketUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/api/connection/websocket`;
}

export function createRealtimeClient(
  url: string,
  openSocket: SocketFactory = (address) => new WebSocket(address),
): RealtimeClient {
  const listeners = new Map<string, Set<PushListener>>();
  const confirmations = new Map<string, Set<() => void>>();
  /** Subscribe command ids waiting for their reply, and the channel each asked for. */
  const pendingSubscriptions = new Map<number, string>();
  const confirmedChannels = new Set<string>();
  let socket: WebSocket | null = null;
  let connected = false;
  let nextId = CONNECT_ID + 1;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  /** Commands wait for the connect reply; whatever is wanted then is subscribed in one go. */
  const sendCommand = (build: (id: number) => string): number | undefined => {
    if (!connected || socket?.readyState !== SOCKET_OPEN) return undefined;
    const id = nextId++;
    socket.send(build(id));
    return id;
  };
  const sendSubscribe = (channel: string): void => {
    const id = sendCommand((commandId) => subscribeCommand(commandId, channel));
    if (id !== undefined) pendingSubscriptions.set(id, channel);
  };
  const confirm = (answeredIds: readonly number[]): void => {
    for (const id of answeredIds) {
      const channel = pendingSubscriptions.get(id);
      if (channel === undefined) continue;
      pendingSubscriptions.delete(id);
      if (!listeners.has(channel)) continue;
      confirmedChannels.add(channel);
      for (const onSubscribed of confirmations.get(channel) ?? []) onSubscribed();
    }
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
        for (const channel of listeners.keys()) sendSubscribe(channel);
      }
      confirm(result.answeredIds);
      for (const push of result.pushes) {
        for (const listener of listeners.get(push.channel) ?? []) listener(push.data);
      }
    };
    current.onclose = () => {
      if (socket !== current) return;
      socket = null;
      connected = false;
      pendingSubscriptions.clear();
      confirmedChannels.clear();
      // Nobody listens any more: stay closed until someone subscribes again.
      if (listeners.size === 0) return;
      retryTimer = setTimeout(open, reconnectDelay(failures));
      failures += 1;
    };
  };

  return {
    subscribe(channel, listener, onSubscribed) {
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        sendSubscribe(channel);
      }
      channelListeners.add(listener);
      if (onSubscribed) {
        const callbacks = confirmations.get(channel) ?? new Set();
        callbacks.add(onSubscribed);
        confirmations.set(channel, callbacks);
        if (confirmedChannels.has(channel)) onSubscribed();
      }
      if (!socket && retryTimer === undefined) open();
      return () => {
        if (onSubscribed) confirmations.get(channel)?.delete(onSubscribed);
        const current = listeners.get(channel);
        if (!current?.delete(listener) || current.size > 0) return;
        listeners.delete(channel);
        confirmations.delete(channel);
        confirmedChannels.delete(channel);
        sendCommand((id) => unsubscribeCommand(id, channel));
      };
    },
  };
}
