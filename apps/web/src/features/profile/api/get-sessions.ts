import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListResponse, PageMeta, SessionView } from '@casino/shared';
import { isRecord, request } from '@/lib/http';
import { PLAYER_QUERY_ROOT } from './get-profile';

/** A session of the player, as `GET /api/player/sessions` lists it (the server's shape, from packages/shared). */
export type PlayerSession = SessionView;

/** Sessions on a page of the list: a player rarely has more open. */
export const SESSIONS_PER_PAGE = 10;

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parseSession(item: unknown): PlayerSession {
  if (!isRecord(item) || typeof item.id !== 'string') throw new Error('Unexpected session in the list');
  return {
    id: item.id,
    method: text(item.method) ?? '',
    ip: text(item.ip),
    userAgent: text(item.userAgent),
    platform: text(item.platform),
    createdAt: text(item.createdAt) ?? '',
    lastSeenAt: text(item.lastSeenAt) ?? '',
    isCurrent: item.isCurrent === true,
  };
}

function parseSessions(body: unknown): ListResponse<PlayerSession> {
  if (!isRecord(body) || !Array.isArray(body.data) || !isRecord(body.meta))
    throw new Error('Unexpected sessions response');
  const meta = body.meta as unknown as PageMeta;
  return { data: body.data.map(parseSession), meta };
}

export const sessionsQueryKey = [PLAYER_QUERY_ROOT, 'sessions'] as const;

/** `GET /api/player/sessions?page&perPage`. */
export const sessionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...sessionsQueryKey, page],
    queryFn: ({ signal }) =>
      request('/api/player/sessions', { query: { page, perPage: SESSIONS_PER_PAGE }, parse: parseSessions, signal }),
    // Other devices come and go: the list is read fresh each time it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useSessions(page: number) {
  return useQuery(sessionsQueryOptions(page));
}
