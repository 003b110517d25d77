import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import {
  GAMES_DEFAULT_PER_PAGE,
  type GameFeature,
  type GameSort,
  type GameView,
  type ListResponse,
} from '@casino/shared';
import { request } from '@/lib/http';
import { CATALOGUE_STALE_TIME_MS, GAMES_QUERY_ROOT, parseList } from './game-keys';
import { useLobbyViewer } from './lobby-viewer';

export interface GameListFilters {
  readonly collection?: string;
  readonly provider?: string;
  readonly search?: string;
  readonly features?: readonly GameFeature[];
  readonly sort?: GameSort;
}

export interface GameListPage {
  readonly page: number;
  readonly perPage: number;
}

/** `GET /api/game/games`: one page of games, filtered and sorted. */
export function getGames(
  filters: GameListFilters,
  page: GameListPage,
  signal?: AbortSignal,
): Promise<ListResponse<GameView>> {
  return request('/api/game/games', {
    signal,
    query: {
      collection: filters.collection,
      provider: filters.provider,
      search: filters.search || undefined,
      features: filters.features?.length ? filters.features : undefined,
      sort: filters.sort,
      page: page.page,
      perPage: page.perPage,
    },
    parse: parseList<GameView>('games'),
  });
}

const gamesKey = (viewerKey: string, filters: GameListFilters) =>
  [GAMES_QUERY_ROOT, viewerKey, 'list', filters] as const;

/** The first `perPage` games only: a lobby row. */
export const gameRowQueryOptions = (viewerKey: string, filters: GameListFilters, perPage: number) =>
  queryOptions({
    queryKey: [...gamesKey(viewerKey, filters), 'row', perPage],
    queryFn: ({ signal }) => getGames(filters, { page: 1, perPage }, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
  });

export function useGameRow(filters: GameListFilters, perPage: number) {
  return useQuery(gameRowQueryOptions(useLobbyViewer().key, filters, perPage));
}

/** Page after page, for a grid with "Show more". */
export const gameListQueryOptions = (viewerKey: string, filters: GameListFilters, perPage = GAMES_DEFAULT_PER_PAGE) =>
  infiniteQueryOptions({
    queryKey: [...gamesKey(viewerKey, filters), 'pages', perPage],
    queryFn: ({ signal, pageParam }) => getGames(filters, { page: pageParam, perPage }, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ListResponse<GameView>) =>
      last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
    staleTime: CATALOGUE_STALE_TIME_MS,
    // A new tab or filter keeps the old tiles on screen until its first page arrives: no flash.
    placeholderData: keepPreviousData,
  });

export function useGameList(filters: GameListFilters, options: { readonly enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...gameListQueryOptions(useLobbyViewer().key, filters), enabled: options.enabled ?? true });
}
