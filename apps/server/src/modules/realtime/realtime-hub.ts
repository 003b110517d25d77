import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { Broker, BrokerMessage } from './broker';
import { ONLINE_CHANNEL, type ChannelAccess } from './channels';
import { ClientConnection, PING_INTERVAL_SECONDS, type TokenCheck } from './client-connection';
import { DisconnectCode, publicationPush } from './protocol';

/** Broker channel on which each process reports how many players it holds; never shown to clients. */
const NODE_ONLINE_CHANNEL = '$internal:online';
/** A process reports its count at least this often, and at most once this often on change. */
const ONLINE_REPORT_INTERVAL_MS = 5_000;
const ONLINE_REPORT_THROTTLE_MS = 1_000;
/** A process silent this long is taken for gone: its players no longer count. */
const NODE_REPORT_STALE_MS = 3 * ONLINE_REPORT_INTERVAL_MS;
/** Sessions are checked in batches of this many ids per query. */
const SESSION_CHECK_BATCH = 1_000;

export interface RealtimeHubOptions {
  readonly broker: Broker;
  readonly checkToken: (token: string) => Promise<TokenCheck>;
  /** Which of these session ids were closed or expired: their connections are dropped. */
  readonly closedSessions: (sessionIds: string[]) => Promise<Set<string>>;
  readonly sessionCheckIntervalMs: number;
  readonly onError: (error: unknown, what: string) => void;
}

/** What a subscriber shows for a guarded channel: the connection's player, if any, and the subscribe command's token. */
export interface ChannelProof {
  readonly playerId: string | undefined;
  readonly token: string | undefined;
}

/**
 * Decides subscriptions to the channels of one namespace that need more than a player id (a guest's
 * conversation with support): `token_expired` asks the client for a fresh token (reply 109).
 */
export type ChannelGuard = (channel: string, proof: ChannelProof) => Promise<ChannelAccess | 'token_expired'>;

interface NodeReport {
  readonly count: number;
  readonly receivedAt: number;
}

/** Every websocket of this process, the channels they hold, and the players online. */
export class RealtimeHub {
  private readonly nodeId = randomUUID();
  private readonly connections = new Set<ClientConnection>();
  private readonly channels = new Map<string, Set<ClientConnection>>();
  /** Connections per player, for the online count. */
  private readonly players = new Map<string, number>();
  private readonly nodeReports = new Map<string, NodeReport>();
  private readonly guards = new Map<string, ChannelGuard>();
  private onlineTotal = 0;
  private lastReportAt = 0;
  private reportTimer: NodeJS.Timeout | undefined;
  private timers: NodeJS.Timeout[] = [];

  constructor(private readonly options: RealtimeHubOptions) {
    options.broker.onMessage((message) => this.deliver(message));
  }

  start(): void {
    if (this.timers.length > 0) return;
    this.timers = [
      setInterval(() => this.pingAll(), PING_INTERVAL_SECONDS * 1000),
      setInterval(() => void this.dropClosedSessions(), this.options.sessionCheckIntervalMs),
      setInterval(() => void this.reportOnline(), ONLINE_REPORT_INTERVAL_MS),
    ];
    for (const timer of this.timers) timer.unref();
    void this.reportOnline();
  }

