import { queryOptions, useQuery } from '@tanstack/react-query';
import { parsePlayerProfile, type PlayerProfile } from '@casino/shared';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';

/** Every query of the player's own data starts with this key: logout removes them all. */
export const PLAYER_QUERY_ROOT = 'player';
export const profileQueryKey = [PLAYER_QUERY_ROOT, 'profile'] as const;

/** `GET /api/player/profile`. */
export function getProfile(signal?: AbortSignal): Promise<PlayerProfile> {
  return request('/api/player/profile', { parse: parsePlayerProfile, signal });
}

/**
 * The session puts the profile here on login and start-up, and every change answers the new
 * profile, so the cached one never goes stale by itself.
 */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The logged-in player's profile; idle for a guest. */
export function useProfile() {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...profileQueryOptions(), enabled: isLoggedIn });
}
