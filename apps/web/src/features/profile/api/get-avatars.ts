import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { isAvatarId, type AvatarView } from '@casino/shared';
import { getJson, isRecord } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

/** An avatar of the catalogue (the server's shape, from packages/shared). */
export type Avatar = AvatarView;

function parseAvatars(body: unknown): Avatar[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected avatar list');
  return body.data.flatMap((item: unknown) =>
    isRecord(item) && typeof item.id === 'string' && isAvatarId(item.id) && typeof item.url === 'string'
      ? [{ id: item.id, url: item.url }]
      : [],
  );
}

/** `GET /api/player/avatar/list`: the avatars a player may pick (a fixed catalogue). */
export const avatarsQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'avatars'],
    queryFn: ({ signal }) => getJson('/api/player/avatar/list', { parse: parseAvatars, signal }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });

/** Suspends until the list is in (the modal shows its loading state meanwhile, then focuses the grid). */
export function useAvatars() {
  return useSuspenseQuery(avatarsQueryOptions());
}
