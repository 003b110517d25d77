import { and, arrayContains, asc, count, desc, eq, ilike, isNull, ne, sql, type SQL } from 'drizzle-orm';
import {
  GAME_FEATURE_NAMES,
  GAME_FEATURES,
  type GameCollectionView,
  type GameFeature,
  type GameFeatureView,
  type GameProviderView,
  type GameSort,
} from '@casino/shared';
import { queryRows } from '../../db/database';
import type { GameArtInput } from './game-art';
import type { Executor } from '../../db/executor';
import { enabledGame, idOrIdentity, outer, pageOffset, type PageRequest } from './game-views';
import { gameCollectionItems, gameCollections, gameProviders, games } from './game.table';

/**
 * The collection rule of SPEC.md section 5: a collection that lists countries is shown only to
 * visitors of those countries (a visitor of unknown country sees none of them); one switched
 * off by an operator is shown to nobody.
 */
function visibleTo(country: string | undefined): SQL {
  const countries = gameCollections.countries;
  const forCountry = country
    ? sql`(${countries} is null or ${country}::varchar = any(${countries}))`
    : isNull(countries);
  return and(eq(gameCollections.isHidden, false), forCountry) ?? forCountry;
}

const enabledGamesInCollection = sql<number>`(select count(*) from ${gameCollectionItems} join ${games} on ${games.id} = ${gameCollectionItems.gameId} where ${gameCollectionItems.collectionId} = ${outer('game_collections', 'id')} and ${games.isEnabled})::int`;

export async function listVisibleCollections(
  executor: Executor,
  country: string | undefined,
): Promise<GameCollectionView[]> {
  const rows = await executor
    .select({
      id: gameCollections.id,
      identity: gameCollections.identity,
      name: gameCollections.name,
      position: gameCollections.position,
      countries: gameCollections.countries,
      gamesCount: enabledGamesInCollection,
    })
    .from(gameCollections)
    .where(visibleTo(country))
    .orderBy(asc(gameCollections.position), asc(gameCollections.identity));
  return rows.map((row) => ({ ...row, gamesCount: Number(row.gamesCount) }));
}

/** A collection by id or identity (any case), only if the visitor may see it. */
export async function findVisibleCollectionId(
  executor: Executor,
  idOrIdentityValue: string,
  country: string | undefined,
): Promise<string | undefined> {
  const [row] = await executor
    .select({ id: gameCollections.id })
    .from(gameCollections)
    .where(and(idOrIdentity(gameCollections, idOrIdentityValue), visibleTo(country)));
  return row?.id;
}

const providerColumns = {
  id: gameProviders.id,
  identity: gameProviders.identity,
  name: gameProviders.name,
  logo: gameProviders.logo,
  integration: gameProviders.integration,
  gamesCount: sql<number>`(select count(*) from ${games} where ${games.providerId} = ${outer('game_providers', 'id')} and ${games.isEnabled})::int`,
};

export async function listProviders(executor: Executor): Promise<GameProviderView[]> {
  // The sportsbook is a provider of the platform, not a studio of the lobby.
  const rows = await executor
    .select(providerColumns)
    .from(gameProviders)
    .where(ne(gameProviders.integration, 'sportsbook'))
    .orderBy(asc(gameProviders.position), asc(gameProviders.identity));
  return rows.map((row) => ({ ...row, gamesCount: Number(row.gamesCount) }));
}

export async function findProvider(
  executor: Executor,
  idOrIdentityValue: string,
): Promise<GameProviderView | undefined> {
  const [row] = await executor
    .select(providerColumns)
    .from(gameProviders)
    .where(and(idOrIdentity(gameProviders, idOrIdentityValue), ne(gameProviders.integration, 'sportsbook')));
  return row ? { ...row, gamesCount: Number(row.gamesCount) } : undefined;
}

export async function findGameId(executor: Executor, idOrIdentityValue: string): Promise<string | undefined> {
  const [row] = await executor
    .select({ id: games.id })
    .from(games)
    .where(and(idOrIdentity(games, idOrIdentityValue), enabledGame));
  return row?.id;
}

