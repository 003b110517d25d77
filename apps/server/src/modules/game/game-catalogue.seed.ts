import { getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { gameArtPath, studioLogoPath } from './game-views';
import { gameCollectionItems, gameCollections, gameProviders, games } from './game.table';
import { gameCollectionSeeds } from './seed-data/game-collections.data';
import { gameProviderSeeds } from './seed-data/game-providers.data';
import { gameSeeds } from './seed-data/games.data';

/**
 * Applies the lobby at start-up, idempotently. The code owns what describes a game, a studio or
 * a collection (names, maths, art, membership and order) and upserts it, so a release corrects
 * it; operators own the switches (a game's `is_enabled`, a collection's `is_hidden`) and the
 * popularity that play will feed, which are only set when the row is first inserted.
 */
export async function seedGameCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const providers = await seedProviders(tx);
    const gameIdByIdentity = await seedGames(tx, new Map(providers.map((provider) => [provider.identity, provider])));
    await seedCollections(tx, gameIdByIdentity);
  });
}

async function seedProviders(tx: Executor) {
  return tx
    .insert(gameProviders)
    .values(gameProviderSeeds.map((seed, index) => ({ ...seed, logo: studioLogoPath(seed.identity), position: index })))
    .onConflictDoUpdate({
      target: gameProviders.identity,
      set: excludedValues(gameProviders, ['name', 'logo', 'integration', 'position']),
    })
    .returning({ id: gameProviders.id, identity: gameProviders.identity, integration: gameProviders.integration });
}

async function seedGames(
  tx: Executor,
  providerByIdentity: ReadonlyMap<string, { id: string; integration: string }>,
): Promise<Map<string, string>> {
  const rows = gameSeeds.map((seed) => {
    const provider = providerByIdentity.get(seed.provider);
    if (!provider) throw new Error(`game ${seed.identity}: unknown studio ${seed.provider}`);
    // Our own game server and the aggregator studio's (apps/studio-server) launch games here, for real money or play money.
    const isPlayable = provider.integration === 'inhouse' || provider.integration === 'aggregator';
    return {
      identity: seed.identity,
      name: seed.name,
      providerId: provider.id,
      description: seed.description,
      theme: seed.theme,
      features: [...seed.features],
      rtpBasisPoints: seed.rtpBasisPoints,
      volatility: seed.volatility,
      hasDemo: isPlayable,
      isPlayable,
      image: gameArtPath(seed.identity),
      releasedAt: seed.releasedAt,
      popularity: seed.popularity,
    };
  });
  const seeded = await tx
    .insert(games)
    .values(rows)
    .onConflictDoUpdate({
      target: games.identity,
      set: excludedValues(games, [
        'name',
        'providerId',
        'description',
        'theme',
        'features',
        'rtpBasisPoints',
        'volatility',
        'hasDemo',
        'isPlayable',
        'image',
        'releasedAt',
      ]),
    })
    .returning({ id: games.id, identity: games.identity });
  return new Map(seeded.map((game) => [game.identity, game.id]));
}

async function seedCollections(tx: Executor, gameIdByIdentity: ReadonlyMap<string, string>): Promise<void> {
  const collections = await tx
    .insert(gameCollections)
    .values(
      gameCollectionSeeds.map((seed, index) => ({
        identity: seed.identity,
        name: seed.name,
        position: index,
        isHidden: seed.isHidden,
        countries: seed.countries ? [...seed.countries] : null,
      })),
    )
    .onConflictDoUpdate({
      target: gameCollections.identity,
      set: excludedValues(gameCollections, ['name', 'position', 'countries']),
    })
    .returning({ id: gameCollections.id, identity: gameCollections.identity });

  // Membership is code-owned: the seeded collections get exactly the seeded games, in order.
  await tx.delete(gameCollectionItems).where(
    inArray(
      gameCollectionItems.collectionId,
      collections.map((collection) => collection.id),
    ),
  );
  const items = collections.flatMap((collection) => {
    const seed = gameCollectionSeeds.find((candidate) => candidate.identity === collection.identity);
    return (seed?.games ?? []).map((identity, position) => {
      const gameId = gameIdByIdentity.get(identity);
      if (!gameId) throw new Error(`collection ${collection.identity}: unknown game ${identity}`);
      return { collectionId: collection.id, gameId, position };
    });
  });
  if (items.length > 0) await tx.insert(gameCollectionItems).values(items);
}

/** `SET column = excluded.column` for each named column of an upsert. */
function excludedValues<Table extends PgTable>(
  table: Table,
  keys: readonly (keyof Table['_']['columns'])[],
): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key as string];
      if (!column) throw new Error(`Unknown column ${String(key)}`);
      return [key, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}
