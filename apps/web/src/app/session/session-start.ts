import {
  isInsideMiniApp,
  isMessengerUser,
  messengerHeaders,
  messengerSession,
  startMessenger,
  type MessengerSessionActions,
} from '@/features/telegram/messenger-start';
import { configureSessionHooks, HttpError } from '@/lib/http';
import { sessionToken, usableToken, watchOtherTabs, type RefreshRequest, type SessionMarker } from '@/lib/session';
import { MOBILE_MEDIA_QUERY } from '@/lib/use-is-mobile';
import { viewerStore } from '@/lib/viewer';
import { crossTabAction, tokenSubject } from './cross-tab';
import { refreshAccessToken } from './session-api';

/**
 * What the first screen runs of the session: the HTTP client's hooks, the cross-tab watch and a
 * check for a stored session. Everything heavier (login, logout, restoring profile and accounts)
 * is loaded when first needed, so a guest's first screen carries none of it.
 */
const actions = () => import('./session-actions');
const restore = () => import('./session-restore');

/** What the messenger login does with a session (features/telegram): log in, update the profile, end it quietly. */
const messengerActions: MessengerSessionActions = {
  logIn: async (response) => (await actions()).logIn(response),
  replaceProfile: (profile) => void actions().then((module) => module.replaceProfile(profile)),
  endSession: () => void actions().then((module) => module.logOut({ closeOnServer: false })),
};

/**
 * The server refused the session (401/403 on an authenticated call, a refused refresh): inside the
 * messenger mini-app the player logs in again from the app; anyone else loses the session (SPEC.md section 8).
 */
const removeSession = () => {
  if (isInsideMiniApp(startedMessenger()))
    void messengerSession(messengerActions).then((session) => session.logInAgain());
  else void actions().then((module) => module.removeSession());
};

/** A refresh the server refuses ends the session; a network failure only fails the request. */
const refreshOrRemove: RefreshRequest = async (expiredToken) => {
  try {
    return await refreshAccessToken(expiredToken);
  } catch (error) {
    if (error instanceof HttpError) removeSession();
    throw error;
  }
};

/** The session's token fit to send: refreshed first when it is about to expire (SPEC.md section 7). */
export const usableSessionToken = (): Promise<string | undefined> => usableToken(refreshOrRemove);

async function onOtherTab(marker: SessionMarker): Promise<void> {
  const isLoggedIn = viewerStore.get().isLoggedIn;
  const profileId = isLoggedIn ? (await restore()).shownPlayerId() : undefined;
  const action = crossTabAction(marker, { isLoggedIn, profileId, storedPlayerId: tokenSubject(sessionToken.read()) });
  if (action === 'reload') window.location.reload();
  if (action === 'go-home') {
    const { logOut, localizedHome } = await actions();
    const { navigateTo } = await import('@/lib/navigation');
    logOut({ closeOnServer: false, announce: false });
    navigateTo(localizedHome());
  }
}

const isMobileDevice = (): boolean =>
  window.matchMedia(MOBILE_MEDIA_QUERY).matches || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);

/** SPEC.md section 4: back in the tab on a phone, a logged-in player's balances may have moved. */
function refetchAccountsOnMobileReturn(): void {
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible' && viewerStore.get().isLoggedIn && isMobileDevice()) {
      void actions().then((module) => module.refreshAccounts());
    }
  });
}

let started = false;
let messenger: ReturnType<typeof startMessenger> | undefined;
const startedMessenger = () => (messenger ??= startMessenger());

/**
 * A messenger user without a session is logged in with the app's init data; with one, the
 * restored profile is synced with the messenger user (features/telegram).
 */
function startMessengerSession(hasToken: boolean): void {
  if (!isInsideMiniApp(startedMessenger())) return;
  const session = messengerSession(messengerActions);
  if (!hasToken) {
    void session.then((loaded) => loaded.autoLogIn());
    return;
  }
  void restore()
    .then((module) => module.restoredProfile())
    .then(async (profile) => profile && (await session).sessionRestored(profile));
}

/**
 * Wires the session into the HTTP client and the browser, once. A stored token counts as logged
 * in at once (so a login-needed modal in the URL is not swapped for sign-in) while profile and
 * accounts load.
 */
export function startSession(): void {
  if (started) return;
  started = true;
  const messengerUser = isMessengerUser(startedMessenger());
  viewerStore.set({ isMessengerApp: messengerUser });
  configureSessionHooks({
    usableToken: usableSessionToken,
    onRejected: removeSession,
    platform: () => messengerHeaders().platform,
    source: () => messengerHeaders().source,
  });
  watchOtherTabs((marker) => void onOtherTab(marker));
  refetchAccountsOnMobileReturn();
  const hasToken = Boolean(sessionToken.read());
  if (hasToken) {
    viewerStore.set({ isLoggedIn: true });
    void restore().then((module) => module.restoreSession());
  }
  startMessengerSession(hasToken);
}
