import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import {
  BIG_WIN_MIN_MULTIPLIER,
  GameRoundStatus,
  WINNERS_LIST_SIZE,
  type SpinView,
  type PlayerId,
  type RoundId,
} from '@casino/shared';
import type { Executor } from '../../db/executor';
import { pageOffset, type PageRequest } from './game-views';
import { gameProviders, gameRounds, games } from './game.table';

/** Minor units travel as JSON integers; a round's amounts stay far below 2^53. */
const toJsonAmount = (amount: bigint): number => Number(amount);

/** The player's rounds, newest first: real money and demo alike, each flagged. */
export async function pageOfSpins(
  executor: Executor,
  playerId: PlayerId,
  page: PageRequest,
): Promise<{ data: SpinView[]; totalRows: number }> {
  // Sports bets are rounds of the sportsbook's entry too (the limits count them); their list is /api/game/bets.
  const ofPlayer = and(
    eq(gameRounds.playerId, playerId),
    sql`${gameRounds.gameId} not in (select g.id from games g join game_providers p on p.id = g.provider_id where p.integration = 'sportsbook')`,
  );
  const [rows, [total]] = await Promise.all([
    executor
      .select({
        round: gameRounds,
        game: { id: games.id, identity: games.identity, name: games.name, providerName: gameProviders.name },
      })
      .from(gameRounds)
      .innerJoin(games, eq(games.id, gameRounds.gameId))
      .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
      .where(ofPlayer)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    executor.select({ rows: count() }).from(gameRounds).where(ofPlayer),
  ]);
  return {
    data: rows.map(({ round, game }) => ({
      id: round.id,
      game,
      currency: round.currency,
      bet: toJsonAmount(round.bet),
      win: toJsonAmount(round.win),
      status: round.status,
      isDemo: round.isDemo,
      createdAt: round.createdAt.toISOString(),
    })),
    totalRows: total?.rows ?? 0,
  };
}

export interface BigWinRow {
  readonly roundId: RoundId;
  readonly playerId: PlayerId;
  readonly game: { id: string; identity: string; name: string; image: string };
  readonly currency: string;
  readonly bet: bigint;
  readonly win: bigint;
  readonly createdAt: Date;
}

/**
 * The latest settled real-money rounds that paid at least BIG_WIN_MIN_MULTIPLIER times the
 * stake. Play money never reaches the ticker: a demo win is not a win.
 */
export async function latestBigWins(executor: Executor): Promise<BigWinRow[]> {
  const rows = await executor
    .select({
      roundId: gameRounds.id,
      playerId: gameRounds.playerId,
      game: { id: games.id, identity: games.identity, name: games.name, image: games.image },
      currency: gameRounds.currency,
      bet: gameRounds.bet,
      win: gameRounds.win,
      createdAt: gameRounds.createdAt,
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .where(
      and(
        eq(gameRounds.isDemo, false),
        eq(gameRounds.status, GameRoundStatus.Settled),
        gt(gameRounds.bet, sql`0`),
        sql`${gameRounds.win} >= ${gameRounds.bet} * ${BIG_WIN_MIN_MULTIPLIER}`,
        eq(games.isEnabled, true),
      ),
    )
    .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
    .limit(WINNERS_LIST_SIZE);
  // A real-money round always has a player (a check constraint); the filter only narrows the type.
  return rows.flatMap((row) => (row.playerId ? [{ ...row, playerId: row.playerId }] : []));
}

/** win / bet with two decimals, computed in integers so no float rounding creeps in. */
export function winMultiplier(bet: bigint, win: bigint): number {
  if (bet === 0n) return 0;
  return Number((win * 100n) / bet) / 100;
}
