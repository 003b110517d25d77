import { GAMES_DEFAULT_PER_PAGE, type GameView, type ListResponse } from '@casino/shared';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { GameGrid, GameGridSkeleton } from './game-grid';
import './lobby-pages.css';

type GamePages = UseInfiniteQueryResult<InfiniteData<ListResponse<GameView>>>;

interface GameListViewProps {
  readonly pages: GamePages;
  readonly label: string;
  /** Shown when the list is empty. */
  readonly empty: ReactNode;
}

/** A paged list of games as one grid: skeleton, failure with retry, empty state, "Show more". */
export function GameListView({ pages, label, empty }: GameListViewProps) {
  const t = useT();
  if (pages.isPending)
    return <GameGridSkeleton count={GAMES_DEFAULT_PER_PAGE / 2} label={t('global-components:loading.label')} />;
  if (pages.isError) {
    return (
      <div className="lobby-state" role="alert">
        <p>{t('global-components:games.loadFailed')}</p>
        <button type="button" className="button button--secondary button--small" onClick={() => void pages.refetch()}>
          {t('global-components:buttons.retry')}
        </button>
      </div>
    );
  }
  const games = pages.data.pages.flatMap((page) => page.data);
  const total = pages.data.pages[0]?.meta.totalRows ?? 0;
  if (games.length === 0)
    return (
      <div className="lobby-state" role="status">
        {empty}
      </div>
    );

  return (
    <div className="game-list">
      <p className="game-list__count" aria-live="polite">
        {t('global-components:games.gamesCount', { count: total })}
      </p>
      <GameGrid games={games} label={label} busy={pages.isPlaceholderData} />
      {pages.hasNextPage && (
        <div className="game-list__more">
          <p className="game-list__shown">{t('global-components:games.shownOf', { shown: games.length, total })}</p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void pages.fetchNextPage()}
            disabled={pages.isFetchingNextPage}
            aria-busy={pages.isFetchingNextPage || undefined}
            data-testid="show-more"
          >
            {t(pages.isFetchingNextPage ? 'global-components:loading.label' : 'global-components:games.showMore')}
          </button>
        </div>
      )}
    </div>
  );
}
