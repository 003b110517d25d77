import { describe, expect, it } from 'vitest';
import { breakEndsAt, isAtLeastAsStrict, periodOrderConflict } from './limit-rules';

describe('limit rules', () => {
  it('applies at once only what can never allow more play', () => {
    expect(isAtLeastAsStrict({ period: 'daily', amount: 100n }, { period: 'daily', amount: 50n })).toBe(true);
    expect(isAtLeastAsStrict({ period: 'daily', amount: 100n }, { period: 'weekly', amount: 100n })).toBe(true);
    expect(isAtLeastAsStrict({ period: 'daily', amount: 100n }, { period: 'daily', amount: 101n })).toBe(false);
    expect(isAtLeastAsStrict({ period: 'weekly', amount: 100n }, { period: 'daily', amount: 90n })).toBe(false);
  });

  it('keeps daily ≤ weekly ≤ monthly', () => {
    const weekly = { period: 'weekly' as const, amount: 500n };
    expect(periodOrderConflict({ period: 'daily', amount: 600n }, [weekly])).toBe('weekly');
    expect(periodOrderConflict({ period: 'monthly', amount: 400n }, [weekly])).toBe('weekly');
    expect(periodOrderConflict({ period: 'daily', amount: 500n }, [weekly])).toBeUndefined();
    expect(periodOrderConflict({ period: 'monthly', amount: 2_000n }, [weekly])).toBeUndefined();
  });

  it('ends a cooling-off after its days and a self-exclusion after its calendar months, or never', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(breakEndsAt(start, { days: 7 })?.toISOString()).toBe('2026-02-07T10:00:00.000Z');
    expect(breakEndsAt(start, { months: 6 })?.toISOString()).toBe('2026-07-31T10:00:00.000Z');
    expect(breakEndsAt(start, { months: 0 })).toBeNull();
  });
});
