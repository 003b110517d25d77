import { queryOptions } from '@tanstack/react-query';
import { REALITY_CHECK_INTERVAL_MINUTES, type RealityCheckView } from '@casino/shared';
import { isRecord, request } from '@/lib/http';

/** The reality check: how often to remind, and what this login session has played (the server's shape, from packages/shared). */
export type RealityCheck = RealityCheckView;

const isInterval = (value: unknown): value is RealityCheck['intervalMinutes'] =>
  (REALITY_CHECK_INTERVAL_MINUTES as readonly unknown[]).includes(value);

function parseRealityCheck(body: unknown): RealityCheck {
  if (!isRecord(body) || !isInterval(body.intervalMinutes) || !isRecord(body.session))
    throw new Error('Unexpected reality check');
  const results = Array.isArray(body.session.results)
    ? (body.session.results as RealityCheck['session']['results'])
    : [];
  return { intervalMinutes: body.intervalMinutes, session: { startedAt: String(body.session.startedAt), results } };
}

/** `GET /api/player/reality-check`. */
export const realityCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['player', 'reality-check'] as const,
    queryFn: ({ signal }) => request('/api/player/reality-check', { parse: parseRealityCheck, signal }),
    staleTime: 0,
  });

/** `PUT /api/player/reality-check`. */
export function setRealityCheck(intervalMinutes: number): Promise<RealityCheck> {
  return request('/api/player/reality-check', { method: 'PUT', body: { intervalMinutes }, parse: parseRealityCheck });
}
