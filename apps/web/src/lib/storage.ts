/**
 * Local and session storage that never throws: private modes and full quotas make the browser
 * refuse, and a preference that cannot be saved must not break the page.
 */
function safeStorage(kind: 'localStorage' | 'sessionStorage') {
  const area = (): Storage | undefined => {
    try {
      return typeof window === 'undefined' ? undefined : window[kind];
    } catch {
      return undefined;
    }
  };
  return {
    get(key: string): string | null {
      try {
        return area()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      try {
        area()?.setItem(key, value);
      } catch {
        // Not saved: the preference lasts for this page only.
      }
    },
    remove(key: string): void {
      try {
        area()?.removeItem(key);
      } catch {
        // Nothing to do.
      }
    },
  };
}

export const localStore = safeStorage('localStorage');
export const sessionStore = safeStorage('sessionStorage');

/** Every storage key of the app, in one place so two features never collide. */
export const STORAGE_KEYS = {
  colourMode: 'colour-mode',
  drawerCompact: 'drawer-compact',
  cookieConsent: 'cookie-consent',
  accessToken: 'access_token',
  returnGame: 'return-game',
  /** Played games (profile id, provider and game name, newest first); cleared on logout. */
  playedGames: 'played-games',
  reloadGuard: 'reload-guard-at',
  /** The currency every balance is also shown in (SPEC.md section 9); absent shows none. */
  equivalentCurrency: 'equivalent-currency',
  /** The language the player chose (switcher or first-visit suggestion); the suggestion never shows again. */
  localeChoice: 'locale-choice',
  /** The affiliate tag of a `stag` link, with its expiry (lib/affiliate.ts). */
  affiliateTag: 'affiliate-tag',
  /** The referral id of a `ref_id` link, with its expiry (lib/affiliate.ts). */
  referralId: 'referral-id',
  /** This browser's random id, sent as the device fingerprint of auth calls (lib/fingerprint); kept across logouts. */
  deviceId: 'device-id',
  /** A guest's support chat: the restore key of their conversation (features/support); the key alone opens it. */
  supportChatKey: 'support-chat-key',
} as const;
