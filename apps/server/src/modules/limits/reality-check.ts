import { sql } from 'drizzle-orm';
import { GameRoundStatus, type REALITY_CHECK_INTERVAL_MINUTES, type RealityCheckView } from '@casino/shared';
import { queryRows, type Database } from '../../db/database';
import { playerRealityChecks } from './limits.table';

export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVAL_MINUTES)[number];

export type { RealityCheckView };

/** The reality check (beyond the spec): time played and net result of the login session, at the player's interval. */
export class RealityCheckService {
  constructor(private readonly db: Database) {}

  async get(playerId: string, sessionId: string): Promise<RealityCheckView> {
    const [setting] = await queryRows<{ interval_minutes: number }>(
      this.db,
      sql`select interval_minutes from player_reality_checks where player_id = ${playerId}`,
    );
    const [session] = await queryRows<{ created_at: string | Date }>(
      this.db,
      sql`select created_at from sessions where id = ${sessionId} and player_id = ${playerId}`,
    );
    const startedAt = session ? new Date(session.created_at) : new Date();
    const rows = await queryRows<{ currency: string; staked: string; won: string }>(
      this.db,
      sql`select currency, coalesce(sum(bet), 0)::text as staked, coalesce(sum(win), 0)::text as won
          from game_rounds
          where player_id = ${playerId} and not is_demo and status <> ${GameRoundStatus.RolledBack} and created_at >= ${startedAt.toISOString()}::timestamptz
          group by currency order by currency`,
    );
    return {
      intervalMinutes: (setting?.interval_minutes ?? 0) as RealityCheckInterval,
      session: {
        startedAt: startedAt.toISOString(),
        results: rows.map((row) => ({
          currency: row.currency,
          staked: Number(row.staked),
          won: Number(row.won),
          net: Number(row.won) - Number(row.staked),
        })),
      },
    };
  }

  async set(playerId: string, sessionId: string, intervalMinutes: RealityCheckInterval): Promise<RealityCheckView> {
    await this.db
      .insert(playerRealityChecks)
      .values({ playerId, intervalMinutes })
      .onConflictDoUpdate({ target: playerRealityChecks.playerId, set: { intervalMinutes, updatedAt: new Date() } });
    return this.get(playerId, sessionId);
  }
}
