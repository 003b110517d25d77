/**
 * Event lists kept live from `sport:live` pushes: a pushed summary replaces its event in place,
 * joins a list it now belongs to (an event going live) and leaves one it no longer fits (ended).
 */
import type { SportClockView, SportEventSummaryView } from '@casino/shared';

export function mergeSummary(
  list: readonly SportEventSummaryView[],
  summary: SportEventSummaryView,
  belongs: (event: SportEventSummaryView) => boolean,
  limit = Number.POSITIVE_INFINITY,
): readonly SportEventSummaryView[] {
  const index = list.findIndex((event) => event.id === summary.id);
  if (!belongs(summary)) return index === -1 ? list : list.filter((event) => event.id !== summary.id);
  if (index !== -1) return list.map((event) => (event.id === summary.id ? summary : event));
  if (list.length >= limit) return list;
  return sortByStart([...list, summary]);
}

/** Soonest first, a competition's outright above its matches (as the server sorts them). */
export function sortByStart(list: readonly SportEventSummaryView[]): SportEventSummaryView[] {
  const outrightFirst = (event: SportEventSummaryView) => (event.kind === 'outright' ? 0 : 1);
  return [...list].sort(
    (left, right) =>
      outrightFirst(left) - outrightFirst(right) ||
      Date.parse(left.startsAt) - Date.parse(right.startsAt) ||
      left.id - right.id,
  );
}

/** "2H 67'", "HT", "S3 4-3 30:15": period, then the minute of timed sports, then any detail. */
export function clockText(clock: SportClockView | null): string {
  if (!clock) return '';
  return [clock.period, clock.minute !== null ? `${clock.minute}'` : '', clock.detail ?? ''].filter(Boolean).join(' ');
}

/** Kick-off in the widget's locale (an Intl tag: 'de', 'pt-BR', 'sv'): the time today, else a short date and time. */
export function startTimeText(iso: string, culture: string, now = new Date()): string {
  const start = new Date(iso);
  if (Number.isNaN(start.getTime())) return '';
  const sameDay = start.toDateString() === now.toDateString();
  const options: Intl.DateTimeFormatOptions = sameDay
    ? { hour: '2-digit', minute: '2-digit' }
    : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  try {
    return new Intl.DateTimeFormat(culture, options).format(start);
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(start);
  }
}
