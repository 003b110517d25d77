/**
 * Everything the mounted views share, made once per page: the settings `init`/`set` change, the
 * player's account, the API and real-time clients, and the bet slip (one slip for the page, kept
 * in localStorage). Views read it through a Preact context.
 */
import type { AccountView, SportsbookApi } from '../api/sportsbook-api';
import { createSportsbookApi } from '../api/sportsbook-api';
import type { Store } from '../lib/store';
import { createStore } from '../lib/store';
import type { RealtimeClient } from '../realtime/realtime-client';
import { createRealtimeClient, websocketUrl } from '../realtime/realtime-client';
import type { WidgetOddsFormat, WidgetThemeName } from '../sdk-types';
import type { SlipActions } from '../slip/slip-actions';
import { createSlipActions, normaliseSlip } from '../slip/slip-actions';
import type { SlipState } from '../slip/slip-state';
import { ODDS_CHANGE_STORAGE_KEY, SLIP_STORAGE_KEY, restoreSlip, slipForStorage } from '../slip/slip-state';

export interface WidgetSettings {
  /** False until `init`: views added earlier render nothing until then. */
  readonly initialised: boolean;
  readonly integration: string;
  readonly culture: string;
  readonly token: string;
  readonly oddsFormat: WidgetOddsFormat;
  readonly themeName: WidgetThemeName;
  readonly countryCode: string;
}

export interface Runtime {
  readonly settings: Store<WidgetSettings>;
  readonly account: Store<AccountView | null>;
  readonly slip: Store<SlipState>;
  readonly slipActions: SlipActions;
  readonly api: SportsbookApi;
  readonly realtime: RealtimeClient;
  readonly reloadAccount: () => void;
}

/** Storage may be off (private mode, blocked cookies): the slip then lives for the page only. */
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Full or blocked: nothing to do; the slip still works in memory.
  }
}

export function createRuntime(): Runtime {
  const settings = createStore<WidgetSettings>({ initialised: false, integration: '', culture: 'en-GB', token: '', oddsFormat: 'decimal', themeName: 'dark', countryCode: '' });
  const account = createStore<AccountView | null>(null);
  const api = createSportsbookApi(() => settings.get().token);
  const realtime = createRealtimeClient(websocketUrl(location.origin));
  const slip = createStore(normaliseSlip(restoreSlip(readStorage(SLIP_STORAGE_KEY), readStorage(ODDS_CHANGE_STORAGE_KEY))));
  slip.subscribe((state) => {
    writeStorage(SLIP_STORAGE_KEY, slipForStorage(state));
    writeStorage(ODDS_CHANGE_STORAGE_KEY, state.oddsChange);
  });

  // Only the newest account request may land: a token change mid-flight must not show the old player's balance.
  let accountRequest = 0;
  const reloadAccount = (): void => {
    const request = ++accountRequest;
    if (!settings.get().token) {
      account.set(null);
      return;
    }
    api.account().then(
      (loaded) => request === accountRequest && account.set(loaded),
      () => request === accountRequest && account.set(null),
    );
  };

  let previousToken = settings.get().token;
  settings.subscribe((current) => {
    if (current.token === previousToken) return;
    previousToken = current.token;
    reloadAccount();
  });

  const slipActions = createSlipActions({ slip, account, api, token: () => settings.get().token, reloadAccount });
  return { settings, account, slip, slipActions, api, realtime, reloadAccount };
}
