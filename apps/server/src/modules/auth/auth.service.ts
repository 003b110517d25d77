import { and, count, desc, eq, gt, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { PlayerStatus, type PageMeta, type PlayerId, type SessionView } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, forbidden, notFound, unauthorized } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import type { AccessTokenSigner } from './access-token';
import { sessions } from './auth.table';
import { recordSecurityEvent, type SecurityEventName } from './security-events';
import { noticeOfNewDevice } from './new-device';
import { NO_NOTIFY, type Notify } from '../notification/notification.service';
import * as autologinTokens from './autologin-tokens';
import * as identities from './identities';
import type { IdentityRecord, SocialConnectionView } from './identities';
import * as securityEventLog from './security-event-log';
import type { SecurityEventView } from './security-event-log';

/** One-time codes (SMS and e-mail codes, e-mailed links), for the modules that send them. */
export type { IssuedCode, LinkCodeResult, OneTimeCodePurpose, OneTimeCodeStore, RedeemedCode } from './one-time-codes';
export { ONE_TIME_CODE_LIMITS } from './one-time-codes';
/** Secrets made on first start and kept in the database (a key the operator did not configure). */
export { storedServerSecret } from './server-secrets';

export type LoginMethod = 'password' | 'phone' | 'registration' | 'social' | 'autologin' | 'telegram';

/** `last_seen_at` is written at most this often per session, not on every request. */
const SESSION_TOUCH_INTERVAL_SECONDS = 60;

export interface AuthenticatedPlayer {
  readonly playerId: PlayerId;
  readonly sessionId: string;
  /** The player's stored language (players.locale), read with the session check. */
  readonly locale?: string;
}

export type { SessionView };

export interface SessionStart {
  readonly method: LoginMethod;
  readonly client: ClientContext;
  readonly fingerprint?: string | undefined;
}

/** The player's status, from the player module (which itself starts sessions through this one). */
export interface PlayerStanding {
  readonly status: PlayerStatus;
  readonly locale: string;
}
export type PlayerStandingLookup = (playerId: string) => Promise<PlayerStanding | undefined>;

/** What a bearer token of a long-lived connection (the websocket) says, or why it is refused. */
export type TokenInspection =
  | { readonly kind: 'valid'; readonly playerId: string; readonly sessionId: string; readonly expiresAtSeconds: number }
  | { readonly kind: 'expired' }
  | { readonly kind: 'refused' };

/** An expired token is told apart from a forged one by checking it again with this much tolerance. */
const EXPIRED_TOKEN_TOLERANCE_SECONDS = 366 * 86_400;

export class AuthService {
  /**
   * Told when a player logs in (on the session's transaction) or comes back with an open session
   * (at most once per touch interval, without one): retention counts login days from it.
   */
  playerSeen: (playerId: string, executor?: Executor) => Promise<void> = async () => undefined;

  /** The player's message of a login from a new device, on the session's transaction; app.ts sets it. */
  notify: Notify = NO_NOTIFY;

  constructor(
    private readonly db: Database,
    private readonly signer: AccessTokenSigner,
    private readonly sessionTtlDays: number,
    private readonly playerStandingOf: PlayerStandingLookup,
  ) {}

