/** The websocket of the real-time hub (SPEC.md section 7, Real-time), on the page's own host. */
export const REALTIME_PATH = '/api/connection/websocket';

/**
 * The client's timings, SPEC.md section 9 (Real-time client): a command unanswered for 5 s fails;
 * reconnects back off from 0.5 s to 20 s so a restarting server is not stormed; the server pings
 * every 25 s and a ping more than 10 s late means the socket is dead.
 */
export const REALTIME_TIMEOUT_MS = 5_000;
export const REALTIME_MIN_RECONNECT_DELAY_MS = 500;
export const REALTIME_MAX_RECONNECT_DELAY_MS = 20_000;
export const REALTIME_MAX_SERVER_PING_DELAY_MS = 10_000;
/**
 * A subscription that failed for a passing reason is tried again between these delays (SPEC.md
 * section 9). The spec's token refresh retry of 5-10 s is the client's own default: not set here.
 */
export const REALTIME_MIN_RESUBSCRIBE_DELAY_MS = 500;
export const REALTIME_MAX_RESUBSCRIBE_DELAY_MS = 20_000;

/** `ws://` or `wss://` as the page is served, so the socket and the page share one origin. */
export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${REALTIME_PATH}`;
}
