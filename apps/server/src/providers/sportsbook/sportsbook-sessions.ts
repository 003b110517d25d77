import { eq, sql, type SQL } from 'drizzle-orm';
import { SPORTSBOOK_GAME_IDENTITY } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, unauthorized } from '../../http/app-error';
import { games } from '../../modules/game/game.table';
import { requireLaunchSession } from '../games/inhouse/launch-sessions';
import type { BettingSession } from './betting/sportsbook-betting';

/** A widget token's player: their id, the launch's currency and its minor units. */
export interface WidgetPlayer extends BettingSession {
  readonly subunitToUnit: number;
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,128})$/;

/**
 * The widget token: a launch session of the sportsbook's catalogue entry, opened by the
 * platform's start-game call for a logged-in player. It is good while it has not expired and the
 * login that opened it is still open (logout or a password reset ends betting at once).
 */
export class SportsbookSessions {
  private gameIdCache: string | undefined;

  constructor(
    private readonly db: Database,
    private readonly openLoginCondition: (authSessionId: SQL) => SQL,
  ) {}

  /** The catalogue id of the sportsbook entry (made on start, see sportsbook.plugin.ts). */
  async gameId(executor: Executor = this.db): Promise<string> {
    if (this.gameIdCache) return this.gameIdCache;
    // On the caller's transaction when there is one: PGlite's one connection is held by it.
    const [row] = await executor
      .select({ id: games.id })
      .from(games)
      .where(eq(games.identity, SPORTSBOOK_GAME_IDENTITY));
    if (!row) throw new Error('the sportsbook has no catalogue entry yet');
    this.gameIdCache = row.id;
    return row.id;
  }

  async require(authorization: string | undefined): Promise<WidgetPlayer> {
    const token = authorization ? BEARER.exec(authorization)?.[1] : undefined;
    if (!token) throw unauthorized('Sign in to bet: the sportsbook needs the token of your session');
    const session = await requireLaunchSession(this.db, token);
    if (session.gameId !== (await this.gameId()) || session.playerId === null || session.isDemo)
      throw unauthorized('This token is not a sportsbook session');
    if (session.authSessionId === null)
      throw new AppError(401, 'session_ended', 'Your session has ended: sign in again');
    const [row] = await queryRows<{ open: boolean }>(
      this.db,
      sql`select ${this.openLoginCondition(sql`${session.authSessionId}::uuid`)} as open`,
    );
    if (!row?.open) throw new AppError(401, 'session_ended', 'Your session has ended: sign in again');
    return { playerId: session.playerId, currency: session.currency, subunitToUnit: session.subunitToUnit };
  }
}
