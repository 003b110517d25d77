import { SPORTSBOOK_DEFAULT_COUNTRY, SPORTSBOOK_GAME_IDENTITY, sportsbookCulture } from '@casino/shared';
import type { AltenarWSDK, WidgetThemeName } from '@casino/sportsbook-widget/types';
import { breakRefusalMessage } from '@/lib/break-refusal';
import type { SportsbookStartParameters } from '../api/start-sportsbook';

/** The player as the widget's start parameters need them (the app reads accounts and profile). */
export interface SportsbookPlayer {
  readonly isLoggedIn: boolean;
  /** The selected wallet account. */
  readonly accountId?: string | undefined;
  /** The profile's country, when the profile gives one. */
  readonly countryCode?: string | null | undefined;
}

export interface WidgetSessionEnvironment {
  readonly loadSdk: () => Promise<AltenarWSDK>;
  readonly fetchToken: (parameters: SportsbookStartParameters) => Promise<string>;
  readonly player: () => SportsbookPlayer;
  /** The locale of the page shown (`en`, `es-mx`...). */
  readonly locale: () => string;
  readonly themeName: () => WidgetThemeName;
  /** 1 on phones, 2 on desktop. */
  readonly platform: () => 1 | 2;
  /** Where the widget's "back to the lobby" leads. */
  readonly lobbyUrl: () => string;
  /** Login, logout and account switches (the session's 'account-changed' event). */
  readonly onAccountChanged: (listener: () => void) => () => void;
  readonly onThemeChanged: (listener: () => void) => () => void;
  readonly warn: (message: string, ...details: unknown[]) => void;
}

export interface WidgetSession {
  /**
   * The SDK once initialised (SPEC.md section 4: script loaded, start parameters set, token
   * fetched, init, readiness signalled). Views wait for it; a failure may be retried by calling again.
   */
  readonly ready: () => Promise<AltenarWSDK>;
  /** The page's language changed: the widget follows (no-op before init). */
  readonly setLocale: (locale: string) => void;
  /**
   * Why a signed-in player has no betting token: they are on a cooling-off or self-exclusion (the
   * server's words, with its end); undefined otherwise. The widget then shows odds only.
   */
  readonly refusal: () => string | undefined;
  /** Calls `listener` whenever `refusal` changes; answers how to stop. */
  readonly onRefusalChange: (listener: () => void) => () => void;
}

/** The widget's integration name for this site. */
const INTEGRATION = 'casino';
/** The provider start parameter: the catalogue's sportsbook entry. */
const SPORTSBOOK_PROVIDER = SPORTSBOOK_GAME_IDENTITY;

/** The start parameters of the signed-in player's (or guest's) betting session, read now. */
function startParametersOf(environment: WidgetSessionEnvironment): SportsbookStartParameters {
  const player = environment.player();
  return {
    ...(player.accountId && { accountId: player.accountId }),
    lobbyUrl: environment.lobbyUrl(),
    locale: environment.locale(),
    countryCode: player.countryCode || SPORTSBOOK_DEFAULT_COUNTRY,
    demoMode: false,
    platform: environment.platform(),
    provider: SPORTSBOOK_PROVIDER,
  };
}

/** Why the player has no betting token (see WidgetSession.refusal), told to listeners on each change. */
function createRefusal() {
  let refusal: string | undefined;
  const listeners = new Set<() => void>();
  return {
    get: (): string | undefined => refusal,
    set: (next: string | undefined): void => {
      if (next === refusal) return;
      refusal = next;
      listeners.forEach((listener) => listener());
    },
    onChange: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function createWidgetSession(environment: WidgetSessionEnvironment): WidgetSession {
  let initialised: Promise<AltenarWSDK> | null = null;
  let sdk: AltenarWSDK | null = null;
  let culture = '';
  let locale = '';
  /** Counts account changes, so an answer for an older session never overwrites a newer token. */
  let accountGeneration = 0;
  let tokenOfGeneration = -1;
  const refusal = createRefusal();
  const setRefusal = refusal.set;
  const startParameters = () => startParametersOf(environment);

  /** A guest's token is empty; a failed fetch is logged and answers undefined (the token stays). */
  const currentToken = async (): Promise<string | undefined> => {
    if (!environment.player().isLoggedIn) {
      setRefusal(undefined);
      return '';
    }
    try {
      const token = await environment.fetchToken(startParameters());
      setRefusal(undefined);
      return token;
    } catch (error) {
      // A break is an answer, not a failure: no token, and the page says why and until when.
      const onBreak = breakRefusalMessage(error);
      setRefusal(onBreak);
      if (onBreak !== undefined) return '';
      environment.warn('the sportsbook widget token could not be fetched', error);
      return undefined;
    }
  };

  const refreshToken = async (): Promise<void> => {
    const generation = accountGeneration;
    const token = await currentToken();
    if (!sdk || generation !== accountGeneration || token === undefined) return;
    tokenOfGeneration = generation;
    sdk.set({ token });
  };

  const initialise = async (): Promise<AltenarWSDK> => {
    const loaded = await environment.loadSdk();
    const generation = accountGeneration;
    const token = (await currentToken()) ?? '';
    locale = environment.locale();
    culture = sportsbookCulture(locale);
    loaded.init({
      integration: INTEGRATION,
      culture,
      // The site's own code: the widget's texts are per site locale (es-mx is not es-ES).
      locale,
      token,
      oddsFormat: 'decimal',
      themeName: environment.themeName(),
      countryCode: startParameters().countryCode,
    });
    await loaded.ready;
    sdk = loaded;
    tokenOfGeneration = generation;
    // The session changed while the first token was on its way (a restore finishing): catch up.
    if (accountGeneration !== tokenOfGeneration) void refreshToken();
    return loaded;
  };

  let following = false;
  /** From the first use on (never while prerendering, where nothing is used): the page's life long. */
  const follow = () => {
    if (following) return;
    following = true;
    environment.onAccountChanged(() => {
      accountGeneration += 1;
      if (sdk) void refreshToken();
    });
    environment.onThemeChanged(() => sdk?.set({ themeName: environment.themeName() }));
  };

  return {
    ready() {
      follow();
      initialised ??= initialise().catch((error: unknown) => {
        initialised = null;
        throw error;
      });
      return initialised;
    },
    refusal: refusal.get,
    onRefusalChange: refusal.onChange,
    setLocale(nextLocale) {
      if (!sdk || nextLocale === locale) return;
      locale = nextLocale;
      culture = sportsbookCulture(nextLocale);
      sdk.set({ culture, locale });
    },
  };
}