export interface GameFilters {
  readonly collectionId?: string | undefined;
  readonly providerId?: string | undefined;
  /** Part of the name, already trimmed; matched case-insensitively. */
  readonly search?: string | undefined;
  /** A game must have all of them. */
  readonly features?: readonly GameFeature[] | undefined;
  readonly sort?: GameSort | undefined;
}

/** `%`, `_` and `\` typed by a player are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

function filterConditions(filters: GameFilters): SQL[] {
  const conditions: SQL[] = [enabledGame];
  if (filters.collectionId) {
    conditions.push(
      sql`exists (select 1 from ${gameCollectionItems} where ${gameCollectionItems.collectionId} = ${filters.collectionId} and ${gameCollectionItems.gameId} = ${outer('games', 'id')})`,
    );
  }
  if (filters.providerId) conditions.push(eq(games.providerId, filters.providerId));
  if (filters.search) conditions.push(ilike(games.name, `%${escapeLike(filters.search)}%`));
  if (filters.features && filters.features.length > 0)
    conditions.push(arrayContains(games.features, [...filters.features]));
  return conditions;
}

/**
 * The order of a list: the chosen sort, else a collection's curated order, else popularity.
 * A search puts names that start with the text first. The identity breaks ties, so pages
 * never repeat or skip a game.
 */
function ordering(filters: GameFilters): SQL[] {
  const order: SQL[] = [];
  if (filters.search)
    order.push(sql`(lower(${games.name}) like ${`${escapeLike(filters.search.toLowerCase())}%`}) desc`);
  if (!filters.sort && filters.collectionId) {
    order.push(
      sql`(select ${gameCollectionItems.position} from ${gameCollectionItems} where ${gameCollectionItems.collectionId} = ${filters.collectionId} and ${gameCollectionItems.gameId} = ${outer('games', 'id')})`,
    );
  }
  switch (filters.sort ?? 'popular') {
    case 'popular':
      order.push(desc(games.popularity));
      break;
    case 'new':
      order.push(desc(games.releasedAt));
      break;
    case 'name':
      order.push(sql`lower(${games.name})`);
      break;
    case 'rtp':
      order.push(desc(games.rtpBasisPoints));
      break;
  }
  order.push(asc(games.identity));
  return order;
}

/** One page of the games matching the filters, as ids in list order, and how many match in all. */
export async function pageOfGameIds(
  executor: Executor,
  filters: GameFilters,
  page: PageRequest,
): Promise<{ ids: string[]; totalRows: number }> {
  const where = and(...filterConditions(filters));
  const [rows, [total]] = await Promise.all([
    executor
      .select({ id: games.id })
      .from(games)
      .where(where)
      .orderBy(...ordering(filters))
      .limit(page.perPage)
      .offset(pageOffset(page)),
    executor.select({ rows: count() }).from(games).where(where),
  ]);
  return { ids: rows.map((row) => row.id), totalRows: total?.rows ?? 0 };
}

/** Every feature of GAME_FEATURES with how many enabled games have it (0 included). */
export async function featureCounts(executor: Executor): Promise<GameFeatureView[]> {
  const rows = await queryRows<{ feature: string; games_count: string | number }>(
    executor,
    sql`select feature, count(*) as games_count from ${games}, unnest(${games.features}) as feature where ${games.isEnabled} group by feature`,
  );
  const counted = new Map(rows.map((row) => [row.feature, Number(row.games_count)]));
  return GAME_FEATURES.map((feature) => ({
    feature,
    name: GAME_FEATURE_NAMES[feature],
    gamesCount: counted.get(feature) ?? 0,
  }));
}

/** What the tile art of a game is drawn from; switched-off games keep their art for old links. */
export async function findGameArtInput(executor: Executor, identity: string): Promise<GameArtInput | undefined> {
  const [row] = await executor
    .select({ identity: games.identity, name: games.name, theme: games.theme, providerName: gameProviders.name })
    .from(games)
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(games.identity, identity.toLowerCase()));
  return row;
}

export async function findStudioLogoInput(
  executor: Executor,
  identity: string,
): Promise<{ identity: string; name: string } | undefined> {
  const [row] = await executor
    .select({ identity: gameProviders.identity, name: gameProviders.name })
    .from(gameProviders)
    .where(eq(gameProviders.identity, identity.toLowerCase()));
  return row;
}
