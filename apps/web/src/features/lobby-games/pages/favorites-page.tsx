import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { useFavoriteGames } from '../api/get-favorite-games';
import { GameListView } from '../components/game-list-view';
import { PageHeading, type LobbyHeadingLevel } from '../components/page-heading';
import { lobbyPaths } from '../components/use-lobby-paths';
import '../components/lobby-pages.css';

/** `/favorites`, for players: the games they hearted, latest first. */
export default function FavoritesPage({ headingLevel }: { readonly headingLevel?: LobbyHeadingLevel }) {
  const t = useT();
  const lobbyPath = useLocalizePath();
  const favorites = useFavoriteGames();
  const title = t('global-components:sections.favorites');

  return (
    <section className="lobby-page" data-testid="favorites-page">
      <PageHeading level={headingLevel} className="lobby-page__title">
        {title}
      </PageHeading>
      <GameListView
        pages={favorites}
        label={title}
        empty={
          <>
            <p className="lobby-state__title">{t('global-components:games.favoritesEmptyTitle')}</p>
            <p>{t('global-components:games.favoritesEmptyText')}</p>
            <Link className="button button--primary button--small" to={lobbyPath(lobbyPaths.games)}>
              {t('global-components:games.browseGames')}
            </Link>
          </>
        }
      />
    </section>
  );
}
