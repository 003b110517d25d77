import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SocialConnectionView } from '@casino/shared';
import { isRecord, request } from '@/lib/http';
import { PLAYER_QUERY_ROOT } from './get-profile';

/** A linked account (the server's shape, from packages/shared). */
export type SocialConnection = SocialConnectionView;

function parseConnections(body: unknown): SocialConnection[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected social connections response');
  return body.data.flatMap((item: unknown) =>
    isRecord(item) && typeof item.provider === 'string'
      ? [
          {
            provider: item.provider,
            email: typeof item.email === 'string' ? item.email : null,
            createdAt: typeof item.createdAt === 'string' ? item.createdAt : '',
          },
        ]
      : [],
  );
}

export const socialConnectionsQueryKey = [PLAYER_QUERY_ROOT, 'social-connections'] as const;

/** `GET /api/player/social-connections`: the player's linked social and messenger accounts. */
export const socialConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: socialConnectionsQueryKey,
    queryFn: ({ signal }) => request('/api/player/social-connections', { parse: parseConnections, signal }),
  });

export function useSocialConnections() {
  return useQuery(socialConnectionsQueryOptions());
}