  /** Ends every connection (shutdown): clients reconnect, to another process or after the restart. */
  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    clearTimeout(this.reportTimer);
    for (const connection of [...this.connections]) connection.disconnect(DisconnectCode.Shutdown, 'shutdown');
  }

  accept(socket: WebSocket): void {
    this.connections.add(new ClientConnection(socket, this));
  }

  get connectionCount(): number {
    return this.connections.size;
  }

  checkToken(token: string): Promise<TokenCheck> {
    return this.options.checkToken(token);
  }

  /** Channels `${namespace}#...` are subscribed only as `guard` decides (a module's own proof). */
  guardNamespace(namespace: string, guard: ChannelGuard): void {
    if (this.guards.has(namespace)) throw new Error(`the real-time namespace ${namespace} is guarded already`);
    this.guards.set(namespace, guard);
  }

  guardOf(channel: string): ChannelGuard | undefined {
    const hash = channel.indexOf('#');
    return hash < 0 ? undefined : this.guards.get(channel.slice(0, hash));
  }

  connected(connection: ClientConnection): void {
    if (connection.playerId === undefined) return;
    connection.countedOnline = true;
    const before = this.players.get(connection.playerId) ?? 0;
    this.players.set(connection.playerId, before + 1);
    if (before === 0) this.onlineChanged();
  }

  subscribe(connection: ClientConnection, channel: string): void {
    connection.subscriptions.add(channel);
    let subscribers = this.channels.get(channel);
    if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
    subscribers.add(connection);
  }

  unsubscribe(connection: ClientConnection, channel: string): void {
    connection.subscriptions.delete(channel);
    const subscribers = this.channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers?.size === 0) this.channels.delete(channel);
  }

  /** A connection closed: drop its subscriptions and, with its last connection, the player. */
  forget(connection: ClientConnection): void {
    if (!this.connections.delete(connection)) return;
    for (const channel of [...connection.subscriptions]) this.unsubscribe(connection, channel);
    const playerId = connection.playerId;
    if (playerId === undefined || !connection.countedOnline) return;
    const left = (this.players.get(playerId) ?? 1) - 1;
    if (left > 0) {
      this.players.set(playerId, left);
      return;
    }
    this.players.delete(playerId);
    this.onlineChanged();
  }

  onlinePush(): string {
    return publicationPush(ONLINE_CHANNEL, { count: this.onlineTotal });
  }

  private deliver(message: BrokerMessage): void {
    if (message.channel === NODE_ONLINE_CHANNEL) return this.receiveNodeReport(message.data);
    const subscribers = this.channels.get(message.channel);
    if (!subscribers || subscribers.size === 0) return;
    const frame = Buffer.from(publicationPush(message.channel, message.data));
    for (const connection of subscribers) connection.send(frame);
  }

  private pingAll(): void {
    for (const connection of this.connections) {
      if (!connection.isConnected) continue;
      if (!connection.pongReceived) {
        connection.disconnect(DisconnectCode.NoPong, 'no pong');
        continue;
      }
      connection.pongReceived = false;
      connection.send('{}');
    }
  }

  private async dropClosedSessions(): Promise<void> {
    const bySession = new Map<string, ClientConnection[]>();
    for (const connection of this.connections) {
      if (connection.sessionId === undefined) continue;
      const list = bySession.get(connection.sessionId) ?? [];
      list.push(connection);
      bySession.set(connection.sessionId, list);
    }
    const sessionIds = [...bySession.keys()];
    try {
      for (let start = 0; start < sessionIds.length; start += SESSION_CHECK_BATCH) {
        const closed = await this.options.closedSessions(sessionIds.slice(start, start + SESSION_CHECK_BATCH));
        for (const sessionId of closed) {
          for (const connection of bySession.get(sessionId) ?? [])
            connection.disconnect(DisconnectCode.InvalidToken, 'session closed');
        }
      }
    } catch (error) {
      this.options.onError(error, 'checking the sessions of real-time connections');
    }
  }

  private onlineChanged(): void {
    if (this.reportTimer || this.timers.length === 0) return;
    const waitMs = Math.max(0, this.lastReportAt + ONLINE_REPORT_THROTTLE_MS - Date.now());
    this.reportTimer = setTimeout(() => {
      this.reportTimer = undefined;
      void this.reportOnline();
    }, waitMs);
    this.reportTimer.unref();
  }

  private async reportOnline(): Promise<void> {
    this.lastReportAt = Date.now();
    try {
      await this.options.broker.publish({
        channel: NODE_ONLINE_CHANNEL,
        data: { node: this.nodeId, count: this.players.size },
      });
    } catch (error) {
      this.options.onError(error, 'reporting the players online');
    }
  }

  private receiveNodeReport(data: unknown): void {
    const report = data as { node?: unknown; count?: unknown } | null;
    if (typeof report?.node !== 'string' || typeof report.count !== 'number') return;
    const now = Date.now();
    this.nodeReports.set(report.node, { count: report.count, receivedAt: now });
    let total = 0;
    for (const [node, { count, receivedAt }] of this.nodeReports) {
      if (now - receivedAt > NODE_REPORT_STALE_MS) this.nodeReports.delete(node);
      else total += count;
    }
    if (total === this.onlineTotal) return;
    this.onlineTotal = total;
    const subscribers = this.channels.get(ONLINE_CHANNEL);
    if (!subscribers) return;
    const frame = this.onlinePush();
    for (const connection of subscribers) connection.send(frame);
  }
}
