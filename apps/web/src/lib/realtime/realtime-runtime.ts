import type { UserChannelNamespace } from '@casino/shared';
import { logger } from '@/lib/logger';
import { PlayerChannelBook, type ChannelListener, type SubscriptionToken } from './player-channels';
import type { RealtimeConnection, RealtimeSession } from './realtime-client';

/**
 * The page's one real-time client and the player channels wanted of it. Light on purpose: the
 * first screen imports this, while `centrifuge` arrives later in the chunk of realtime-client.ts.
 */
const book = new PlayerChannelBook();
let connection: RealtimeConnection | undefined;
let started = false;

/** Creates the client, once, after the app has mounted (SPEC.md section 7: the socket starts at mount). */
export function startRealtime(session: RealtimeSession): void {
  if (started) return;
  started = true;
  import('./realtime-client')
    .then(({ createRealtimeConnection }) => {
      connection = createRealtimeConnection(session);
      book.attach(connection);
      for (const channel of publicChannels.keys()) openPublicChannel(channel);
      for (const entry of provenChannels) openProvenChannel(entry);
    })
    .catch((error: unknown) => {
      // The page works without live updates; the next visit loads the client again.
      logger.error('the real-time client could not be loaded', error);
    });
}

/**
 * A player logged in or was restored: the socket must carry their token (it reconnects when it was
 * a guest's or another player's), then their channels open. In that order, or the hub would refuse
 * a channel asked for on the old socket.
 */
export function setRealtimePlayer(profileId: string): void {
  connection?.connectAs(profileId);
  book.setPlayer(profileId);
}

/** Logout: the player's channels close. */
export function clearRealtimePlayer(): void {
  book.setPlayer(undefined);
}

/** Opens the socket again with the session stored now; after a logout there is none: a guest's socket. */
export function reconnectRealtime(): void {
  connection?.reconnect();
}

/**
 * Listens to `${namespace}#${profileId}` of the logged-in player: publications of whoever is logged
 * in reach `listener`, none while logged out; `onSubscribed` runs each time the hub confirms the
 * channel (see PlayerChannelBook.listen). Returns the function that stops listening.
 */
export function subscribePlayerChannel(
  namespace: UserChannelNamespace,
  listener: ChannelListener,
  onSubscribed?: () => void,
): () => void {
  return book.listen(namespace, listener, onSubscribed);
}

/** Public channels (anyone may subscribe, guests too) and their listeners; each channel open once while someone listens. */
const publicChannels = new Map<string, { readonly listeners: Set<ChannelListener>; close?: () => void }>();

function openPublicChannel(channel: string): void {
  const entry = publicChannels.get(channel);
  if (!entry || entry.close || !connection) return;
  entry.close = connection.open(channel, (data) => {
    for (const listener of entry.listeners) listener(data);
  });
}

/**
 * Listens to a public channel (the jackpot pools, the big wins): opened once the connection has
 * loaded and while anyone listens. Returns the function that stops listening.
 */
export function subscribePublicChannel(channel: string, listener: ChannelListener): () => void {
  const entry = publicChannels.get(channel) ?? { listeners: new Set<ChannelListener>() };
  publicChannels.set(channel, entry);
  const wrapped: ChannelListener = (data) => listener(data);
  entry.listeners.add(wrapped);
  openPublicChannel(channel);
  return () => {
    if (!entry.listeners.delete(wrapped) || entry.listeners.size > 0) return;
    entry.close?.();
    publicChannels.delete(channel);
  };
}

/**
 * What opens a channel that needs a proof: `getToken` gives the subscription token, and
 * `onSubscribed` runs at every (re)subscription, the moment to fetch what went by while it was closed.
 */
export interface ChannelProof {
  readonly getToken: SubscriptionToken;
  readonly onSubscribed?: () => void;
}

interface ProvenChannel {
  readonly channel: string;
  readonly listener: ChannelListener;
  readonly proof: ChannelProof;
  close?: () => void;
}

/** Channels that open with a token (a support conversation), each opened once the connection has loaded. */
const provenChannels = new Set<ProvenChannel>();

function openProvenChannel(entry: ProvenChannel): void {
  if (entry.close || !connection) return;
  const close = connection.open(entry.channel, (data) => entry.listener(data), entry.proof.getToken);
  const { onSubscribed } = entry.proof;
  const stop = onSubscribed ? connection.onSubscribed?.(entry.channel, onSubscribed) : undefined;
  entry.close = () => {
    stop?.();
    close();
  };
}

/**
 * Listens to a channel the server opens only with a proof, a guest's as well as a player's: the
 * token comes from `proof.getToken`, and `proof.onSubscribed` runs at every (re)subscription.
 * Returns the function that stops listening.
 */
export function subscribeProvenChannel(channel: string, proof: ChannelProof, listener: ChannelListener): () => void {
  const entry: ProvenChannel = { channel, listener, proof };
  provenChannels.add(entry);
  openProvenChannel(entry);
  return () => {
    if (!provenChannels.delete(entry)) return;
    entry.close?.();
  };
}
