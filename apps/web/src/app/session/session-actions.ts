import {
  localizePath,
  parsePlayerProfile,
  splitLocalePath,
  type LoginResponse,
  type PlayerProfile,
} from '@casino/shared';
import { pathTo } from '@/config/paths';
import { accountsQueryKey, accountsQueryOptions, WALLET_QUERY_ROOT } from '@/features/wallet-accounts/api/get-accounts';
import { PLAYER_QUERY_ROOT, profileQueryKey } from '@/features/profile/api/get-profile';
import { showAlert } from '@/lib/alerts';
import { logger } from '@/lib/logger';
import { navigateTo } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { announceSession, isTokenExpired, sessionEvents, sessionToken } from '@/lib/session';
import { localStore, sessionStore, STORAGE_KEYS } from '@/lib/storage';
import { viewerStore } from '@/lib/viewer';
import { reconnectRealtimeSocket, startRealtimeSubscriptions, stopRealtimeSubscriptions } from './realtime';
import { closeSessionOnServer, refreshAccessToken } from './session-api';
import { sessionState } from './session-state';

/**
 * Login and logout as SPEC.md section 4 describes them: what is stored, what is loaded, who is
 * told. Every login method ends in `logIn`; every way out ends in `logOut`. Loaded on demand (with
 * a player's first screen, a login form or a refused call), so a guest's first screen stays light.
 */

/** Query roots holding one player's data: none of it may outlive their session. */
const PLAYER_SCOPED_QUERY_ROOTS: ReadonlySet<unknown> = new Set([PLAYER_QUERY_ROOT, WALLET_QUERY_ROOT]);

function removePlayerQueries(): void {
  queryClient.removeQueries({ predicate: (query) => PLAYER_SCOPED_QUERY_ROOTS.has(query.queryKey[0]) });
}

/** Loads (or reloads) the player's accounts; a failure leaves the panel empty, not the session. */
export async function loadAccounts(): Promise<void> {
  try {
    await queryClient.fetchQuery({ ...accountsQueryOptions(), staleTime: 0 });
  } catch (error) {
    logger.warn('wallet accounts could not be loaded', error);
  }
}

const profileQueryHash = JSON.stringify(profileQueryKey);
let following = false;

/** The viewer's "confirmed profile" follows the cached profile, whoever changed it (a code, a link). */
export function followProfileConfirmation(): void {
  if (following) return;
  following = true;
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== profileQueryHash) return;
    const data: unknown = event.query.state.data;
    if (!data || !viewerStore.get().isLoggedIn) return;
    const confirmed = parsePlayerProfile(data).emailConfirmed;
    if (confirmed !== viewerStore.get().isProfileConfirmed) viewerStore.set({ isProfileConfirmed: confirmed });
  });
}

/** The profile as the session knows it; the viewer's confirmation flag follows it. */
export function replaceProfile(profile: PlayerProfile): void {
  queryClient.setQueryData(profileQueryKey, profile);
}

/**
 * After any login (password, phone, social, auto-login, registration): the token is stored, the
 * profile set, other tabs told, real-time subscriptions started, the accounts loaded, and
 * 'account-changed' fired.
 */
export async function logIn({ accessToken, profile }: LoginResponse): Promise<void> {
  // Another player's data may still be cached (an auto-login link opened while logged in).
  removePlayerQueries();
  followProfileConfirmation();
  sessionToken.write(accessToken);
  replaceProfile(profile);
  viewerStore.set({ isLoggedIn: true, isProfileConfirmed: profile.emailConfirmed });
  announceSession('login');
  startRealtimeSubscriptions(profile.id);
  sessionEvents.emit('logged-in');
  await loadAccounts();
  sessionEvents.emit('account-changed');
}

export interface LogOutOptions {
  /** Close the session on the server too (false when the server already refused it). */
  readonly closeOnServer?: boolean;
  /** Tell the other tabs (false when reacting to another tab, which already told them). */
  readonly announce?: boolean;
}

/**
 * Logout or session removal: the token, profile, accounts, return game and played games go,
 * subscriptions stop and the socket reconnects as a guest. Local state is cleared at once; the
 * server is told in the background.
 */
export function logOut({ closeOnServer = true, announce = true }: LogOutOptions = {}): void {
  const token = sessionToken.read();
  sessionToken.clear();
  viewerStore.set({ isLoggedIn: false, isProfileConfirmed: false });
  removePlayerQueries();
  sessionStore.remove(STORAGE_KEYS.returnGame);
  localStore.remove(STORAGE_KEYS.playedGames);
  stopRealtimeSubscriptions();
  reconnectRealtimeSocket();
  if (announce) announceSession('logout');
  sessionEvents.emit('logged-out');
  sessionEvents.emit('account-changed');
  if (closeOnServer && token) void closeOnServerQuietly(token);
}

async function closeOnServerQuietly(token: string): Promise<void> {
  try {
    // An expiring token would be refused: renew it once, only to close its session.
    const usable = isTokenExpired(token) ? await refreshAccessToken(token) : token;
    await closeSessionOnServer(usable);
  } catch (error) {
    logger.warn('the session could not be closed on the server', error);
  }
}

/** The home page in the language of the page shown. */
export function localizedHome(search = ''): string {
  return `${localizePath(pathTo('/'), splitLocalePath(window.location.pathname).locale)}${search}`;
}

/**
 * The server refused the session (401/403 on an authenticated call, or a failed refresh): it is
 * removed and the player goes to the home page with the sign-in popup (SPEC.md section 8). While
 * the session is still being restored at start-up, the restore itself ends it, quietly.
 */
export function removeSession(): void {
  if (sessionState.isRestoring() || !viewerStore.get().isLoggedIn) return;
  logOut({ closeOnServer: false });
  navigateTo(localizedHome('?sign-in=true'));
  showAlert({ kind: 'attention', title: 'alerts:session.expired' });
}

/** Re-reads the accounts (return to the tab on mobile, account switch). */
export function refreshAccounts(): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountsQueryKey });
}
