import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  GAME_FEATURES,
  GAME_FEATURE_NAMES,
  GAME_SORTS,
  splitLocalePath,
  type GameFeature,
  type GameSort,
} from '@casino/shared';
import { useT } from '@/lib/i18n';
import { searchWithoutModals, type ModalBodyProps } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { useFeatures } from '../api/get-features';
import { filtersFromSearch, searchWithFilters } from '../components/games-filters';
import { lobbyPaths } from '../components/use-lobby-paths';
import '../components/search-modal.css';

/** The curated order of a collection (or popularity) is the choice "no sort". */
const DEFAULT_SORT = '' as const;
const SORT_CHOICES: readonly (GameSort | typeof DEFAULT_SORT)[] = [DEFAULT_SORT, ...GAME_SORTS];

/** The list the filters apply to: the games page the player is on, else all games. */
function useFilteredPath(): string {
  const { pathname } = useLocation();
  const lobbyPath = useLocalizePath();
  const path = splitLocalePath(pathname).path;
  return path === lobbyPaths.games || path.startsWith(`${lobbyPaths.games}/`) ? pathname : lobbyPath(lobbyPaths.games);
}

/**
 * `?games-filter=true`: the games list's features and sort. Applying writes them to the query
 * string of the games page (and closes the modal); Reset clears both.
 */
export default function GamesFilterModal(_props: ModalBodyProps) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const target = useFilteredPath();
  const current = filtersFromSearch(location.search);
  const [features, setFeatures] = useState<readonly GameFeature[]>(current.features);
  const [sort, setSort] = useState<GameSort | typeof DEFAULT_SORT>(current.sort ?? DEFAULT_SORT);
  const counts = useFeatures();

  const toggle = (feature: GameFeature, on: boolean) =>
    setFeatures((chosen) => (on ? [...chosen, feature] : chosen.filter((item) => item !== feature)));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const search = searchWithFilters(searchWithoutModals(location.search), {
      ...current,
      features,
      sort: sort || undefined,
    });
    // Replaces the modal's entry: Back returns to the list as it was before filtering.
    void navigate({ pathname: target, search }, { replace: true });
  };
  const countOf = (feature: GameFeature) => counts.data?.find((entry) => entry.feature === feature)?.gamesCount;

  return (
    <form className="filter-modal" onSubmit={apply} data-testid="games-filter">
      <fieldset>
        <legend>{t('global-components:games.features')}</legend>
        <div className="filter-modal__options">
          {GAME_FEATURES.map((feature) => (
            <label key={feature} className="filter-option">
              <input
                type="checkbox"
                checked={features.includes(feature)}
                onChange={(event) => toggle(feature, event.target.checked)}
              />
              <span>
                {t(`global-components:games.featureNames.${feature}`, { defaultValue: GAME_FEATURE_NAMES[feature] })}
                {countOf(feature) !== undefined && <small>{countOf(feature)}</small>}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('global-components:games.sortBy')}</legend>
        <div className="filter-modal__options">
          {SORT_CHOICES.map((option) => (
            <label key={option || 'default'} className="filter-option">
              <input
                type="radio"
                name="sort"
                value={option}
                checked={sort === option}
                onChange={() => setSort(option)}
              />
              <span>{t(`global-components:games.sorts.${option || 'default'}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="filter-modal__actions">
        <button
          type="button"
          className="modal-button filter-modal__reset"
          onClick={() => {
            setFeatures([]);
            setSort(DEFAULT_SORT);
          }}
        >
          {t('global-components:games.reset')}
        </button>
        <button type="submit" className="modal-button modal-button--primary" data-testid="games-filter-apply">
          {t('global-components:games.apply')}
        </button>
      </div>
    </form>
  );
}
