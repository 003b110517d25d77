import { Link, useLocation, useParams } from 'react-router';
import type { GameCollectionView } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { useCollections } from '../api/get-collections';
import { useGameList, type GameListFilters } from '../api/get-games';
import { useProvider } from '../api/get-provider';
import { collectionName } from '../components/collection-name';
import { CollectionTabs } from '../components/collection-tabs';
import { GameListView } from '../components/game-list-view';
import { filtersFromSearch } from '../components/games-filters';
import { gamesScopeOf, type GamesScope } from '../components/games-scope';
import { GamesToolbar } from '../components/games-toolbar';
import { lobbyPaths } from '../components/use-lobby-paths';
import '../components/lobby-pages.css';

/** The heading and list filter of a scope; undefined while its collection or studio is looked up. */
function useScopeTitle(scope: GamesScope, collections: readonly GameCollectionView[] | undefined) {
  const t = useT();
  const provider = useProvider(scope.kind === 'provider' ? scope.identity : undefined);
  if (scope.kind === 'all') return { title: t('global-components:sections.games'), found: true };
  if (scope.kind === 'collection') {
    const collection = collections?.find((candidate) => candidate.identity === scope.identity);
    return {
      title: collection ? collectionName(t, collection) : undefined,
      found: collections === undefined || collection !== undefined,
    };
  }
  if (scope.kind === 'provider')
    return { title: provider.data?.name, logo: provider.data?.logo, found: !provider.isError };
  return { title: undefined, found: false };
}

function NoSuchList() {
  const t = useT();
  const lobbyPath = useLocalizePath();
  return (
    <div className="lobby-state" role="status" data-testid="games-not-found">
      <p className="lobby-state__title">{t('global-components:games.notFoundTitle')}</p>
      <p>{t('global-components:games.notFoundText')}</p>
      <Link className="button button--secondary button--small" to={lobbyPath(lobbyPaths.games)}>
        {t('global-components:games.allGames')}
      </Link>
    </div>
  );
}

/**
 * `/games` and `/games/{params...}`: every game, a collection or a studio, with the collection
 * tabs, a search box and the games-filter modal's choices (all in the URL).
 */
export default function GamesPage() {
  const t = useT();
  const location = useLocation();
  const scope = gamesScopeOf(useParams()['*']);
  const filters = filtersFromSearch(location.search);
  const collections = useCollections();
  const { title, logo, found } = useScopeTitle(scope, collections.data);
  const listFilters: GameListFilters = {
    collection: scope.kind === 'collection' ? scope.identity : undefined,
    provider: scope.kind === 'provider' ? scope.identity : undefined,
    features: filters.features,
    sort: filters.sort,
    search: filters.search,
  };
  const games = useGameList(listFilters, { enabled: found && scope.kind !== 'unknown' });

  return (
    <section className="lobby-page" aria-labelledby="games-title" data-testid="games-page">
      <div className="lobby-page__head">
        {logo && <img className="lobby-page__logo" src={logo} alt="" width={240} height={80} />}
        <h1 id="games-title" className="lobby-page__title">
          {title ??
            (found ? (
              <span className="skeleton lobby-page__title-skeleton" />
            ) : (
              t('global-components:games.notFoundTitle')
            ))}
        </h1>
      </div>
      {scope.kind !== 'provider' && <CollectionTabs collections={collections.data ?? []} />}
      {found ? (
        <>
          <GamesToolbar filters={filters} />
          <GameListView pages={games} label={title ?? ''} empty={<EmptyList />} />
        </>
      ) : (
        <NoSuchList />
      )}
    </section>
  );
}

function EmptyList() {
  const t = useT();
  return (
    <>
      <p className="lobby-state__title">{t('global-components:games.emptyTitle')}</p>
      <p>{t('global-components:games.emptyText')}</p>
    </>
  );
}
