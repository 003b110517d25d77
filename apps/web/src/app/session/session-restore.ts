import { parsePlayerProfile, parseWalletAccounts, type PlayerProfile, type WalletAccount } from '@casino/shared';
import { accountsQueryKey } from '@/features/wallet-accounts/api/get-accounts';
import { profileQueryKey, profileQueryOptions } from '@/features/profile/api/get-profile';
import { isRecord, request } from '@/lib/http';
import { queryClient } from '@/lib/query-client';
import { sessionEvents } from '@/lib/session';
import { viewerStore } from '@/lib/viewer';
import { startRealtimeSubscriptions } from './realtime';
import { followProfileConfirmation, logOut } from './session-actions';
import { sessionState } from './session-state';

interface PlayerInit {
  readonly profile: PlayerProfile;
  readonly accounts: readonly WalletAccount[];
}

/** `GET /api/player/init`: profile and accounts of the stored session, at start-up. */
function getPlayerInit(): Promise<PlayerInit> {
  return request('/api/player/init', {
    parse: (body) => {
      if (!isRecord(body)) throw new Error('Unexpected init response');
      return { profile: parsePlayerProfile(body.profile), accounts: parseWalletAccounts(body.accounts) };
    },
  });
}

/**
 * A token from an earlier visit (the viewer already counts as logged in): profile and accounts
 * load in one call. Both queries share it, so a page asking for either waits for that call
 * instead of asking again. A failure means the player has been logged out (SPEC.md section 4).
 */
let restored: Promise<PlayerProfile | undefined> | undefined;

/** The profile the start-up restore brought, or undefined when it ended the session (or none ran). */
export function restoredProfile(): Promise<PlayerProfile | undefined> {
  return restored ?? Promise.resolve(undefined);
}

export function restoreSession(): Promise<void> {
  restored = restoreProfileAndAccounts();
  return restored.then(() => undefined);
}

async function restoreProfileAndAccounts(): Promise<PlayerProfile | undefined> {
  sessionState.setRestoring(true);
  followProfileConfirmation();
  const init = getPlayerInit();
  const settle = (promise: Promise<unknown>) => void promise.catch(() => undefined);
  settle(queryClient.fetchQuery({ queryKey: profileQueryKey, queryFn: async () => (await init).profile }));
  settle(queryClient.fetchQuery({ queryKey: accountsQueryKey, queryFn: async () => [...(await init).accounts] }));
  try {
    const { profile } = await init;
    viewerStore.set({ isProfileConfirmed: profile.emailConfirmed });
    startRealtimeSubscriptions(profile.id);
    sessionEvents.emit('account-changed');
    return profile;
  } catch {
    logOut({ closeOnServer: false, announce: false });
    return undefined;
  } finally {
    sessionState.setRestoring(false);
  }
}

/** The player this tab shows, if its profile is in. */
export function shownPlayerId(): string | undefined {
  return queryClient.getQueryData(profileQueryOptions().queryKey)?.id;
}
