/**
 * Local and session storage that never throws: private modes and full quotas make the browser
 * refuse, and a preference that cannot be saved must not break the page. What the browser does
 * not keep is kept in memory for this page instead, so it still holds until the page goes: a
 * frame denied storage altogether (the messenger mini-app inside a web client that blocks
 * third-party storage) keeps its session for as long as it is open.
 */
function safeStorage(kind: 'localStorage' | 'sessionStorage') {
  const memory = new Map<string, string>();
  // 'denied': the browser refuses this page the storage (as opposed to there being none: the server's render).
  const area = (): Storage | 'denied' | undefined => {
    if (typeof window === 'undefined') return undefined;
    try {
      return window[kind] ?? undefined;
    } catch {
      return 'denied';
    }
  };
  return {
    get(key: string): string | null {
      const kept = memory.get(key);
      if (kept !== undefined) return kept;
      const storage = area();
      if (storage === undefined || storage === 'denied') return null;
      try {
        return storage.getItem(key);
      } catch {
        return null;
      }
    },
    set(key: string, value: string): void {
      const storage = area();
      if (storage === undefined) return;
      try {
        if (storage === 'denied') throw new Error('storage denied');
        storage.setItem(key, value);
        memory.delete(key);
      } catch {
        // Not saved: the value lasts for this page only.
        memory.set(key, value);
      }
    },
    remove(key: string): void {
      memory.delete(key);
      const storage = area();
      if (storage === undefined || storage === 'denied') return;
      try {
        storage.removeItem(key);
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
  /** Session storage: the messenger mini-app's launch parameters of this tab (features/telegram). */
  messengerLaunch: 'messenger-launch',
  /** The bot address of a bot's `?botURL=` link, sent as the source header (features/telegram). */
  botUrl: 'bot-url',
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
  /** Session storage: a signed-in player abroad was shown the geo popup in this tab (app/geo; once per tab). */
  geoPopupShown: 'geo-popup-shown',
} as const;
