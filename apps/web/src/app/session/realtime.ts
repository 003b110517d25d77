import { clearRealtimePlayer, reconnectRealtime, setRealtimePlayer } from '@/lib/realtime';
import { followAccountsEvents } from './accounts-events';

/**
 * Where the session meets the real-time client (SPEC.md section 4: on login subscriptions start;
 * on logout they stop and the socket reconnects as a guest). The client itself starts at mount
 * (realtime-start.ts); the session only tells it whose channels to hold.
 */

/** Subscribe the player's channels (wallet:accounts#{id}, and those features listen to). */
export function startRealtimeSubscriptions(profileId: string): void {
  followAccountsEvents();
  setRealtimePlayer(profileId);
}

/** Drop the player's channels. */
export function stopRealtimeSubscriptions(): void {
  clearRealtimePlayer();
}

/** Reconnect the socket without the old token, as a guest (global channels only). */
export function reconnectRealtimeSocket(): void {
  reconnectRealtime();
}
