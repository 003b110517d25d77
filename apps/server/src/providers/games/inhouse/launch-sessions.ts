import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { AppError, unauthorized } from '../../../http/app-error';
import { LAUNCH_SESSION_TTL_MS } from './inhouse-games';
import { gameLaunchSessions, inhouseRounds } from './inhouse.table';

/** 32 random bytes: a launch token cannot be guessed, only handed out by a launch. */
const LAUNCH_TOKEN_BYTES = 32;

export type LaunchSession = typeof gameLaunchSessions.$inferSelect;

export interface NewLaunchSession {
  readonly playerId: string | null;
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
  await db.insert(gameLaunchSessions).values({ ...session, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + LAUNCH_SESSION_TTL_MS) });
  return token;
}

/** The live session of a token; unknown or expired is 401, as for any credential. */
export async function requireLaunchSession(executor: Executor, token: string, options: { lock?: boolean } = {}): Promise<LaunchSession> {
  const query = executor
    .select()
    .from(gameLaunchSessions)
    .where(and(eq(gameLaunchSessions.tokenHash, hashToken(token)), gt(gameLaunchSessions.expiresAt, sql`now()`)));
  const [session] = options.lock ? await query.for('update') : await query;
  if (!session) throw unauthorized('This game session has ended: open the game again');
  return session;
}

/**
 * A player's launch token is good only while the login that launched it is open: logout, a
 * closed session and a password reset end the game at once. A guest's demo has no login.
 */
export async function requireOpenLogin(session: LaunchSession, isLoginOpen: (authSessionId: string) => Promise<boolean>): Promise<void> {
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
  if (!row || row.balance === null) throw new AppError(422, 'insufficient_funds', 'Not enough play money: open the game again for a new balance');
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
