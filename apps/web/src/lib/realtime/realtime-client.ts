import { Centrifuge, State, unsubscribedCodes } from 'centrifuge';
import { ONLINE_CHANNEL } from '@casino/shared';
import { logger } from '@/lib/logger';
import type { ChannelTransport, SubscriptionToken } from './player-channels';
import {
  realtimeUrl,
  REALTIME_MAX_RECONNECT_DELAY_MS,
  REALTIME_MAX_RESUBSCRIBE_DELAY_MS,
  REALTIME_MAX_SERVER_PING_DELAY_MS,
  REALTIME_MIN_RECONNECT_DELAY_MS,
  REALTIME_MIN_RESUBSCRIBE_DELAY_MS,
  REALTIME_TIMEOUT_MS,
} from './realtime-options';
import { onlineCountStore, parseOnlineCount, realtimeStateStore, type RealtimeState } from './realtime-state';

/**
 * The one socket of the page, on the official `centrifuge` client. This module (and the client
 * with it) is loaded with a dynamic import after the app has mounted, so the first screen's
 * JavaScript does not carry it.
 */

/** What the connection needs of the session (the app plugs it in; lib/ knows no session code). */
export interface RealtimeSession {
  /** The access token fit to send, refreshed when it is about to expire; undefined without one or when the refresh failed. */
  usableToken(): Promise<string | undefined>;
  /** Whether a session is stored: then a missing token is a failed refresh, not a guest. */
  hasSession(): boolean;
  /** The player a token was issued to (its `sub`). */
  playerOfToken(token: string): string | undefined;
}

export interface RealtimeConnection extends ChannelTransport {
  /** Makes the socket the player's: reconnects when it was opened as a guest or for another player. */
  connectAs(profileId: string): void;
  /** Opens the socket again with the session stored now: none after a logout, so as a guest. */
  reconnect(): void;
}

/** An unsubscribe this page asked for (a logout, a last listener gone), as against a server's refusal. */
const UNSUBSCRIBED_BY_PAGE: number = unsubscribedCodes.unsubscribeCalled;

function toRealtimeState(state: State): RealtimeState {
  switch (state) {
    case State.Connected:
      return 'connected';
    case State.Connecting:
      return 'connecting';
    case State.Disconnected:
      return 'disconnected';
  }
}

export function createRealtimeConnection(
  session: RealtimeSession,
  url = realtimeUrl(window.location),
): RealtimeConnection {
  /** The player whose token the socket was last given; undefined for a guest's socket. */
  let socketPlayer: string | undefined;
  /** Counts reconnects: a token asked for before one must not name the socket after it. */
  let reconnects = 0;

  // Asked for a token on every connect without one, at a 109 (token expired) reply, and when the
  // server's ttl runs out (then the client sends a refresh command and the socket stays open).
  const getToken = async (): Promise<string> => {
    const askedAt = reconnects;
    const token = await session.usableToken();
    // Thrown, the client tries again after its back-off instead of connecting as a guest.
    if (!token && session.hasSession()) throw new Error('the session token could not be renewed');
    if (askedAt === reconnects) socketPlayer = token ? session.playerOfToken(token) : undefined;
    return token ?? '';
  };

  const client = new Centrifuge(url, {
    getToken,
    timeout: REALTIME_TIMEOUT_MS,
    minReconnectDelay: REALTIME_MIN_RECONNECT_DELAY_MS,
    maxReconnectDelay: REALTIME_MAX_RECONNECT_DELAY_MS,
    maxServerPingDelay: REALTIME_MAX_SERVER_PING_DELAY_MS,
  });
  client.on('state', ({ newState }) => realtimeStateStore.set(toRealtimeState(newState)));

  const open = (
    channel: string,
    onPublication: (data: unknown) => void,
    getToken?: SubscriptionToken,
  ): (() => void) => {
    const subscription = client.newSubscription(channel, {
      minResubscribeDelay: REALTIME_MIN_RESUBSCRIBE_DELAY_MS,
      maxResubscribeDelay: REALTIME_MAX_RESUBSCRIBE_DELAY_MS,
      ...(getToken ? { getToken } : {}),
    });
    subscription.on('publication', ({ data }) => onPublication(data));
    subscription.on('unsubscribed', ({ code, reason }) => {
      if (code !== UNSUBSCRIBED_BY_PAGE)
        logger.warn(`real-time channel ${channel} closed by the server: ${reason} (${code})`);
    });
    subscription.subscribe();
    return () => client.removeSubscription(subscription);
  };

  const reconnect = (): void => {
    reconnects += 1;
    socketPlayer = undefined;
    // An empty token makes the client ask getToken again rather than reuse the one it holds.
    client.setToken('');
    client.disconnect();
    client.connect();
  };

  // The hub's answer to a channel's subscribe (opened above), each time: from then on its publications arrive.
  const onSubscribed = (channel: string, listener: () => void): (() => void) => {
    const subscription = client.getSubscription(channel);
    if (!subscription) return () => undefined;
    const confirmed = () => listener();
    subscription.on('subscribed', confirmed);
    return () => subscription.removeListener('subscribed', confirmed);
  };

  // Public, and wanted on every page: it stays subscribed across reconnects for the page's life.
  open(ONLINE_CHANNEL, (data) => {
    const count = parseOnlineCount(data);
    if (count !== undefined) onlineCountStore.set(count);
  });
  client.connect();

  return {
    open,
    onSubscribed,
    reconnect,
    connectAs(profileId) {
      if (socketPlayer === profileId && realtimeStateStore.get() !== 'disconnected') return;
      reconnect();
    },
  };
}
