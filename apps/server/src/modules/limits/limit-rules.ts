import { LIMIT_PERIOD_HOURS, LIMIT_PERIODS, type LimitPeriod } from '@casino/shared';

/** A loosening change (an increase, a longer-to-shorter period, a removal) waits this long before the player may confirm it (UKGC RTS 12). */
export const LIMIT_LOOSENING_WAIT_MS = 24 * 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

export function periodMs(period: LimitPeriod): number {
  return LIMIT_PERIOD_HOURS[period] * HOUR_MS;
}

export function isLimitPeriod(value: unknown): value is LimitPeriod {
  return typeof value === 'string' && (LIMIT_PERIODS as readonly string[]).includes(value);
}

/** An amount limit as it is compared: so much per period. */
export interface AmountTerms {
  readonly period: LimitPeriod;
  readonly amount: bigint;
}

/**
 * True when `next` can never allow more play than `current`: an amount not higher over a period
 * not shorter. Such a change applies at once; anything else waits (a daily 100 becoming a weekly
 * 100 is stricter; a daily 100 becoming a monthly 3,000 is looser, though the amount per day fell).
 */
export function isAtLeastAsStrict(current: AmountTerms, next: AmountTerms): boolean {
  return next.amount <= current.amount && periodMs(next.period) >= periodMs(current.period);
}

/**
 * Daily ≤ weekly ≤ monthly among the limits of one kind, all in one currency: a longer period
 * never allows less than a shorter one (it would make the shorter one meaningless and confuse
 * the player). Returns the period that breaks the order with `candidate`, if any.
 */
export function periodOrderConflict(candidate: AmountTerms, others: readonly AmountTerms[]): LimitPeriod | undefined {
  const candidateLength = periodMs(candidate.period);
  for (const other of others) {
    const otherLength = periodMs(other.period);
    if (otherLength < candidateLength && other.amount > candidate.amount) return other.period;
    if (otherLength > candidateLength && other.amount < candidate.amount) return other.period;
  }
  return undefined;
}

/** When a cooling-off of `days` or a self-exclusion of `months` (0: never) started at `start` ends. */
export function breakEndsAt(start: Date, term: { days: number } | { months: number }): Date | null {
  if ('days' in term) return new Date(start.getTime() + term.days * 24 * HOUR_MS);
  if (term.months === 0) return null;
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + term.months);
  return end;
}
