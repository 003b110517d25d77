import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { GameView, PageMeta, PlayerId } from '@casino/shared';
import type { Executor } from '../../db/executor';
import { drawnGameArtPath, drawnStudioLogoPath } from './game-art';
import { gameProviders, games, playerFavoriteGames } from './game.table';

/**
 * The tile art and studio logos: the hand-drawn file of the web app when there is one, else the
 * picture drawn on request under GAME_ART_PREFIX (see game-art.ts and gameArtRoutes).
 */
export const GAME_ART_PREFIX = '/provider/games/art';
export const gameArtPath = (identity: string): string =>
  drawnGameArtPath(identity) ?? `${GAME_ART_PREFIX}/${identity}.svg`;
export const studioLogoPath = (identity: string): string =>
  drawnStudioLogoPath(identity) ?? `${GAME_ART_PREFIX}/studios/${identity}.svg`;

/** A page of a list: which page, how long, and how many rows the whole list has. */
export interface PageRequest {
  readonly page: number;
  readonly perPage: number;
}

export const pageMeta = ({ page, perPage }: PageRequest, totalRows: number): PageMeta => ({
  page,
  perPage,
  totalRows,
  totalPages: Math.ceil(totalRows / perPage),
});

export const pageOffset = ({ page, perPage }: PageRequest): number => (page - 1) * perPage;

/** Only enabled games are ever shown, listed or looked up. */
export const enabledGame: SQL = eq(games.isEnabled, true);

/**
 * The outer row's column, always qualified by its table: Drizzle leaves the columns of a
 * one-table query unqualified, and inside a subquery that could name the subquery's own column.
 */
export const outer = (table: string, column: string): SQL => sql`${sql.identifier(table)}.${sql.identifier(column)}`;

/** `true` when the player has favourited the game of the current row; always false for guests. */
export function isFavoriteColumn(playerId: PlayerId | undefined): SQL<boolean> {
  if (!playerId) return sql<boolean>`false`;
  return sql<boolean>`exists (select 1 from ${playerFavoriteGames} where ${playerFavoriteGames.playerId} = ${playerId} and ${playerFavoriteGames.gameId} = ${outer('games', 'id')})`;
}

/**
 * The views of these games, in the order of `ids` (the order a list query chose); ids of
 * disabled or unknown games are left out.
 */
export async function gameViewsByIds(
  executor: Executor,
  ids: readonly string[],
  playerId: PlayerId | undefined,
): Promise<GameView[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({
      game: games,
      provider: { id: gameProviders.id, identity: gameProviders.identity, name: gameProviders.name },
      isFavorite: isFavoriteColumn(playerId),
    })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(and(inArray(games.id, [...ids]), enabledGame));
  const byId = new Map(rows.map((row) => [row.game.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { game } = row;
    return [
      {
        id: game.id,
        identity: game.identity,
        name: game.name,
        provider: row.provider,
        description: game.description,
        theme: game.theme,
        features: game.features,
        rtpBasisPoints: game.rtpBasisPoints,
        volatility: game.volatility,
        hasDemo: game.hasDemo,
        isPlayable: game.isPlayable,
        image: game.image,
        releasedAt: game.releasedAt,
        isFavorite: Boolean(row.isFavorite),
      },
    ];
  });
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path parameter that names a row by its id or by its identity. Identities are stored
 * lowercase, so the lookup ignores the case the client wrote; only a value shaped like a uuid is
 * compared with the id column (anything else would make the database refuse the query).
 */
export function idOrIdentity(table: { id: AnyPgColumn; identity: AnyPgColumn }, value: string): SQL {
  const identity = eq(table.identity, value.toLowerCase());
  return UUID_PATTERN.test(value) ? (or(eq(table.id, value.toLowerCase()), identity) ?? identity) : identity;
}
