import { describe, expect, it } from 'vitest';
import { minutesPlayed, nextReminderAt } from './reality-check-schedule';

const MINUTE = 60_000;

describe('reality check schedule', () => {
  it('reminds on the session’s rhythm, always ahead of now', () => {
    expect(nextReminderAt(0, 15, 5 * MINUTE)).toBe(15 * MINUTE);
    expect(nextReminderAt(0, 15, 15 * MINUTE)).toBe(30 * MINUTE);
    expect(nextReminderAt(0, 30, 61 * MINUTE)).toBe(90 * MINUTE);
  });

  it('never reminds when off', () => {
    expect(nextReminderAt(0, 0, 5 * MINUTE)).toBeUndefined();
  });

  it('counts whole minutes played', () => {
    expect(minutesPlayed(0, 14 * MINUTE + 59_000)).toBe(14);
    expect(minutesPlayed(10 * MINUTE, 0)).toBe(0);
  });
});
