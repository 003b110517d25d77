import { localizePath, splitLocalePath, type PlayerProfile, type WalletAccount } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { profileQueryKey } from '@/features/profile/api/get-profile';
import { startSportsbook } from '@/features/sportsbook/api/start-sportsbook';
import { configuredWidgetUrl } from '@/features/sportsbook/widget/widget-address';
import { loadWidgetScript } from '@/features/sportsbook/widget/load-widget-script';
import { createWidgetSession, type WidgetSession } from '@/features/sportsbook/widget/widget-session';
import { accountsQueryKey, selectedAccount } from '@/features/wallet-accounts/api/get-accounts';
import { logger } from '@/lib/logger';
import { queryClient } from '@/lib/query-client';
import { viewerStore } from '@/lib/viewer';

/** Phones and tablets by their user agent (SPEC.md section 4 derives device flags from it). */
const MOBILE_USER_AGENT = /Mobi|Android|iPhone|iPad|iPod/i;

function pageLocale(): string {
  return splitLocalePath(window.location.pathname).locale;
}

/**
 * The colour mode shown, as lib/colour-mode.ts (and index.html before the app) writes it on
 * <html data-colour-mode>. Read from the document rather than the store: importing the store into
 * this on-demand chunk made the bundler split its storage module out of the entry (a request and
 * bytes more on every first visit).
 */
function shownColourMode(): 'light' | 'dark' {
  return document.documentElement.dataset.colourMode === 'light' ? 'light' : 'dark';
}

function onColourModeChange(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-colour-mode'] });
  return () => observer.disconnect();
}

const selectedAccountId = (): string | undefined =>
  selectedAccount(queryClient.getQueryData<WalletAccount[]>(accountsQueryKey))?.id;
const accountsQueryHash = JSON.stringify(accountsQueryKey);

/**
 * The session's 'account-changed' moments (login, logout, account switch) as this chunk can see
 * them without importing the session's events module: the selected account in the accounts cache
 * changes (a login loads it, a logout removes it, a switch moves it). Importing that module here
 * made the bundler split it out of the entry, bytes and a request more on every first visit.
 */
function onAccountChanged(listener: () => void): () => void {
  let shown = selectedAccountId();
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== accountsQueryHash) return;
    const next = selectedAccountId();
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
      accountId: selectedAccountId(),
      countryCode: queryClient.getQueryData<PlayerProfile>(profileQueryKey)?.country,
    }),
    locale: pageLocale,
    themeName: shownColourMode,
    platform: () => (MOBILE_USER_AGENT.test(navigator.userAgent) ? 1 : 2),
    lobbyUrl: () =>
      `${window.location.origin}${localizePath(pathTo('/'), splitLocalePath(window.location.pathname).locale)}`,
    onAccountChanged,
    onThemeChanged: onColourModeChange,
    warn: logger.warn,
  });
  return session;
}
