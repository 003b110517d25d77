import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '@/lib/http';
import { SETTINGS_STALE_TIME_MS } from '@/lib/query-client';

export interface SocialProvider {
  /** The provider's name in URLs (`google`): also the callback's {connection}. */
  readonly name: string;
  readonly label: string;
}

function parseProviders(body: unknown): SocialProvider[] {
  if (!Array.isArray(body)) throw new Error('Unexpected social providers response');
  return body.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, label } = item as Record<string, unknown>;
    return typeof name === 'string' ? [{ name, label: typeof label === 'string' ? label : name }] : [];
  });
}

/** `GET /api/player/social-providers`: the configured social login buttons. */
export const socialProvidersQueryOptions = () =>
  queryOptions({
    queryKey: ['settings', 'social-providers'],
    queryFn: ({ signal }) => getJson('/api/player/social-providers', { parse: parseProviders, signal }),
    staleTime: SETTINGS_STALE_TIME_MS,
  });

/** The buttons to show; none while loading or when the call fails (social login is optional). */
export function useSocialProviders(): readonly SocialProvider[] {
  return useQuery(socialProvidersQueryOptions()).data ?? [];
}
