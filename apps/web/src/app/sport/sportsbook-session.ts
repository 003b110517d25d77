import { localizePath, splitLocalePath, type PlayerProfile, type WalletAccount } from '@casino/shared';
import { profileQueryKey } from '@/features/profile/api/get-profile';
import { startSportsbook } from '@/features/sportsbook/api/start-sportsbook';
import { configuredWidgetUrl } from '@/features/sportsbook/widget/widget-address';
import { loadWidgetScript } from '@/features/sportsbook/widget/load-widget-script';
import { createWidgetSession, type WidgetSession } from '@/features/sportsbook/widget/widget-session';
import { accountsQueryKey, selectedAccount } from '@/features/wallet-accounts/api/get-accounts';
import { colourModeStore } from '@/lib/colour-mode';
import { logger } from '@/lib/logger';
import { queryClient } from '@/lib/query-client';
import { sessionEvents } from '@/lib/session';
import { viewerStore } from '@/lib/viewer';

/** Phones and tablets by their user agent (SPEC.md section 4 derives device flags from it). */
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

function pageLocale(): string {
  return splitLocalePath(window.location.pathname).locale;
}

/** Calls `listener` when the shown colour mode (not only the preference) changes. */
function onColourModeChange(listener: () => void): () => void {
  let shown = colourModeStore.get().value;
  return colourModeStore.subscribe(() => {
    const next = colourModeStore.get().value;
    if (next === shown) return;
    shown = next;
    listener();
  });
}

let session: WidgetSession | null = null;

/**
 * The page's one sportsbook widget session (features/sportsbook), composed with the player's
 * selected account (features/wallet-accounts) and profile country (features/profile). Created on
 * first use, so nothing of it runs on pages without the sportsbook.
 */
export function sportsbookSession(): WidgetSession {
  session ??= createWidgetSession({
    loadSdk: () => loadWidgetScript(configuredWidgetUrl()),
    fetchToken: (parameters) => startSportsbook(parameters),
    player: () => ({
      isLoggedIn: viewerStore.get().isLoggedIn,
      accountId: selectedAccount(queryClient.getQueryData<WalletAccount[]>(accountsQueryKey))?.id,
      countryCode: queryClient.getQueryData<PlayerProfile>(profileQueryKey)?.country,
    }),
    locale: pageLocale,
    themeName: () => colourModeStore.get().value,
    platform: () => (MOBILE_USER_AGENT.test(navigator.userAgent) ? 1 : 2),
    lobbyUrl: () => `${window.location.origin}${localizePath('/', splitLocalePath(window.location.pathname).locale)}`,
    onAccountChanged: (listener) => sessionEvents.on('account-changed', listener),
    onThemeChanged: onColourModeChange,
    warn: logger.warn,
  });
  return session;
}
