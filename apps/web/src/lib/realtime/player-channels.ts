import { userChannel, type UserChannelNamespace } from '@casino/shared';
import { logger } from '@/lib/logger';

/** Called with the `data` of each publication of a channel. */
export type ChannelListener = (data: unknown) => void;

/** What the book needs of a connection: open a channel with a publication callback; close it. */
export interface ChannelTransport {
  open(channel: string, onPublication: (data: unknown) => void): () => void;
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

  /** Listens to `namespace` of whichever player is logged in; returns the function that stops. */
  listen(namespace: UserChannelNamespace, listener: ChannelListener): () => void {
    const listeners = this.listeners.get(namespace) ?? new Set();
    this.listeners.set(namespace, listeners);
    // A wrapper per call: one function listening twice is stopped once per call, as expected.
    const entry: ChannelListener = (data) => listener(data);
    listeners.add(entry);
    this.sync();
    return () => {
      if (!listeners.delete(entry)) return;
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
      const open: OpenChannel = {
        namespace,
        // A publication already on its way when the channel closed belongs to a past session.
        close: this.transport.open(channel, (data) => {
          if (this.channels.get(channel) === open) this.dispatch(namespace, data);
        }),
      };
      this.channels.set(channel, open);
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
