import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import type { Executor } from '../../../db/executor';
import { AppError, unauthorized } from '../../../http/app-error';
import { LAUNCH_SESSION_TTL_MS } from './inhouse-games';
import { gameLaunchSessions } from './inhouse.table';

/** 32 random bytes: a launch token cannot be guessed, only handed out by a launch. */
const LAUNCH_TOKEN_BYTES = 32;

export type LaunchSession = typeof gameLaunchSessions.$inferSelect;

export interface NewLaunchSession {
  readonly playerId: string | null;
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