  /** Opens a session and returns its first access token; runs on the caller's transaction. */
  async startSession(
    executor: Executor,
    playerId: string,
    start: SessionStart,
  ): Promise<{ accessToken: string; sessionId: string }> {
    const device = { fingerprint: start.fingerprint?.slice(0, 128) ?? null, userAgent: start.client.userAgent ?? null };
    const [session] = await executor
      .insert(sessions)
      .values({
        playerId,
        method: start.method,
        ip: start.client.ip,
        platform: start.client.platform ?? null,
        ...device,
        expiresAt: this.sessionExpiry(),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session was not created');
    await recordSecurityEvent(
      executor,
      start.method === 'registration' ? 'registered' : 'login',
      playerId,
      start.client,
      {
        method: start.method,
        sessionId: session.id,
      },
    );
    if (start.method !== 'registration')
      await noticeOfNewDevice(executor, this.notify, { playerId, sessionId: session.id, ...device });
    await this.playerSeen(playerId, executor);
    const { token } = await this.signer.issue(playerId, session.id);
    return { accessToken: token, sessionId: session.id };
  }

  /** Who the bearer token belongs to; a closed or expired session is refused at once. */
  async authenticate(token: string | undefined): Promise<AuthenticatedPlayer> {
    if (!token) throw unauthorized();
    const claims = await this.signer.verify(token);
    if (!claims) throw unauthorized('Your session has expired. Log in again.');
    const { locale } = await this.requireOpenSession(claims.sub, claims.sid);
    await this.touch(claims.sid, claims.sub);
    return { playerId: claims.sub, sessionId: claims.sid, locale };
  }

  /** As `authenticate`, for the websocket: an expired token is told apart (it asks for a refresh). */
  async inspectToken(token: string): Promise<TokenInspection> {
    const claims = await this.signer.verify(token);
    if (!claims) {
      const expired = await this.signer.verify(token, { expiredToleranceSeconds: EXPIRED_TOKEN_TOLERANCE_SECONDS });
      return { kind: expired ? 'expired' : 'refused' };
    }
    try {
      await this.authenticate(token);
    } catch (error) {
      if (error instanceof AppError) return { kind: 'refused' };
      throw error;
    }
    return { kind: 'valid', playerId: claims.sub, sessionId: claims.sid, expiresAtSeconds: claims.exp };
  }

  /** Which of these sessions are closed, expired or gone: their websockets are dropped. */
  async closedSessionIds(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const open = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, [...sessionIds]), isNull(sessions.closedAt), gt(sessions.expiresAt, sql`now()`)));
    const stillOpen = new Set(open.map((row) => row.id));
    return new Set(sessionIds.filter((id) => !stillOpen.has(id)));
  }

  /** A new token for the same open session; accepts a token that expired within the session's lifetime. */
  async refresh(token: string | undefined): Promise<{ accessToken: string }> {
    if (!token) throw unauthorized();
    const claims = await this.signer.verify(token, { expiredToleranceSeconds: this.sessionTtlDays * 86_400 });
    if (!claims) throw unauthorized('Your session has expired. Log in again.');
    await this.requireOpenSession(claims.sub, claims.sid);
    await this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: this.sessionExpiry() })
      .where(eq(sessions.id, claims.sid));
    const { token: accessToken } = await this.signer.issue(claims.sub, claims.sid);
    return { accessToken };
  }

  async logout(auth: AuthenticatedPlayer, client: ClientContext): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.close(tx, auth.playerId, auth.sessionId, 'logout');
      await recordSecurityEvent(tx, 'logout', auth.playerId, client, { sessionId: auth.sessionId });
    });
  }

  async listSessions(
    auth: AuthenticatedPlayer,
    page: number,
    perPage: number,
  ): Promise<{ data: SessionView[]; meta: PageMeta }> {
    const open = and(
      eq(sessions.playerId, auth.playerId),
      isNull(sessions.closedAt),
      gt(sessions.expiresAt, sql`now()`),
    );
    const [total] = await this.db.select({ rows: count() }).from(sessions).where(open);
    const rows = await this.db
      .select()
      .from(sessions)
      .where(open)
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    const totalRows = total?.rows ?? 0;
    return {
      data: rows.map((row) => ({
        id: row.id,
        method: row.method,
        ip: row.ip,
        userAgent: row.userAgent,
        platform: row.platform,
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        isCurrent: row.id === auth.sessionId,
      })),
      meta: { page, perPage, totalRows, totalPages: Math.ceil(totalRows / perPage) },
    };
  }

  /** Closes one of the player's own sessions; another player's session id is simply not found. */
  async closeSession(auth: AuthenticatedPlayer, sessionId: string, client: ClientContext): Promise<void> {
    await this.db.transaction(async (tx) => {
      const closed = await this.close(tx, auth.playerId, sessionId, 'closed_by_player');
      if (!closed) throw notFound('There is no open session with this id');
      await recordSecurityEvent(tx, 'session_closed', auth.playerId, client, { sessionId });
    });
  }

  async closeOtherSessionsNow(auth: AuthenticatedPlayer, client: ClientContext): Promise<number> {
    return this.db.transaction((tx) => this.closeOtherSessions(tx, auth, client));
  }

  async closeOtherSessions(
    executor: Executor,
    auth: AuthenticatedPlayer,
    client: ClientContext,
    reason = 'closed_by_player',
  ): Promise<number> {
    const closed = await executor
      .update(sessions)
      .set({ closedAt: new Date(), closeReason: reason })
      .where(and(eq(sessions.playerId, auth.playerId), ne(sessions.id, auth.sessionId), isNull(sessions.closedAt)))
      .returning({ id: sessions.id });
    await recordSecurityEvent(executor, 'other_sessions_closed', auth.playerId, client, {
      count: closed.length,
      reason,
    });
    return closed.length;
  }

  async recordFailedLogin(playerId: string | null, client: ClientContext, account: string): Promise<void> {
    await recordSecurityEvent(this.db, 'login_failed', playerId, client, { account });
  }

  async recordPasswordChange(executor: Executor, playerId: string, client: ClientContext): Promise<void> {
    await recordSecurityEvent(executor, 'password_changed', playerId, client);
  }

  /** Writes a security event of another module (password reset, e-mail confirmed) to the audit table. */
  async recordEvent(
    executor: Executor,
    event: SecurityEventName,
    playerId: string | null,
    client: ClientContext | undefined,
    details: Record<string, unknown> = {},
  ): Promise<void> {
    await recordSecurityEvent(executor, event, playerId, client, details);
  }

  /** Closes every open session of the player (after a password reset): all their tokens stop at once. */
  async closeAllSessions(executor: Executor, playerId: string, reason: string): Promise<number> {
    const closed = await executor
      .update(sessions)
      .set({ closedAt: new Date(), closeReason: reason })
      .where(and(eq(sessions.playerId, playerId), isNull(sessions.closedAt)))
      .returning({ id: sessions.id });
    return closed.length;
  }

  private async close(executor: Executor, playerId: string, sessionId: string, reason: string): Promise<boolean> {
    const closed = await executor
      .update(sessions)
      .set({ closedAt: new Date(), closeReason: reason })
      .where(and(eq(sessions.id, sessionId), eq(sessions.playerId, playerId), isNull(sessions.closedAt)))
      .returning({ id: sessions.id });
    return closed.length > 0;
  }

  private async requireOpenSession(playerId: string, sessionId: string): Promise<PlayerStanding> {
    const [row] = await this.db
      .select({ closedAt: sessions.closedAt, expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), eq(sessions.playerId, playerId)));
    if (!row || row.closedAt || row.expiresAt.getTime() <= Date.now())
      throw unauthorized('Your session has ended. Log in again.');
    const standing = await this.playerStandingOf(playerId);
    if (standing === undefined) throw unauthorized('Your session has ended. Log in again.');
    if (standing.status === PlayerStatus.Blocked || standing.status === PlayerStatus.Closed) {
      throw forbidden('player_blocked', 'This account is blocked. Contact support.');
    }
    return standing;
  }

  private async touch(sessionId: string, playerId: string): Promise<void> {
    const touched = await this.db
      .update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: this.sessionExpiry() })
      .where(
        and(
          eq(sessions.id, sessionId),
          sql`${sessions.lastSeenAt} < now() - make_interval(secs => ${SESSION_TOUCH_INTERVAL_SECONDS})`,
        ),
      )
      .returning({ id: sessions.id });
    if (touched.length > 0) await this.playerSeen(playerId);
  }

  private sessionExpiry(): Date {
    return new Date(Date.now() + this.sessionTtlDays * 86_400_000);
  }

  // Identities at social providers and the messenger (social_connections); on the caller's executor.

  /** Who holds an identity at a provider, if anyone. */
  findIdentityOwner(
    executor: Executor,
    provider: string,
    subject: string,
  ): Promise<{ playerId: string; connection: SocialConnectionView } | undefined> {
    return identities.findOwner(executor, provider, subject);
  }

  listSocialConnections(playerId: string, executor: Executor = this.db): Promise<SocialConnectionView[]> {
    return identities.listForPlayer(executor, playerId);
  }

  /** Links an identity to the player (security event 'social_linked'); a second owner is a unique violation. */
  linkIdentity(
    executor: Executor,
    playerId: string,
    identity: IdentityRecord,
    client: ClientContext,
  ): Promise<SocialConnectionView> {
    return identities.link(executor, playerId, identity, client);
  }

  /** Unlinks the player's identity at a provider (security event 'social_unlinked'); false when there was none. */
  unlinkIdentity(executor: Executor, playerId: string, provider: string, client: ClientContext): Promise<boolean> {
    return identities.unlink(executor, playerId, provider, client);
  }

  // Auto-login tokens minted through the operator API.

  issueAutologinToken(
    playerId: string,
    ttlSeconds: number,
    client: ClientContext,
  ): Promise<{ token: string; expiresAt: Date }> {
    return autologinTokens.issue(this.db, playerId, ttlSeconds, client);
  }

  /** Spends a single-use token: the player it logs in, or undefined when unknown, used or expired. */
  consumeAutologinToken(executor: Executor, token: string): Promise<string | undefined> {
    return autologinTokens.consume(executor, token);
  }

  /** A player's security events, newest first, for operators. */
  listSecurityEvents(
    playerId: string,
    page: number,
    perPage: number,
  ): Promise<{ data: SecurityEventView[]; meta: PageMeta }> {
    return securityEventLog.listForPlayer(this.db, playerId, page, perPage);
  }
}

export const invalidCredentials = (): AppError =>
  new AppError(401, 'invalid_credentials', 'The e-mail, phone or password is not correct');

export { AUTOLOGIN_TOKEN_TTL_LIMITS } from './autologin-tokens';
export { MESSENGER_PROVIDER, type IdentityRecord, type SocialConnectionView } from './identities';
export type { SecurityEventView } from './security-event-log';

/**
 * "This login is open" (not closed, not expired) as an SQL condition over a session id, for a
 * module that checks it inside its own query instead of with another round trip (the game
 * provider's launch token lookup, on every round). Same rule as `closedSessionIds`.
 */
export function openLoginCondition(sessionId: SQL): SQL {
  return sql`exists (select 1 from ${sessions} where ${sessions.id} = ${sessionId} and ${sessions.closedAt} is null and ${sessions.expiresAt} > now())`;
}
