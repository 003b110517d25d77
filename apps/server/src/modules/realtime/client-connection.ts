import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { TokenInspection } from '../auth/auth.service';
import { channelAccess, ONLINE_CHANNEL, type ChannelAccess } from './channels';
import { DisconnectCode, parseCommands, replyErrors, type Command, type ReplyError } from './protocol';
import type { RealtimeHub } from './realtime-hub';

/** Reported in the connect reply: this server's protocol implementation, not a Centrifugo release. */
export const SERVER_VERSION = 'casino-realtime 1';
/** Seconds between the server's pings; the client waits this plus its grace before reconnecting. */
export const PING_INTERVAL_SECONDS = 25;
/** A connection whose token expired is closed when no refresh came within this many seconds. */
const REFRESH_GRACE_SECONDS = 25;
/** Channels one connection may hold: the spec's user channels, the public ones and a sportsbook page's events, with room. */
const MAX_SUBSCRIPTIONS = 128;
/** A client that doesn't read its socket is dropped before its backlog eats the server's memory. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const SLOW_CLIENT_CODE = 3008;

/** What a token tells the hub: who, which session, until when; or why it is refused. */
export type TokenCheck = TokenInspection;

/** One websocket speaking the Centrifugo JSON protocol. */
export class ClientConnection {
  readonly clientId = randomUUID();
  playerId: string | undefined;
  sessionId: string | undefined;
  readonly subscriptions = new Set<string>();
  pongReceived = true;
  /** Set by the hub once the player counts as online on this connection. */
  countedOnline = false;
  private connected = false;
  private closed = false;
  private expiryTimer: NodeJS.Timeout | undefined;
  /** Commands run one after another, in the order they arrived. */
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly socket: WebSocket,
    private readonly hub: RealtimeHub,
  ) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return this.disconnect(DisconnectCode.BadRequest, 'bad request');
      const text = Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.concat(data as Buffer[]).toString('utf8');
      this.queue = this.queue
        .then(() => this.handleFrame(text))
        .catch(() => this.disconnect(DisconnectCode.BadRequest, 'internal error'));
    });
    socket.on('close', () => this.cleanUp());
    socket.on('error', () => this.cleanUp());
  }

  get isConnected(): boolean {
    return this.connected && !this.closed;
  }

  /**
   * Writes a raw protocol frame (a reply, a push or a ping). A fan-out passes the frame already
   * encoded (a Buffer), sent as text: one UTF-8 encoding for all its subscribers, not one each.
   */
  send(frame: string | Buffer): void {
    if (this.closed) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) return this.disconnect(SLOW_CLIENT_CODE, 'slow');
    this.socket.send(frame, { binary: false });
  }

  disconnect(code: number, reason: string): void {
    if (this.closed) return;
    this.socket.close(code, reason);
    this.cleanUp();
  }

  private cleanUp(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.expiryTimer);
    this.hub.forget(this);
  }

  private async handleFrame(text: string): Promise<void> {
    const commands = parseCommands(text);
    if (!commands) return this.disconnect(DisconnectCode.BadRequest, 'bad request');
    for (const command of commands) {
      if (this.closed) return;
      await this.handleCommand(command);
    }
  }

  private async handleCommand(command: Command): Promise<void> {
    const id = command.id;
    // An empty command is the client's pong.
    if (id === undefined || id === 0) {
      this.pongReceived = true;
      return;
    }
    if (command.connect) return this.connect(id, command.connect.token);
    if (!this.connected) return this.disconnect(DisconnectCode.BadRequest, 'bad request');
    if (command.subscribe) return this.subscribe(id, command.subscribe.channel, command.subscribe.token);
    if (command.unsubscribe) return this.unsubscribe(id, command.unsubscribe.channel);
    if (command.refresh) return this.refresh(id, command.refresh.token);
    if (command.publish) return this.replyError(id, replyErrors.permissionDenied);
    if (command.presence || command.presence_stats || command.history || command.rpc || command.sub_refresh) {
      return this.replyError(id, replyErrors.notAvailable);
    }
    this.replyError(id, replyErrors.methodNotFound);
  }

  private async connect(id: number, token: string | undefined): Promise<void> {
    if (this.connected) return this.disconnect(DisconnectCode.BadRequest, 'bad request');
    const result: Record<string, unknown> = {
      client: this.clientId,
      version: SERVER_VERSION,
      ping: PING_INTERVAL_SECONDS,
      pong: true,
    };
    if (token) {
      const check = await this.hub.checkToken(token);
      if (this.closed) return;
      if (check.kind !== 'valid')
        return this.replyError(id, check.kind === 'expired' ? replyErrors.tokenExpired : replyErrors.unauthorized);
      this.authenticate(check);
      Object.assign(result, this.expiry(check.expiresAtSeconds));
    }
    this.connected = true;
    this.pongReceived = true;
    this.hub.connected(this);
    this.reply(id, 'connect', result);
  }

  private async refresh(id: number, token: string | undefined): Promise<void> {
    if (!token || this.playerId === undefined) return this.replyError(id, replyErrors.badRequest);
    const check = await this.hub.checkToken(token);
    if (this.closed) return;
    if (check.kind === 'expired') return this.replyError(id, replyErrors.tokenExpired);
    // A token of another player cannot take over this connection.
    if (check.kind !== 'valid' || check.playerId !== this.playerId)
      return this.disconnect(DisconnectCode.InvalidToken, 'invalid token');
    this.authenticate(check);
    this.reply(id, 'refresh', {
      client: this.clientId,
      version: SERVER_VERSION,
      ...this.expiry(check.expiresAtSeconds),
    });
  }

  private async subscribe(id: number, channel: string | undefined, token: unknown): Promise<void> {
    if (typeof channel !== 'string' || channel === '') return this.replyError(id, replyErrors.badRequest);
    const access = await this.accessTo(channel, typeof token === 'string' && token !== '' ? token : undefined);
    if (this.closed) return;
    if (access === 'unknown_channel') return this.replyError(id, replyErrors.unknownChannel);
    if (access === 'permission_denied') return this.replyError(id, replyErrors.permissionDenied);
    if (access === 'token_expired') return this.replyError(id, replyErrors.tokenExpired);
    if (access === 'failed') return this.replyError(id, replyErrors.internal);
    if (this.subscriptions.has(channel)) return this.replyError(id, replyErrors.alreadySubscribed);
    if (this.subscriptions.size >= MAX_SUBSCRIPTIONS) return this.replyError(id, replyErrors.limitExceeded);
    this.hub.subscribe(this, channel);
    this.reply(id, 'subscribe', {});
    // The channel keeps no history: a new subscriber gets the current count at once.
    if (channel === ONLINE_CHANNEL) this.send(this.hub.onlinePush());
  }

  /** A guarded namespace asks its guard (which may read the database); any other channel is decided here. */
  private async accessTo(
    channel: string,
    token: string | undefined,
  ): Promise<ChannelAccess | 'token_expired' | 'failed'> {
    const guard = this.hub.guardOf(channel);
    if (!guard) return channelAccess(channel, this.playerId);
    try {
      return await guard(channel, { playerId: this.playerId, token });
    } catch {
      // The client tries again later (a temporary error), as after any server trouble.
      return 'failed';
    }
  }

  private unsubscribe(id: number, channel: string | undefined): void {
    if (typeof channel !== 'string') return this.replyError(id, replyErrors.badRequest);
    this.hub.unsubscribe(this, channel);
    this.reply(id, 'unsubscribe', {});
  }

  private authenticate(check: Extract<TokenCheck, { kind: 'valid' }>): void {
    this.playerId = check.playerId;
    this.sessionId = check.sessionId;
    clearTimeout(this.expiryTimer);
    const closeAtMs = (check.expiresAtSeconds + REFRESH_GRACE_SECONDS) * 1000 - Date.now();
    this.expiryTimer = setTimeout(
      () => this.disconnect(DisconnectCode.Expired, 'expired'),
      Math.min(closeAtMs, 2_147_483_647),
    );
    this.expiryTimer.unref();
  }

  /** `expires` asks the client to send a refresh command with a new token after `ttl` seconds. */
  private expiry(expiresAtSeconds: number): { expires: true; ttl: number } {
    return { expires: true, ttl: Math.max(1, expiresAtSeconds - Math.floor(Date.now() / 1000)) };
  }

  private reply(id: number, method: string, result: unknown): void {
    this.send(JSON.stringify({ id, [method]: result }));
  }

  private replyError(id: number, error: ReplyError): void {
    this.send(JSON.stringify({ id, error }));
  }
}
