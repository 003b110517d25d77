import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { activeFilterCount, searchWithFilters, type GamesFilters } from './games-filters';
import { SEARCH_BOX_HASH } from './search-entry';
import { SEARCH_DEBOUNCE_MS } from './search-rule';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The games page's search box (by name, for everyone, kept in ?search=) and its filter button,
 * which opens the games-filter modal and counts the choices made.
 */
export function GamesToolbar({ filters }: { readonly filters: GamesFilters }) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const [text, setText] = useState(filters.search);
  const settled = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  // A navigation under way (a tile clicked within the debounce, its page still loading) wins over
  // the search text settling meanwhile: writing ?search= then would take the player back here.
  const navigating = useNavigation().state !== 'idle';
  const inputRef = useRef<HTMLInputElement>(null);
  const count = activeFilterCount(filters);

  useEffect(() => {
    if (location.hash === SEARCH_BOX_HASH) inputRef.current?.focus();
  }, [location.hash]);

  useEffect(() => {
    if (settled.trim() === filters.search || navigating) return;
    // Typing replaces the entry: Back leaves the page rather than replaying each word.
    void navigate(
      { pathname: location.pathname, search: searchWithFilters(location.search, { ...filters, search: settled }) },
      { replace: true },
    );
    // Only a settled text sends the player's words to the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div className="games-toolbar">
      <label className="games-toolbar__search">
        <Icon name="search" />
        <span className="visually-hidden">{t('global-components:games.searchLabel')}</span>
        <input
          ref={inputRef}
          id="search"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('global-components:games.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          data-testid="games-search"
        />
      </label>
      <ModalLink
        className="button button--secondary games-toolbar__filter"
        modal="games-filter"
        data-testid="games-filter-button"
      >
        <Icon name="filter" />
        {t('global-components:games.filters')}
        {count > 0 && (
          <span className="games-toolbar__count" aria-label={t('global-components:games.filtersActive', { count })}>
            {count}
          </span>
        )}
      </ModalLink>
    </div>
  );
}
