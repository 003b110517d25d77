/**
 * When the next reality check is due: the first whole interval since the session started that is
 * still ahead (a player who reloads the page is reminded on the session's rhythm, not the page's).
 */
export function nextReminderAt(sessionStartedAtMs: number, intervalMinutes: number, nowMs: number): number | undefined {
  if (intervalMinutes <= 0 || !Number.isFinite(sessionStartedAtMs)) return undefined;
  const intervalMs = intervalMinutes * 60_000;
  const elapsed = Math.max(0, nowMs - sessionStartedAtMs);
  return sessionStartedAtMs + (Math.floor(elapsed / intervalMs) + 1) * intervalMs;
}

/** Whole minutes played since the session started. */
export function minutesPlayed(sessionStartedAtMs: number, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - sessionStartedAtMs) / 60_000));
}
