import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LimitPeriod } from '@casino/shared';
import { request } from '@/lib/http';
import { limitsQueryKey, parseLimit, type PlayerLimit } from './get-limits';

/** What the player asks for: an amount limit, a cooling-off of `days`, a self-exclusion of `months` (0: permanent). */
export type NewLimitRequest =
  | { readonly definition: 1 | 2 | 3; readonly period: LimitPeriod; readonly amount: number; readonly currency: string }
  /** Play time: minutes per rolling day. */
  | { readonly definition: 6; readonly period: 'daily'; readonly amount: number }
  | { readonly definition: 5; readonly days: number }
  | { readonly definition: 4; readonly months: number };

const path = (id: string) => `/api/player/limits/${encodeURIComponent(id)}`;

/** The calls that change limits; each answers the limit as it now stands (null: removed). */
export const limitCalls = {
  /** `POST /api/player/limits`: applies at once. */
  create: (body: NewLimitRequest) => request('/api/player/limits', { method: 'POST', body, parse: parseLimit }),
  /** `PUT /api/player/limits/{id}`: stricter at once, looser waits 24 hours. */
  update: ({ id, period, amount }: { id: string; period: LimitPeriod; amount: number }) =>
    request(path(id), { method: 'PUT', body: { period, amount }, parse: parseLimit }),
  /** `DELETE /api/player/limits/{id}`: a removal that waits 24 hours. */
  remove: (id: string) => request(path(id), { method: 'DELETE', parse: parseLimit }),
  /** `POST /api/player/limits/{id}/confirm`: applies the waiting change once it may. */
  confirm: (id: string) =>
    request(`${path(id)}/confirm`, {
      method: 'POST',
      parse: (body: unknown) => (body === undefined || body === null || body === '' ? null : parseLimit(body)),
    }),
  /** `DELETE /api/player/limits/{id}/pending`: keeps the limit as it is. */
  cancelChange: (id: string) => request(`${path(id)}/pending`, { method: 'DELETE', parse: parseLimit }),
} as const;

/** A limit call whose success refreshes the list (and so the limits page and the wallet's flag). */
export function useLimitCall<Input, Output extends PlayerLimit | null>(call: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
  });
}
