export { isTokenExpired, sessionToken, tokenExpiryMs, TOKEN_EXPIRY_MARGIN_MS } from './session-token';
export { usableToken, type RefreshRequest } from './token-refresh';
export {
  announceSession,
  readSessionMarker,
  sessionEvents,
  watchOtherTabs,
  type SessionEventName,
  type SessionMarker,
} from './session-events';
