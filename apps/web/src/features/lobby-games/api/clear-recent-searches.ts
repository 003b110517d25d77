import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { recentSearchesQueryKey } from './get-recent-searches';
import { useLobbyViewer } from './lobby-viewer';

/** `DELETE /api/game/search/recent`: forgets every recent search, or only `query`. */
export function clearRecentSearches(query?: string): Promise<void> {
  return request('/api/game/search/recent', { method: 'DELETE', query: { query }, parse: () => undefined });
}

export function useClearRecentSearches() {
  const queryClient = useQueryClient();
  const { key } = useLobbyViewer();
  return useMutation({
    mutationFn: (query?: string) => clearRecentSearches(query),
    onSettled: () => queryClient.invalidateQueries({ queryKey: recentSearchesQueryKey(key) }),
  });
}
