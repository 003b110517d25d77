import type { PlayerId } from '@casino/shared';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, getTableColumns, gt, lt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { AppError, unauthorized } from '../../../http/app-error';
import type { LaunchableGame } from '../../../modules/game/game.service';
import { enabledGame } from '../../../modules/game/game-views';
import { gameProviders, games } from '../../../modules/game/game.table';
import { LAUNCH_SESSION_TTL_MS } from './inhouse-games';
import { gameLaunchSessions, inhouseRounds } from './inhouse.table';

/** 32 random bytes: a launch token cannot be guessed, only handed out by a launch. */
const LAUNCH_TOKEN_BYTES = 32;

export type LaunchSession = typeof gameLaunchSessions.$inferSelect;

export interface NewLaunchSession {
  readonly playerId: PlayerId | null;
  /** The player's login that launched (null for a guest): the token ends with it. */
  readonly authSessionId: string | null;
  readonly gameId: string;
  readonly currency: string;
  readonly subunitToUnit: number;
  readonly isDemo: boolean;
  readonly demoBalance: bigint | null;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Opens a launch session; the token is returned once and only its hash is kept. */
export async function createLaunchSession(db: Database, session: NewLaunchSession): Promise<string> {
  const token = randomBytes(LAUNCH_TOKEN_BYTES).toString('base64url');
  await db
    .insert(gameLaunchSessions)
    .values({ ...session, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LAUNCH_SESSION_TTL_MS) });
  return token;
}

/** The live session of a token; unknown or expired is 401, as for any credential. */
export async function requireLaunchSession(
  executor: Executor,
  token: string,
  options: { lock?: boolean } = {},
): Promise<LaunchSession> {
  const query = executor
    .select()
    .from(gameLaunchSessions)
    .where(and(eq(gameLaunchSessions.tokenHash, hashToken(token)), gt(gameLaunchSessions.expiresAt, sql`now()`)));
  const [session] = options.lock ? await query.for('update') : await query;
  if (!session) throw unauthorized('This game session has ended: open the game again');
  return session;
}

/** A launch session with what every call checks, read in one statement. */
export interface PlaySession {
  readonly session: LaunchSession;
  /** Whether the login that launched it is still open (false for a guest: there is none). */
  readonly loginOpen: boolean;
  /** The session's game when it is still enabled in the catalogue, with its studio's integration. */
  readonly game: LaunchableGame | undefined;
}

/**
 * The live session of a token (unknown or expired is 401), its login's state and its game, in
 * one statement: a round does not pay three round trips for what it checks first.
 * `openLogin` is the auth module's condition over the session's login id.
 */
export async function requirePlaySession(
  executor: Executor,
  token: string,
  openLogin: (authSessionId: SQL) => SQL,
): Promise<PlaySession> {
  const authSessionId = sql`${gameLaunchSessions.authSessionId}`;
  const [row] = await executor
    .select({
      session: getTableColumns(gameLaunchSessions),
      loginOpen: sql<boolean>`(${authSessionId} is not null and ${openLogin(authSessionId)})`.mapWith(Boolean),
      game: {
        id: games.id,
        identity: games.identity,
        name: games.name,
        rtpBasisPoints: games.rtpBasisPoints,
        hasDemo: games.hasDemo,
        isPlayable: games.isPlayable,
        integration: gameProviders.integration,
      },
    })
    .from(gameLaunchSessions)
    // A game switched off since the launch is not found: it cannot be played on.
    .leftJoin(games, and(eq(games.id, gameLaunchSessions.gameId), enabledGame))
    .leftJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(eq(gameLaunchSessions.tokenHash, hashToken(token)), gt(gameLaunchSessions.expiresAt, sql`now()`)));
  if (!row) throw unauthorized('This game session has ended: open the game again');
  return { session: row.session, loginOpen: row.loginOpen, game: launchableOf(row.game) };
}

/** The left-joined game columns: all set when the game was found, all null when not. */
function launchableOf(
  game: { [K in keyof LaunchableGame]: LaunchableGame[K] | null } | null,
): LaunchableGame | undefined {
  if (!game) return undefined;
  const { id, identity, name, rtpBasisPoints, hasDemo, isPlayable, integration } = game;
  if (
    id === null ||
    identity === null ||
    name === null ||
    rtpBasisPoints === null ||
    hasDemo === null ||
    isPlayable === null ||
    integration === null
  )
    return undefined;
  return { id, identity, name, rtpBasisPoints, hasDemo, isPlayable, integration };
}

/** A player's session needs its login open; a guest's demo has none. */
export function assertOpenLogin({ session, loginOpen }: PlaySession): void {
  if (session.playerId === null || loginOpen) return;
  throw new AppError(401, 'session_ended', 'Your session has ended: sign in again and reopen the game');
}

/**
 * A player's launch token is good only while the login that launched it is open: logout, a
 * closed session and a password reset end the game at once. A guest's demo has no login.
 */
export async function requireOpenLogin(
  session: LaunchSession,
  isLoginOpen: (authSessionId: string) => Promise<boolean>,
): Promise<void> {
  if (session.playerId === null) return;
  // A real-money launch made before launches were bound to a login has none: it is ended too.
  if (session.authSessionId === null || !(await isLoginOpen(session.authSessionId))) {
    throw new AppError(401, 'session_ended', 'Your session has ended: sign in again and reopen the game');
  }
}

/** Moves play money of a demo session: the stake out (negative) or a win in. Never below zero. */
export async function moveDemoBalance(executor: Executor, sessionId: string, amount: bigint): Promise<bigint> {
  const [row] = await executor
    .update(gameLaunchSessions)
    .set({ demoBalance: sql`${gameLaunchSessions.demoBalance} + ${amount}` })
    .where(and(eq(gameLaunchSessions.id, sessionId), sql`${gameLaunchSessions.demoBalance} + ${amount} >= 0`))
    .returning({ balance: gameLaunchSessions.demoBalance });
  if (!row || row.balance === null)
    throw new AppError(422, 'insufficient_funds', 'Not enough play money: open the game again for a new balance');
  return row.balance;
}

/**
 * Deletes the launch sessions expired before `now` (guest demos pile up otherwise); their demo
 * rounds and a guest's seed pairs go with them. A session with real-money rounds is kept: those
 * rounds are the provider's record of money moved (and an open one resumes on the next launch).
 * Idempotent: a second run finds nothing. Answers how many were deleted.
 */
export async function pruneExpiredLaunchSessions(executor: Executor, now: Date): Promise<number> {
  const realMoneyRounds = executor
    .select({ id: inhouseRounds.id })
    .from(inhouseRounds)
    .where(and(eq(inhouseRounds.launchSessionId, gameLaunchSessions.id), eq(inhouseRounds.isDemo, false)));
  const deleted = await executor
    .delete(gameLaunchSessions)
    .where(and(lt(gameLaunchSessions.expiresAt, now), notExists(realMoneyRounds)))
    .returning({ id: gameLaunchSessions.id });
  return deleted.length;
}
