import { eq } from 'drizzle-orm';
import { PlayerStatus } from '@casino/shared';
import type { Database } from '../../db/database';
import { AppError, notFound } from '../../http/app-error';
import type { ClientContext } from '../../http/client-context';
import type { AuthService } from '../auth/auth.service';
import { players } from './player.table';

export interface PlayerBlockResult {
  readonly playerId: string;
  readonly status: 'active' | 'blocked';
  /** Sessions this call closed: a block ends every one at once. */
  readonly sessionsClosed: number;
}

export const playerClosed = (): AppError =>
  new AppError(409, 'player_closed', 'This account is closed: it can be neither blocked nor unblocked');

/**
 * An operator's block or unblock, on the player's row locked. A block ends every session at once
 * (the next call of any device answers 401, its real-time connection drops at the hub's next
 * session check; signing in again, by any way, answers 403 player_blocked) and is written to
 * the player's security events with the operator's reason. Asking for the state the player is
 * already in changes nothing and writes nothing. A closed account stays closed (409).
 */
export async function setPlayerBlocked(
  db: Database,
  auth: AuthService,
  change: { playerId: string; blocked: boolean; reason: string },
  client: ClientContext,
): Promise<PlayerBlockResult> {
  const wanted = change.blocked ? PlayerStatus.Blocked : PlayerStatus.Active;
  return db.transaction(async (tx) => {
    const [player] = await tx
      .select({ status: players.status })
      .from(players)
      .where(eq(players.id, change.playerId))
      .for('update');
    if (!player) throw notFound('There is no such player');
    if (player.status === PlayerStatus.Closed) throw playerClosed();
    const result = { playerId: change.playerId, status: change.blocked ? 'blocked' : 'active' } as const;
    if (player.status === wanted) return { ...result, sessionsClosed: 0 };
    await tx.update(players).set({ status: wanted, updatedAt: new Date() }).where(eq(players.id, change.playerId));
    const sessionsClosed = change.blocked ? await auth.closeAllSessions(tx, change.playerId, 'blocked') : 0;
    await auth.recordEvent(tx, change.blocked ? 'blocked' : 'unblocked', change.playerId, client, {
      reason: change.reason,
      by: 'operator',
    });
    return { ...result, sessionsClosed };
  });
}
