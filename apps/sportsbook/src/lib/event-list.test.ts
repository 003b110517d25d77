import type { SportEventSummaryView } from '@casino/shared';
import { describe, expect, it } from 'vitest';
import { clockText, mergeSummary } from './event-list';

const event = (id: number, status: SportEventSummaryView['status'], startsAt: string) =>
  ({ id, status, startsAt }) as SportEventSummaryView;
const isLive = (one: SportEventSummaryView) => one.status === 'live';

describe('lists kept live by sport:live', () => {
  it('replaces an event in place, adds one that now belongs (in start order) and drops one that no longer does', () => {
    const list = [event(1, 'live', '2030-01-01T10:00:00Z'), event(2, 'live', '2030-01-01T12:00:00Z')];
    expect(mergeSummary(list, event(2, 'live', '2030-01-01T12:00:00Z'), isLive).map((one) => one.id)).toEqual([1, 2]);
    expect(mergeSummary(list, event(3, 'live', '2030-01-01T11:00:00Z'), isLive).map((one) => one.id)).toEqual([
      1, 3, 2,
    ]);
    expect(mergeSummary(list, event(1, 'ended', '2030-01-01T10:00:00Z'), isLive).map((one) => one.id)).toEqual([2]);
    expect(mergeSummary(list, event(4, 'upcoming', '2030-01-01T09:00:00Z'), isLive)).toBe(list);
    expect(mergeSummary(list, event(3, 'live', '2030-01-01T11:00:00Z'), isLive, 2)).toBe(list);
  });

  it('prints the clock of a live event', () => {
    expect(clockText({ period: '2H', minute: 67, detail: null })).toBe("2H 67'");
    expect(clockText({ period: 'S3', minute: null, detail: '4-3 30:15' })).toBe('S3 4-3 30:15');
    expect(clockText(null)).toBe('');
  });
});
