import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { maskedPlayerName, type CrashBigWin } from '@casino/shared';
import type { Database } from '../../../../db/database';
import { notFound } from '../../../../http/app-error';
import { enabledGame } from '../../../../modules/game/game-views';
import { games } from '../../../../modules/game/game.table';
import { currencies } from '../../../../modules/settings/settings.table';
import { crashBets, crashRounds } from './crash.table';

/** Big wins a room shows unless asked for fewer or more. */
export const BIG_WINS_SHOWN = 10;
/** The most one call answers: a panel, not an export. */
export const BIG_WINS_MAX = 50;
/** How far back "recent" reaches: a week still has wins on a quiet site, and the scan stays bounded. */
export const BIG_WINS_DAYS = 7;

export type { CrashBigWin };

/** Subunits assumed for a currency no longer in the settings (it ranks last: its rate is unknown). */
const DEFAULT_SUBUNIT_TO_UNIT = 100;

/**
 * What a crash room shows a first visitor beside the round in play (issue 31: a quiet site's
 * room looked empty): the largest cash-outs of its recent rounds, from the database. Real money
 * only (play money's wins would boast of nothing), ranked by their value in the base currency,
 * each shown in its own currency. Only crashed rounds count, so nothing of the round in flight
 * is told early. The answer changes only when a round ends: the longest list is kept per game
 * until the next crash, so rooms full of visitors cost one query per round and node.
 */
export class CrashRoom {
  private readonly cache = new Map<string, { readonly latestRoundId: string; readonly wins: CrashBigWin[] }>();

  constructor(private readonly db: Database) {}

  /** The game's biggest recent cash-outs, at most `limit` (up to BIG_WINS_MAX); 404 for a game that is not an enabled crash game. */
  async bigWins(identity: string, limit: number): Promise<CrashBigWin[]> {
    const [game] = await this.db
      .select({ id: games.id })
      .from(games)
      .where(and(eq(games.identity, identity.toLowerCase()), enabledGame));
    if (!game) throw notFound('There is no such crash game');
    const [latest] = await this.db
      .select({ id: crashRounds.id })
      .from(crashRounds)
      .where(and(eq(crashRounds.gameId, game.id), eq(crashRounds.status, 'crashed')))
      .orderBy(desc(crashRounds.createdAt))
      .limit(1);
    if (!latest) return [];
    let cached = this.cache.get(game.id);
    if (cached?.latestRoundId !== latest.id) {
      cached = { latestRoundId: latest.id, wins: await this.query(game.id) };
      this.cache.set(game.id, cached);
    }
    return cached.wins.slice(0, limit);
  }

  private async query(gameId: string): Promise<CrashBigWin[]> {
    // The base currency's value of a win: minor units / subunits x the currency's rate (exact numerics).
    const value = sql`${crashBets.win}::numeric * coalesce(${currencies.rate}, 0) / coalesce(${currencies.subunitToUnit}, ${DEFAULT_SUBUNIT_TO_UNIT})`;
    const rows = await this.db
      .select({
        round: crashRounds.number,
        displayName: crashBets.displayName,
        currency: crashBets.currency,
        subunitToUnit: currencies.subunitToUnit,
        amount: crashBets.amount,
        win: crashBets.win,
        cashedOutAt: crashBets.cashedOutAt,
        settledAt: crashBets.settledAt,
      })
      .from(crashBets)
      .innerJoin(crashRounds, eq(crashRounds.id, crashBets.roundId))
      .leftJoin(currencies, eq(currencies.code, crashBets.currency))
      .where(
        and(
          // The rounds of the window first (crash_rounds_game_created_index), then their bets (crash_bets_round_index).
          eq(crashRounds.gameId, gameId),
          gte(crashRounds.createdAt, sql`now() - make_interval(days => ${BIG_WINS_DAYS})`),
          eq(crashRounds.status, 'crashed'),
          eq(crashBets.status, 'cashed_out'),
          eq(crashBets.isDemo, false),
        ),
      )
      .orderBy(desc(value), desc(crashBets.settledAt))
      .limit(BIG_WINS_MAX);
    return rows.map((row) => ({
      round: row.round,
      player: maskedPlayerName({ nickname: row.displayName }),
      currency: row.currency,
      subunitToUnit: row.subunitToUnit ?? DEFAULT_SUBUNIT_TO_UNIT,
      amount: Number(row.amount),
      win: Number(row.win),
      cashedOutAt: row.cashedOutAt ?? 0,
      at: (row.settledAt ?? new Date(0)).toISOString(),
    }));
  }
}
