import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameFeatureView, ListResponse } from '@casino/shared';
import { getJson } from '@/lib/http';
import { CATALOGUE_STALE_TIME_MS, GAMES_QUERY_ROOT, parseList } from './game-keys';

/** `GET /api/game/games/features`: the filterable features with how many games have each. */
export function getFeatures(signal?: AbortSignal): Promise<ListResponse<GameFeatureView>> {
  return getJson('/api/game/games/features', { signal, parse: parseList<GameFeatureView>('features') });
}

export const featuresQueryOptions = () =>
  queryOptions({
    queryKey: [GAMES_QUERY_ROOT, 'all', 'features'],
    queryFn: ({ signal }) => getFeatures(signal),
    staleTime: CATALOGUE_STALE_TIME_MS,
    select: (list) => list.data,
  });

export function useFeatures() {
  return useQuery(featuresQueryOptions());
}
