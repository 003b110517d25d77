/**
 * Everything the mounted views share, made once per page: the settings `init`/`set` change, the
 * player's account, the API and real-time clients, and the bet slip (one slip for the page, kept
 * in localStorage). Views read it through a Preact context.
 */
import type { AccountView, SportsbookApi } from '../api/sportsbook-api';
import type { Texts } from '../i18n/catalogue';
import { createTexts, siteLocaleOf } from '../i18n/catalogue';
import { createCatalogueLoader, scriptBase } from '../i18n/load';
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
  /** The site's locale code as the site passed it ('' when only a culture was given). */
  readonly locale: string;
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
  /** The texts of the widget's locale; `pending` while the first non-English catalogue loads. */
  readonly i18n: Store<I18nState>;
}

export interface I18nState {
  readonly texts: Texts;
  readonly pending: boolean;
}

/** Read while the script itself runs: `document.currentScript` is null afterwards. */
const SCRIPT_BASE = scriptBase(
  typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null),
  typeof location === 'undefined' ? 'http://localhost/' : location.origin,
);

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
  const settings = createStore<WidgetSettings>({
    initialised: false,
    integration: '',
    culture: 'en-GB',
    locale: '',
    token: '',
    oddsFormat: 'decimal',
    themeName: 'dark',
    countryCode: '',
  });
  const account = createStore<AccountView | null>(null);
  const api = createSportsbookApi(() => settings.get().token);
  const realtime = createRealtimeClient(websocketUrl(location.origin));
  const slip = createStore(
    normaliseSlip(restoreSlip(readStorage(SLIP_STORAGE_KEY), readStorage(ODDS_CHANGE_STORAGE_KEY))),
  );
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

  // The catalogue is fetched as soon as init names the locale, beside the views' first data requests.
  const i18n = createStore<I18nState>({ texts: createTexts('en', null), pending: false });
  const loadCatalogue = createCatalogueLoader(SCRIPT_BASE);
  let wantedLocale = 'en';
  let firstLoad = true;
  const followLocale = (current: WidgetSettings): void => {
    const locale = siteLocaleOf(current.locale, current.culture);
    if (locale === wantedLocale) {
      if (current.initialised) firstLoad = false;
      return;
    }
    wantedLocale = locale;
    // Only the first load hides the views (no English flash); a later change swaps when it arrives.
    if (firstLoad) i18n.set((state) => ({ ...state, pending: true }));
    void loadCatalogue(locale).then((catalogue) => {
      if (wantedLocale !== locale) return;
      firstLoad = false;
      i18n.set({ texts: createTexts(locale, catalogue), pending: false });
    });
  };
  settings.subscribe(followLocale);

  const slipActions = createSlipActions({ slip, account, api, token: () => settings.get().token, reloadAccount });
  return { settings, account, slip, slipActions, api, realtime, reloadAccount, i18n };
}
