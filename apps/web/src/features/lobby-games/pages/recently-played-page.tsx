import { useMemo } from 'react';
import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { useGamesByIdentity } from '../api/get-game';
import { usePlayedGames } from '../api/get-played-games';
import { currentProfileId } from '../api/lobby-viewer';
import { GameGrid, GameGridSkeleton } from '../components/game-grid';
import { PageHeading, type LobbyHeadingLevel } from '../components/page-heading';
import { readPlayedGames } from '../components/played-games';
import { identitiesToLoad, mergeRecentlyPlayed } from '../components/recently-played';
import { lobbyPaths } from '../components/use-lobby-paths';
import '../components/lobby-pages.css';

/** Placeholders while the list loads. */
const SKELETON_TILES = 6;

/**
 * `/recently-played`, for players: the games with rounds on the server and the games launched on
 * this device (local storage, cleared at logout), newest first.
 */
export default function RecentlyPlayedPage({ headingLevel }: { readonly headingLevel?: LobbyHeadingLevel }) {
  const t = useT();
  const lobbyPath = useLocalizePath();
  const played = usePlayedGames();
  const profileId = currentProfileId();
  const local = useMemo(() => (profileId ? readPlayedGames(profileId) : []), [profileId]);
  const toLoad = played.data ? identitiesToLoad(played.data, local) : [];
  const localGames = useGamesByIdentity(toLoad);
  const title = t('global-components:sections.recently-played');
  const recent = played.data ? mergeRecentlyPlayed(played.data, local, localGames.games) : [];

  return (
    <section className="lobby-page" data-testid="recently-played-page">
      <PageHeading level={headingLevel} className="lobby-page__title">
        {title}
      </PageHeading>
      {played.isPending && <GameGridSkeleton count={SKELETON_TILES} label={t('global-components:loading.label')} />}
      {played.isError && (
        <div className="lobby-state" role="alert">
          <p>{t('global-components:games.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void played.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {played.data && recent.length > 0 && (
        <GameGrid games={recent.map((entry) => entry.game)} label={title} busy={localGames.isPending} />
      )}
      {played.data && recent.length === 0 && !localGames.isPending && (
        <div className="lobby-state" role="status">
          <p className="lobby-state__title">{t('global-components:games.recentEmptyTitle')}</p>
          <p>{t('global-components:games.recentEmptyText')}</p>
          <Link className="button button--primary button--small" to={lobbyPath(lobbyPaths.games)}>
            {t('global-components:games.browseGames')}
          </Link>
        </div>
      )}
    </section>
  );
}
