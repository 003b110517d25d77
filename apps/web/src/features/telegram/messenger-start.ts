import { isInsideMiniApp, isMessengerUser, readMessengerState, type MessengerState } from './messenger-launch';
import type { MessengerSession, MessengerSessionActions } from './messenger-session';

/**
 * What the first screen carries of the messenger feature: reading the Messenger state, the
 * request headers, and the loaders of everything else. The SDK, the login and the mini-app's
 * shell are chunks of their own, loaded only inside the mini-app (a web visitor downloads none).
 */
let state: MessengerState = {
  initData: undefined,
  initDataRaw: undefined,
  platform: undefined,
  launchParams: undefined,
  botUrl: undefined,
};

/** Reads the Messenger state of this page once, at start-up; marks <html> inside the mini-app (its styles: safe areas, viewport). */
export function startMessenger(url = new URL(window.location.href)): MessengerState {
  state = readMessengerState(url);
  if (isInsideMiniApp(state)) document.documentElement.dataset.messenger = 'tg';
  return state;
}

export const messengerState = (): MessengerState => state;

/** SPEC.md section 7: the platform header (tg for a messenger user) and the source header (the bot address, else the origin). */
export function messengerHeaders(): { platform: 'tg' | 'web'; source: string } {
  return { platform: isMessengerUser(state) ? 'tg' : 'web', source: state.botUrl ?? window.location.origin };
}

export { isInsideMiniApp, isMessengerUser };
export type { MessengerSession, MessengerSessionActions, MessengerState };

let session: Promise<MessengerSession> | undefined;

/** The messenger login (its own chunk), made once with the session's actions. */
export function messengerSession(actions: MessengerSessionActions): Promise<MessengerSession> {
  session ??= import('./messenger-session').then((module) => module.createMessengerSession(state, actions));
  return session;
}
