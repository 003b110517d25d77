import type { LimitDefinition, LimitPeriod } from '@casino/shared';
import type { playerLimits } from './limits.table';

export type LimitRow = typeof playerLimits.$inferSelect;

/** A limit as the player sees it (SPEC.md section 3, Limit, with what is used and what is waiting). */
export interface LimitView {
  readonly id: string;
  readonly definition: LimitDefinition;
  readonly period: LimitPeriod | null;
  readonly amount: number | null;
  readonly currency: string | null;
  /** Stakes, net loss or deposits counted in the current rolling period, in the limit's currency. */
  readonly used: number | null;
  readonly createdAt: string;
  readonly startsAt: string;
  readonly endsAt: string | null;
  readonly isPermanent: boolean;
  readonly pending: {
    kind: 'increase' | 'removal';
    period: LimitPeriod | null;
    amount: number | null;
    availableAt: string;
  } | null;
}

export function toLimitView(row: LimitRow, used: bigint | null): LimitView {
  const pending =
    row.pendingKind && row.pendingAvailableAt
      ? {
          kind: row.pendingKind,
          period: row.pendingPeriod ?? null,
          amount: row.pendingAmount === null ? null : Number(row.pendingAmount),
          availableAt: row.pendingAvailableAt.toISOString(),
        }
      : null;
  return {
    id: row.id,
    definition: row.definition,
    period: row.period ?? null,
    amount: row.amount === null ? null : Number(row.amount),
    currency: row.currency ?? null,
    used: used === null ? null : Number(used),
    createdAt: row.createdAt.toISOString(),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    isPermanent: row.isPermanent,
    pending,
  };
}
