import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import { RECENT_SEARCHES_LIMIT, type RecentSearchView, type PlayerId } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { enabledGame, pageOffset, type PageRequest } from './game-views';
import { games, playerFavoriteGames, playerPlayedGames, playerRecentSearches } from './game.table';

/*
 * What a player keeps in the lobby: favourites, recent searches and played games. Every query
 * here takes the player id from the caller's token, so one player's rows are out of reach of another.
 */

export async function addFavorite(executor: Executor, playerId: PlayerId, gameId: string): Promise<void> {
  // Favouriting twice is the same favourite: the first time stays.
  await executor.insert(playerFavoriteGames).values({ playerId, gameId }).onConflictDoNothing();
}

export async function removeFavorite(executor: Executor, playerId: PlayerId, gameId: string): Promise<void> {
  await executor
    .delete(playerFavoriteGames)
    .where(and(eq(playerFavoriteGames.playerId, playerId), eq(playerFavoriteGames.gameId, gameId)));
}

/** The player's favourite enabled games, the latest favourite first. */
export async function pageOfFavoriteIds(
  executor: Executor,
  playerId: PlayerId,
  page: PageRequest,
): Promise<{ ids: string[]; totalRows: number }> {
  const where = and(eq(playerFavoriteGames.playerId, playerId), enabledGame);
  const [rows, [total]] = await Promise.all([
    executor
      .select({ id: playerFavoriteGames.gameId })
      .from(playerFavoriteGames)
      .innerJoin(games, eq(games.id, playerFavoriteGames.gameId))
      .where(where)
      .orderBy(desc(playerFavoriteGames.createdAt), desc(playerFavoriteGames.gameId))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    executor
      .select({ rows: count() })
      .from(playerFavoriteGames)
      .innerJoin(games, eq(games.id, playerFavoriteGames.gameId))
      .where(where),
  ]);
  return { ids: rows.map((row) => row.id), totalRows: total?.rows ?? 0 };
}

/** Case and repeated spaces do not make a different search. */
export const normalizeSearch = (query: string): string => query.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Puts the search on top of the player's recent searches: a repeated search moves up instead of
 * appearing twice, and only the newest RECENT_SEARCHES_LIMIT are kept.
 */
export async function recordSearch(db: Database, playerId: PlayerId, query: string): Promise<void> {
  const shown = query.trim().replace(/\s+/g, ' ');
  await db.transaction(async (tx) => {
    await tx
      .insert(playerRecentSearches)
      .values({ playerId, query: shown, normalizedQuery: normalizeSearch(shown) })
      .onConflictDoUpdate({
        target: [playerRecentSearches.playerId, playerRecentSearches.normalizedQuery],
        set: { query: shown, createdAt: sql`clock_timestamp()` },
      });
    const kept = tx
      .select({ id: playerRecentSearches.id })
      .from(playerRecentSearches)
      .where(eq(playerRecentSearches.playerId, playerId))
      .orderBy(desc(playerRecentSearches.createdAt), desc(playerRecentSearches.id))
      .limit(RECENT_SEARCHES_LIMIT);
    await tx
      .delete(playerRecentSearches)
      .where(and(eq(playerRecentSearches.playerId, playerId), notInArray(playerRecentSearches.id, kept)));
  });
}

export async function listRecentSearches(executor: Executor, playerId: PlayerId): Promise<RecentSearchView[]> {
  const rows = await executor
    .select({ query: playerRecentSearches.query, createdAt: playerRecentSearches.createdAt })
    .from(playerRecentSearches)
    .where(eq(playerRecentSearches.playerId, playerId))
    .orderBy(desc(playerRecentSearches.createdAt), desc(playerRecentSearches.id))
    .limit(RECENT_SEARCHES_LIMIT);
  return rows.map((row) => ({ query: row.query, searchedAt: row.createdAt.toISOString() }));
}

/** Forgets one search (any case), or all of them when `query` is undefined. */
export async function clearRecentSearches(executor: Executor, playerId: PlayerId, query?: string): Promise<void> {
  const ofPlayer = eq(playerRecentSearches.playerId, playerId);
  await executor
    .delete(playerRecentSearches)
    .where(
      query === undefined ? ofPlayer : and(ofPlayer, eq(playerRecentSearches.normalizedQuery, normalizeSearch(query))),
    );
}

/** Counts a round of the game for the player and makes it their most recently played. */
export async function recordPlayedGame(executor: Executor, playerId: PlayerId, gameId: string): Promise<void> {
  await executor
    .insert(playerPlayedGames)
    .values({ playerId, gameId, rounds: 1 })
    .onConflictDoUpdate({
      target: [playerPlayedGames.playerId, playerPlayedGames.gameId],
      set: { rounds: sql`${playerPlayedGames.rounds} + 1`, lastPlayedAt: sql`now()` },
    });
}

export interface PlayedGameRow {
  readonly gameId: string;
  readonly lastPlayedAt: Date;
  readonly rounds: number;
}

/** The player's played enabled games, the most recently played first. */
export async function pageOfPlayedGames(
  executor: Executor,
  playerId: PlayerId,
  page: PageRequest,
): Promise<{ rows: PlayedGameRow[]; totalRows: number }> {
  const where = and(eq(playerPlayedGames.playerId, playerId), enabledGame);
  const [rows, [total]] = await Promise.all([
    executor
      .select({
        gameId: playerPlayedGames.gameId,
        lastPlayedAt: playerPlayedGames.lastPlayedAt,
        rounds: playerPlayedGames.rounds,
      })
      .from(playerPlayedGames)
      .innerJoin(games, eq(games.id, playerPlayedGames.gameId))
      .where(where)
      .orderBy(desc(playerPlayedGames.lastPlayedAt), desc(playerPlayedGames.gameId))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    executor
      .select({ rows: count() })
      .from(playerPlayedGames)
      .innerJoin(games, eq(games.id, playerPlayedGames.gameId))
      .where(where),
  ]);
  return { rows, totalRows: total?.rows ?? 0 };
}
