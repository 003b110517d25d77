import { queryOptions, useQuery } from '@tanstack/react-query';
import { LIMIT_PERIODS, LimitDefinition, type LimitPeriod } from '@casino/shared';
import { isRecord, request } from '@/lib/http';

/** A responsible-gaming limit as `GET /api/player/limits` lists it (SPEC.md section 3, Limit). */
export interface PlayerLimit {
  readonly id: string;
  readonly definition: LimitDefinition;
  readonly period: LimitPeriod | null;
  /** Minor units of `currency`; null for a break. */
  readonly amount: number | null;
  readonly currency: string | null;
  /** Stakes, net loss or deposits in the current rolling period. */
  readonly used: number | null;
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly isPermanent: boolean;
  readonly pending: {
    readonly kind: 'increase' | 'removal';
    readonly period: LimitPeriod | null;
    readonly amount: number | null;
    readonly availableAt: string;
  } | null;
}

const DEFINITIONS: readonly number[] = Object.values(LimitDefinition);
const periodOf = (value: unknown): LimitPeriod | null =>
  (LIMIT_PERIODS as readonly unknown[]).includes(value) ? (value as LimitPeriod) : null;
const numberOf = (value: unknown): number | null => (typeof value === 'number' ? value : null);
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function parsePending(value: unknown): PlayerLimit['pending'] {
  if (
    !isRecord(value) ||
    (value.kind !== 'increase' && value.kind !== 'removal') ||
    typeof value.availableAt !== 'string'
  )
    return null;
  return {
    kind: value.kind,
    period: periodOf(value.period),
    amount: numberOf(value.amount),
    availableAt: value.availableAt,
  };
}

export function parseLimit(item: unknown): PlayerLimit {
  if (!isRecord(item) || typeof item.id !== 'string' || !DEFINITIONS.includes(Number(item.definition)))
    throw new Error('Unexpected limit');
  return {
    id: item.id,
    definition: Number(item.definition) as LimitDefinition,
    period: periodOf(item.period),
    amount: numberOf(item.amount),
    currency: textOf(item.currency),
    used: numberOf(item.used),
    startsAt: textOf(item.startsAt) ?? '',
    endsAt: textOf(item.endsAt),
    isPermanent: item.isPermanent === true,
    pending: parsePending(item.pending),
  };
}

function parseLimits(body: unknown): PlayerLimit[] {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected limits response');
  return body.data.map(parseLimit);
}

export const limitsQueryKey = ['player', 'limits'] as const;

/** `GET /api/player/limits`: read fresh each time (usage moves with every stake). */
export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: limitsQueryKey,
    queryFn: ({ signal }) => request('/api/player/limits', { parse: parseLimits, signal }),
    staleTime: 0,
  });

export function useLimits() {
  return useQuery(limitsQueryOptions());
}
