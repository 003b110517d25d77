import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GameView, ListResponse } from '@casino/shared';
import { request } from '@/lib/http';
import { isSearchable } from '../components/search-rule';
import { CATALOGUE_STALE_TIME_MS, GAMES_QUERY_ROOT, parseList } from './game-keys';
import { useLobbyViewer } from './lobby-viewer';

/** The search modal lists this many matches; a longer list is the games page's job. */
export const SEARCH_RESULTS_PER_PAGE = 24;

/** `GET /api/game/games/search?q=`: a player's search also lands in their recent searches. */
export function searchGames(text: string, signal?: AbortSignal): Promise<ListResponse<GameView>> {
  return request('/api/game/games/search', {
    signal,
    query: { q: text, perPage: SEARCH_RESULTS_PER_PAGE },
    parse: parseList<GameView>('search'),
  });
}

export const searchQueryOptions = (viewerKey: string, text: string) =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, viewerKey, 'search', text.toLowerCase()],
    queryFn: ({ signal }) => searchGames(text, signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });

/** Idle until the text is long enough (search-rule.ts). */
export function useGameSearch(text: string) {
  return useQuery({ ...searchQueryOptions(useLobbyViewer().key, text), enabled: isSearchable(text) });
}
