import { localizePath, splitLocalePath, type LoginResponse, type PlayerProfile } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { showAlert, type AlertInput } from '@/lib/alerts';
import { HttpError } from '@/lib/http';
import { logger } from '@/lib/logger';
import { logInWithMessenger } from './api/log-in-with-messenger';
import { syncMessengerUser } from './api/sync-messenger-user';
import type { MessengerState } from './messenger-launch';
import { messengerStatus } from './messenger-status';

/**
 * The session of a messenger user (SPEC.md sections 4 and 8): logged in with the app's init data
 * when there is no session, logged in again from the app when the server refuses the session (a
 * 401 or 403, a failed refresh), and the messenger user's name, language and photo synced to the
 * profile after a login. The session's own actions are handed in by app/session (features do not
 * reach into the app).
 */
export interface MessengerSessionActions {
  readonly logIn: (response: LoginResponse) => Promise<void>;
  readonly replaceProfile: (profile: PlayerProfile) => void;
  /** The session is gone for good (the messenger refused it too): local state is cleared. */
  readonly endSession: () => void;
}

/** Unprefixed path of the support page, where a blocked player is sent. */
export const SUPPORT_PATH = pathTo('/support');
/**
 * A refusal this soon after logging in again (for a refusal) means the new session is refused as
 * well: the session ends instead of going round in a loop of logins. The first login of the
 * page does not count: its session may end at any time (logged out on another device).
 */
export const RELOGIN_MIN_INTERVAL_MS = 10_000;

const pageLocale = () => splitLocalePath(window.location.pathname).locale;

/** The error table's messenger rows: 403 blocked (with the way to support); 401, a sync failure and the rest, the auth error. */
export function messengerAlertFor(error: unknown): AlertInput {
  if (error instanceof HttpError && error.status === 403 && error.code === 'player_blocked') {
    return {
      kind: 'error',
      title: 'alerts:messenger.blocked',
      link: { to: localizePath(SUPPORT_PATH, pageLocale()), label: 'alerts:messenger.contactSupport' },
    };
  }
  return { kind: 'error', title: 'alerts:messenger.authError' };
}

export interface MessengerSession {
  /** No session at start-up: log in with the app's init data. */
  readonly autoLogIn: () => Promise<void>;
  /** The server refused the session: log in again with the app's init data (one login for a burst of refusals). */
  readonly logInAgain: () => Promise<void>;
  /** A restored session of this messenger user: its username, language and photo are synced. */
  readonly sessionRestored: (profile: PlayerProfile) => Promise<void>;
}

export function createMessengerSession(
  state: MessengerState,
  actions: MessengerSessionActions,
  now = () => Date.now(),
): MessengerSession {
  let inFlight: Promise<void> | undefined;
  let lastLoginAgainAt = Number.NEGATIVE_INFINITY;

  const sync = async (profile: PlayerProfile): Promise<void> => {
    const user = state.initData?.user;
    // Another player's session (signed in by e-mail inside the app): not this messenger user's to sync.
    if (!user || profile.tgUserId !== String(user.id)) return;
    try {
      actions.replaceProfile(await syncMessengerUser(user));
    } catch (error) {
      logger.warn('messenger sync failed', error);
      showAlert(messengerAlertFor(undefined));
    }
  };

  const logInOnce = (): Promise<void> => {
    const raw = state.initDataRaw;
    if (!raw) return Promise.resolve();
    inFlight ??= (async () => {
      messengerStatus.set('logging-in');
      try {
        const response = await logInWithMessenger(raw);
        await actions.logIn(response);
        messengerStatus.set('ready');
        await sync(response.profile);
      } catch (error) {
        messengerStatus.set('failed');
        logger.warn('messenger login failed', error);
        actions.endSession();
        showAlert(messengerAlertFor(error));
      } finally {
        inFlight = undefined;
      }
    })();
    return inFlight;
  };

  return {
    autoLogIn: logInOnce,
    logInAgain: () => {
      if (inFlight) return inFlight;
      if (now() - lastLoginAgainAt < RELOGIN_MIN_INTERVAL_MS) {
        actions.endSession();
        showAlert(messengerAlertFor(undefined));
        return Promise.resolve();
      }
      lastLoginAgainAt = now();
      return logInOnce();
    },
    sessionRestored: sync,
  };
}
