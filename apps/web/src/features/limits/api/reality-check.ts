import { queryOptions } from '@tanstack/react-query';
import { isRecord, request } from '@/lib/http';

/** The reality check: how often to remind, and what this login session has played. */
export interface RealityCheck {
  readonly intervalMinutes: number;
  readonly session: {
    readonly startedAt: string;
    readonly results: readonly { currency: string; staked: number; won: number; net: number }[];
  };
}

function parseRealityCheck(body: unknown): RealityCheck {
  if (!isRecord(body) || typeof body.intervalMinutes !== 'number' || !isRecord(body.session))
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
