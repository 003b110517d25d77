import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoginResponse, PlayerProfile } from '@casino/shared';
import { HttpError } from '@/lib/http';
import type { MessengerState } from './messenger-launch';

const logInWithMessenger = vi.fn<(raw: string) => Promise<LoginResponse>>();
const syncMessengerUser = vi.fn<(user: unknown) => Promise<PlayerProfile>>();
const showAlert = vi.fn();
vi.mock('./api/log-in-with-messenger', () => ({ logInWithMessenger }));
vi.mock('./api/sync-messenger-user', () => ({ syncMessengerUser }));
vi.mock('@/lib/alerts', () => ({ showAlert }));

const { createMessengerSession, RELOGIN_MIN_INTERVAL_MS } = await import('./messenger-session');

const USER = { id: 42, firstName: 'Mira', lastName: null, username: 'mira', languageCode: 'de', photoUrl: null };
const STATE: MessengerState = {
  initData: { user: USER, authDate: 1, startParam: null },
  initDataRaw: 'query_id=1&hash=ab',
  platform: 'android',
  launchParams: '',
  botUrl: undefined,
};
const profile = (tgUserId: string | null) => ({ id: 'p-1', tgUserId }) as PlayerProfile;

describe('the messenger session', () => {
  const actions = { logIn: vi.fn(async () => undefined), replaceProfile: vi.fn(), endSession: vi.fn() };
  let now = 1_000_000;
  const session = () => createMessengerSession(STATE, actions, () => now);
  beforeEach(() => {
    vi.stubGlobal('window', { location: { pathname: '/de/games' } });
    vi.stubGlobal('document', { documentElement: { dataset: {} } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.clearAllMocks();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('logs in with the init data, then syncs the messenger user onto the profile', async () => {
    const response = { accessToken: 't', profile: profile('42') };
    logInWithMessenger.mockResolvedValue(response);
    syncMessengerUser.mockResolvedValue(profile('42'));
    await session().autoLogIn();
    expect(logInWithMessenger).toHaveBeenCalledWith('query_id=1&hash=ab');
    expect(actions.logIn).toHaveBeenCalledWith(response);
    expect(syncMessengerUser).toHaveBeenCalledWith(USER);
    expect(actions.replaceProfile).toHaveBeenCalledWith(profile('42'));
    expect(showAlert).not.toHaveBeenCalled();
  });

  it('shows the blocked alert with the way to support on a 403, and ends the session', async () => {
    logInWithMessenger.mockRejectedValue(
      new HttpError(403, 'player_blocked', 'This account is blocked. Contact support.'),
    );
    await session().autoLogIn();
    expect(actions.endSession).toHaveBeenCalled();
    expect(showAlert).toHaveBeenCalledWith({
      kind: 'error',
      title: 'alerts:messenger.blocked',
      link: { to: '/de/support', label: 'alerts:messenger.contactSupport' },
    });
  });

  it('shows the auth error on a 401, and on a failed sync', async () => {
    logInWithMessenger.mockRejectedValueOnce(new HttpError(401, 'telegram_auth_expired', 'too old'));
    await session().autoLogIn();
    expect(showAlert).toHaveBeenLastCalledWith({ kind: 'error', title: 'alerts:messenger.authError' });
    logInWithMessenger.mockResolvedValueOnce({ accessToken: 't', profile: profile('42') });
    syncMessengerUser.mockRejectedValueOnce(new HttpError(503, undefined, 'down'));
    await session().autoLogIn();
    expect(actions.logIn).toHaveBeenCalledTimes(1);
    expect(showAlert).toHaveBeenCalledTimes(2);
  });

  it("does not sync another player's restored session (signed in by e-mail inside the app)", async () => {
    await session().sessionRestored(profile(null));
    await session().sessionRestored(profile('7'));
    expect(syncMessengerUser).not.toHaveBeenCalled();
  });

  it('logs in again when the first session is refused, however soon (logged out on another device)', async () => {
    logInWithMessenger.mockResolvedValue({ accessToken: 't', profile: profile('42') });
    syncMessengerUser.mockResolvedValue(profile('42'));
    const messenger = session();
    await messenger.autoLogIn();
    now += 1_000;
    await messenger.logInAgain();
    expect(logInWithMessenger).toHaveBeenCalledTimes(2);
    expect(actions.endSession).not.toHaveBeenCalled();
  });

  it('logs in once for a burst of refusals, and ends the session when the new one is refused at once', async () => {
    logInWithMessenger.mockResolvedValue({ accessToken: 't', profile: profile('42') });
    syncMessengerUser.mockResolvedValue(profile('42'));
    const messenger = session();
    await Promise.all([messenger.logInAgain(), messenger.logInAgain(), messenger.logInAgain()]);
    expect(logInWithMessenger).toHaveBeenCalledTimes(1);
    now += 1_000;
    await messenger.logInAgain();
    expect(logInWithMessenger).toHaveBeenCalledTimes(1);
    expect(actions.endSession).toHaveBeenCalledTimes(1);
    now += RELOGIN_MIN_INTERVAL_MS;
    await messenger.logInAgain();
    expect(logInWithMessenger).toHaveBeenCalledTimes(2);
  });
});
