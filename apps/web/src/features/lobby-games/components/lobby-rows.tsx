import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { useCollections } from '../api/get-collections';
import { CollectionRow } from './collection-row';
import { RowsSkeleton } from './lobby-skeleton';
import { ProvidersStrip } from './providers-strip';
import { SearchEntry } from './search-entry';
import { lobbyPaths } from './use-lobby-paths';
import { WinnersTicker } from './winners-ticker';
import './lobby.css';
import './lobby-pages.css';

/** Rows shown before the home page's other content (`afterFirstRows`): the first screen stays games. */
export const FIRST_ROWS_COUNT = 2;

/**
 * The home page's lobby, loaded after the first paint (home-page.tsx): search, a row per
 * collection the visitor may see with the winners ticker (or `highlights`) after the first, and the studios. `afterFirstRows` (the sports
 * carousels) goes below the first rows.
 */
export default function LobbyRows({
  afterFirstRows,
  highlights,
}: {
  readonly afterFirstRows?: ReactNode;
  readonly highlights?: ReactNode;
}) {
  const t = useT();
  const lobbyPath = useLocalizePath();
  const collections = useCollections();
  // The home page's live jackpot ticker and big wins (features/jackpot) take the winners ticker's
  // place, below the first row: the first screen of a desktop shows games.
  const highlightsBlock = highlights ?? <WinnersTicker />;

  return (
    <div id="lobby" className="lobby" data-testid="lobby">
      <div className="lobby-bar">
        <SearchEntry className="lobby-bar__search" />
        <Link className="button button--secondary lobby-bar__link" to={lobbyPath(lobbyPaths.games)}>
          {t('global-components:games.allGames')}
        </Link>
      </div>
      {collections.isPending && <RowsSkeleton />}
      {collections.isError && (
        <div className="lobby-state" role="alert">
          <p>{t('global-components:games.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void collections.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {/* Without rows to follow, the highlights stand alone; else they follow the first row. */}
      {(collections.isError || collections.data?.length === 0) && highlightsBlock}
      {collections.data?.map((collection, index) => (
        <Fragment key={collection.id}>
          <CollectionRow collection={collection} aboveFold={index === 0} />
          {index === 0 && highlightsBlock}
          {index === Math.min(FIRST_ROWS_COUNT, collections.data.length) - 1 && afterFirstRows}
        </Fragment>
      ))}
      <ProvidersStrip />
    </div>
  );
}
