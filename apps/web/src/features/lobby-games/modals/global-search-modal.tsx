import { useState } from 'react';
import { Link } from 'react-router';
import type { GameView } from '@casino/shared';
import { GAME_SEARCH_MAX_LENGTH, GAME_SEARCH_MIN_LENGTH } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { useGameSearch } from '../api/search-games';
import { RecentSearches } from '../components/recent-searches';
import { normalizeSearch, SEARCH_DEBOUNCE_MS, searchStage } from '../components/search-rule';
import { useDebouncedValue } from '../components/use-debounced-value';
import { lobbyPaths } from '../components/use-lobby-paths';
import '../components/search-modal.css';

/** Result thumbnails: the tile art (3:4) small. */
const THUMB_WIDTH = 42;
const THUMB_HEIGHT = 56;

function SearchResult({ game }: { readonly game: GameView }) {
  const lobbyPath = useLocalizePath();
  return (
    <li>
      <Link className="search-result" to={lobbyPath(lobbyPaths.game(game.identity))} data-testid="search-result">
        <img
          className="search-result__art"
          src={game.image}
          alt=""
          width={THUMB_WIDTH}
          height={THUMB_HEIGHT}
          loading="lazy"
          decoding="async"
        />
        <span className="search-result__text">
          <span className="search-result__name">{game.name}</span>
          <span className="search-result__studio">{game.provider.name}</span>
        </span>
        <Icon name="chevronRight" />
      </Link>
    </li>
  );
}

/** `?global-search=true`: search every game by name as you type (from 3 characters), with recent searches. */
export default function GlobalSearchModal(_props: ModalBodyProps) {
  const t = useT();
  const [text, setText] = useState('');
  const settled = normalizeSearch(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const stage = searchStage(settled);
  const results = useGameSearch(settled);
  const games = stage === 'search' ? (results.data?.data ?? []) : [];

  return (
    <div className="search-modal">
      <label className="search-modal__box">
        <Icon name="search" />
        <span className="visually-hidden">{t('global-components:games.searchLabel')}</span>
        <input
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('global-components:games.searchPlaceholder')}
          maxLength={GAME_SEARCH_MAX_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          data-autofocus
          data-testid="global-search-input"
        />
      </label>
      {searchStage(text) === 'idle' && <RecentSearches onPick={setText} />}
      {searchStage(text) === 'too-short' && (
        <p className="search-modal__hint">
          {t('global-components:games.searchMinLength', { min: GAME_SEARCH_MIN_LENGTH })}
        </p>
      )}
      {stage === 'search' && results.isError && (
        <p className="search-modal__hint" role="alert">
          {t('global-components:games.loadFailed')}
        </p>
      )}
      {stage === 'search' && results.data && (
        <div className="search-modal__results" aria-busy={results.isFetching || undefined}>
          <p className="search-modal__count" role="status">
            {games.length === 0
              ? t('global-components:games.searchNothing', { text: settled })
              : t('global-components:games.gamesCount', { count: results.data.meta.totalRows })}
          </p>
          {games.length > 0 && (
            <ul className="search-modal__list" aria-label={t('global-components:games.searchResults')}>
              {games.map((game) => (
                <SearchResult key={game.id} game={game} />
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
