import { GAME_FEATURES, GAME_SORTS, type GameFeature, type GameSort } from '@casino/shared';
import { normalizeSearch } from './search-rule';

/**
 * The games page's filters live in its query string, so a filtered list can be shared, reloaded
 * and stepped back from: `?features=free-spins,jackpot&sort=new&search=dragon`. Features are
 * comma-separated (like the spec's categoryIds), in the order of GAME_FEATURES, so one choice
 * has one URL. Other query keys (an open modal) are left as they are.
 */
export interface GamesFilters {
  readonly features: readonly GameFeature[];
  /** Absent: the collection's curated order, else the most popular first. */
  readonly sort?: GameSort;
  readonly search: string;
}

export const NO_FILTERS: GamesFilters = { features: [], search: '' };

export const FILTER_KEYS = { features: 'features', sort: 'sort', search: 'search' } as const;

const isFeature = (value: string): value is GameFeature => (GAME_FEATURES as readonly string[]).includes(value);
const isSort = (value: string): value is GameSort => (GAME_SORTS as readonly string[]).includes(value);

/** The filters a query string asks for; unknown features and sorts are ignored, not fatal. */
export function filtersFromSearch(search: string): GamesFilters {
  const params = new URLSearchParams(search);
  const asked = new Set(
    params
      .getAll(FILTER_KEYS.features)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim()),
  );
  const sort = params.get(FILTER_KEYS.sort) ?? '';
  return {
    features: GAME_FEATURES.filter((feature) => asked.has(feature) && isFeature(feature)),
    sort: isSort(sort) ? sort : undefined,
    search: normalizeSearch(params.get(FILTER_KEYS.search) ?? ''),
  };
}

/** `search` with the filter keys replaced by `filters` (empty ones left out), the rest kept. */
export function searchWithFilters(search: string, filters: GamesFilters): string {
  const params = new URLSearchParams(search);
  for (const key of Object.values(FILTER_KEYS)) params.delete(key);
  const features = GAME_FEATURES.filter((feature) => filters.features.includes(feature));
  if (features.length > 0) params.set(FILTER_KEYS.features, features.join(','));
  if (filters.sort) params.set(FILTER_KEYS.sort, filters.sort);
  const text = normalizeSearch(filters.search);
  if (text) params.set(FILTER_KEYS.search, text);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** How many choices the filter button counts (search has its own box). */
export function activeFilterCount(filters: GamesFilters): number {
  return filters.features.length + (filters.sort ? 1 : 0);
}
