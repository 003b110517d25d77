import { userChannel, type UserChannelNamespace } from '@casino/shared';
import { logger } from '@/lib/logger';

/** Called with the `data` of each publication of a channel. */
export type ChannelListener = (data: unknown) => void;

/**
 * The token of a channel that opens with one (a subscription token an API handed out): asked at
 * the first subscribe and again when the hub says the token expired.
 */
export type SubscriptionToken = () => Promise<string>;

/** What the book needs of a connection: open a channel with a publication callback; close it. */
export interface ChannelTransport {
  open(channel: string, onPublication: (data: unknown) => void, getToken?: SubscriptionToken): () => void;
  /**
   * Calls `listener` each time the hub confirms the subscription of `channel` (opened with `open`):
   * the first time and again after every reconnect. Returns the function that stops.
   */
  onSubscribed?(channel: string, listener: () => void): () => void;
}

interface OpenChannel {
  readonly namespace: UserChannelNamespace;
  readonly close: () => void;
}

/**
 * The bookkeeping of the player's channels. A channel is open only while three things hold: a
 * player is logged in (SPEC.md section 6: subscriptions are made only for the logged-in profile
 * id), someone listens to its namespace, and the connection has loaded. Listeners outlive logins:
 * a feature listens once and hears whichever player is logged in, never a previous one.
 */
export class PlayerChannelBook {
  private transport: ChannelTransport | undefined;
  private profileId: string | undefined;
  private readonly listeners = new Map<UserChannelNamespace, Set<ChannelListener>>();
  private readonly subscribedListeners = new Map<UserChannelNamespace, Set<() => void>>();
  private readonly channels = new Map<string, OpenChannel>();

  /** The connection is ready: open what is wanted. */
  attach(transport: ChannelTransport): void {
    this.transport = transport;
    this.sync();
  }

  /** The logged-in player, or undefined at logout (every player channel closes). */
  setPlayer(profileId: string | undefined): void {
    this.profileId = profileId;
    this.sync();
  }

  player(): string | undefined {
    return this.profileId;
  }

  /**
   * Listens to `namespace` of whichever player is logged in; returns the function that stops.
   * `onSubscribed` runs each time the hub confirms the channel (its first subscription, and again
   * after a reconnect): what was published before that never arrived, so it is the moment to read
   * again what the listener shows. A listener joining a channel confirmed already is not called:
   * every publication from then on reaches it.
   */
  listen(namespace: UserChannelNamespace, listener: ChannelListener, onSubscribed?: () => void): () => void {
    const listeners = this.listeners.get(namespace) ?? new Set();
    this.listeners.set(namespace, listeners);
    // A wrapper per call: one function listening twice is stopped once per call, as expected.
    const entry: ChannelListener = (data) => listener(data);
    listeners.add(entry);
    const subscribed = onSubscribed ? () => onSubscribed() : undefined;
    const subscribedListeners = this.subscribedListeners.get(namespace) ?? new Set();
    if (subscribed) this.subscribedListeners.set(namespace, subscribedListeners.add(subscribed));
    this.sync();
    return () => {
      if (!listeners.delete(entry)) return;
      if (subscribed && subscribedListeners.delete(subscribed) && subscribedListeners.size === 0)
        this.subscribedListeners.delete(namespace);
      if (listeners.size === 0) this.listeners.delete(namespace);
      this.sync();
    };
  }

  /** The channels open now, for tests and diagnostics. */
  openChannels(): string[] {
    return [...this.channels.keys()];
  }

  private wantedChannels(): Map<string, UserChannelNamespace> {
    const wanted = new Map<string, UserChannelNamespace>();
    if (!this.transport || this.profileId === undefined) return wanted;
    for (const namespace of this.listeners.keys()) wanted.set(userChannel(namespace, this.profileId), namespace);
    return wanted;
  }

  /** Closes what is no longer wanted before opening what is, so a new player never overlaps the old. */
  private sync(): void {
    const wanted = this.wantedChannels();
    for (const [channel, open] of this.channels) {
      if (wanted.has(channel)) continue;
      this.channels.delete(channel);
      open.close();
    }
    for (const [channel, namespace] of wanted) {
      if (this.channels.has(channel) || !this.transport) continue;
      // A publication (or a confirmation) already on its way when the channel closed belongs to a past session.
      const current = () => this.channels.get(channel) === open;
      const closeChannel = this.transport.open(channel, (data) => {
        if (current()) this.dispatch(namespace, data);
      });
      const stopConfirmations = this.transport.onSubscribed?.(channel, () => {
        if (current()) this.dispatchSubscribed(namespace);
      });
      const open: OpenChannel = {
        namespace,
        close: () => {
          stopConfirmations?.();
          closeChannel();
        },
      };
      this.channels.set(channel, open);
    }
  }

  private dispatchSubscribed(namespace: UserChannelNamespace): void {
    for (const listener of [...(this.subscribedListeners.get(namespace) ?? [])]) {
      try {
        listener();
      } catch (error) {
        logger.error(`a subscription listener of ${namespace} failed`, error);
      }
    }
  }

  private dispatch(namespace: UserChannelNamespace, data: unknown): void {
    for (const listener of [...(this.listeners.get(namespace) ?? [])]) {
      try {
        listener(data);
      } catch (error) {
        // One feature's broken listener must not keep the event from the others.
        logger.error(`a listener of ${namespace} failed`, error);
      }
    }
  }
}
