import { queryOptions } from '@tanstack/react-query';
import { SPORTSBOOK_API_BASE, type SportInfoView, type SportListItemView } from '@casino/shared';
import { getJson, isRecord } from '@/lib/http';

/** Every query of this feature starts with this key. */
export const SPORTSBOOK_QUERY_ROOT = 'sportsbook';
/** The sports with events change when a championship's day starts or ends: minutes, not seconds. */
const SPORTS_STALE_TIME_MS = 5 * 60_000;

function parseSports(body: unknown): SportListItemView[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected sports response');
  return body.data.filter(
    (sport): sport is SportListItemView =>
      isRecord(sport) &&
      typeof sport.id === 'number' &&
      typeof sport.code === 'string' &&
      typeof sport.name === 'string',
  );
}

/** `GET /provider/sportsbook/api/sports`: the sports with events (id, code = slug, name). */
export const sportsQueryOptions = () =>
  queryOptions({
    queryKey: [SPORTSBOOK_QUERY_ROOT, 'sports'],
    queryFn: ({ signal }) => getJson(`${SPORTSBOOK_API_BASE}/sports`, { signal, parse: parseSports }),
    staleTime: SPORTS_STALE_TIME_MS,
  });

function parseSportInfo(body: unknown): SportInfoView {
  if (!isRecord(body) || !Array.isArray(body.Categories)) throw new Error('Unexpected sport info response');
  return body as unknown as SportInfoView;
}

/** `GET /api/game/sport/info/{id}`: categories and championships, cached per sport for the session (SPEC.md section 7). */
export const sportInfoQueryOptions = (sportId: number) =>
  queryOptions({
    queryKey: [SPORTSBOOK_QUERY_ROOT, 'info', sportId],
    queryFn: ({ signal }) => getJson(`/api/game/sport/info/${sportId}`, { signal, parse: parseSportInfo }),
    staleTime: Infinity,
    gcTime: Infinity,
  });
