/**
 * Where the session meets the real-time client (SPEC.md section 4: on login subscriptions start;
 * on logout they stop and the socket reconnects as a guest). The real-time issue fills these in;
 * until then they are no-ops, so the session already calls them at the right moments.
 */

/** Subscribe the player's channels (wallet:accounts#{id}, messenger:notifications#{id}, ...). */
export function startRealtimeSubscriptions(_profileId: string): void {
  // Filled in by the real-time issue.
}

/** Drop the player's channels. */
export function stopRealtimeSubscriptions(): void {
  // Filled in by the real-time issue.
}

/** Reconnect the socket without the old token, as a guest (global channels only). */
export function reconnectRealtimeSocket(): void {
  // Filled in by the real-time issue.
}
