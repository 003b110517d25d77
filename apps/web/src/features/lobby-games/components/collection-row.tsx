import type { GameCollectionView } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { useGameRow } from '../api/get-games';
import { collectionName } from './collection-name';
import { GameRow } from './game-row';
import { GameTile } from './game-tile';
import { GameTileSkeleton } from './game-tile-skeleton';
import { lobbyPaths } from './use-lobby-paths';

/** A home-page row holds a dozen tiles; "See all" has the rest. */
export const ROW_SIZE = 12;
/** Placeholders while a row loads: about one desktop screen's width of tiles. */
export const ROW_SKELETON_TILES = 7;

/**
 * One collection as a home-page row. A row whose games failed to load is left out. Only the first
 * row (`aboveFold`) loads its visible tiles' art at once; the rows below load theirs as they near.
 */
export function CollectionRow({
  collection,
  aboveFold = false,
}: {
  readonly collection: GameCollectionView;
  readonly aboveFold?: boolean;
}) {
  const t = useT();
  const lobbyPath = useLocalizePath();
  const games = useGameRow({ collection: collection.identity }, ROW_SIZE);
  if (games.isError || games.data?.data.length === 0) return null;

  return (
    <GameRow
      id={`row-${collection.identity}`}
      title={collectionName(t, collection)}
      seeAllTo={lobbyPath(lobbyPaths.collection(collection.identity))}
      seeAllLabel={t('global-components:games.seeAllOf', {
        name: collectionName(t, collection),
        count: collection.gamesCount,
      })}
      testId="collection-row"
    >
      {games.data
        ? games.data.data.map((game, index) => (
            <li key={game.id}>
              <GameTile game={game} eager={aboveFold && index < ROW_SKELETON_TILES} />
            </li>
          ))
        : Array.from({ length: ROW_SKELETON_TILES }, (_, index) => (
            <li key={index}>
              <GameTileSkeleton />
            </li>
          ))}
    </GameRow>
  );
}
