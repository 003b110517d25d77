import { sessionToken } from '@/lib/session';
import { startRealtime, type RealtimeSession } from '@/lib/realtime';
import { tokenSubject } from './cross-tab';
import { usableSessionToken } from './session-start';

/** The session as the real-time client sees it: the token, refreshed the session's way. */
const realtimeSession: RealtimeSession = {
  usableToken: usableSessionToken,
  hasSession: () => sessionToken.read() !== undefined,
  playerOfToken: tokenSubject,
};

/** Starts the page's socket once the app has mounted: as the stored player, or as a guest. */
export function startRealtimeClient(): void {
  startRealtime(realtimeSession);
}
