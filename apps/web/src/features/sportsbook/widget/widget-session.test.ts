import type { AltenarWSDK, WidgetInitOptions, WidgetSetOptions } from '@casino/sportsbook-widget/types';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/lib/http';
import type { SportsbookStartParameters } from '../api/start-sportsbook';
import { createWidgetSession, type SportsbookPlayer } from './widget-session';

function fakeSdk() {
  const inits: WidgetInitOptions[] = [];
  const sets: WidgetSetOptions[] = [];
  const sdk = {
    init: (options: WidgetInitOptions) => void inits.push(options),
    set: (options: WidgetSetOptions) => void sets.push(options),
    addSportsBook: () => ({ remove: () => undefined }),
    addWidget: () => ({ remove: () => undefined, update: () => undefined }),
    ready: Promise.resolve(),
  } satisfies AltenarWSDK;
  return { sdk, inits, sets };
}

function setUp(player: SportsbookPlayer, refuseWith?: () => Error | undefined) {
  const { sdk, inits, sets } = fakeSdk();
  const state = { player, theme: 'dark' as 'dark' | 'light', tokens: 0 };
  const accountListeners: (() => void)[] = [];
  const themeListeners: (() => void)[] = [];
  const requests: SportsbookStartParameters[] = [];
  const loadSdk = vi.fn(() => Promise.resolve(sdk));
  const session = createWidgetSession({
    loadSdk,
    fetchToken: (parameters) => {
      requests.push(parameters);
      const refused = refuseWith?.();
      if (refused) return Promise.reject(refused);
      state.tokens += 1;
      return Promise.resolve(`token-${state.tokens}`);
    },
    player: () => state.player,
    locale: () => 'es-mx',
    themeName: () => state.theme,
    platform: () => 2,
    lobbyUrl: () => 'http://site.test/',
    onAccountChanged: (listener) => {
      accountListeners.push(listener);
      return () => undefined;
    },
    onThemeChanged: (listener) => {
      themeListeners.push(listener);
      return () => undefined;
    },
    warn: () => undefined,
  });
  const changeAccount = () => accountListeners.forEach((listener) => listener());
  const changeTheme = () => themeListeners.forEach((listener) => listener());
  return { session, state, inits, sets, requests, loadSdk, changeAccount, changeTheme };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the sportsbook widget session', () => {
  it('initialises once, a guest with an empty token and no start-game call', async () => {
    const { session, inits, requests, loadSdk } = setUp({ isLoggedIn: false });
    await Promise.all([session.ready(), session.ready()]);
    expect(loadSdk).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([]);
    expect(inits).toEqual([
      {
        integration: 'casino',
        culture: 'es-ES',
        locale: 'es-mx',
        token: '',
        oddsFormat: 'decimal',
        themeName: 'dark',
        countryCode: 'UA',
      },
    ]);
  });

  it("a player's token comes from the start-game call with the start parameters", async () => {
    const { session, inits, requests } = setUp({ isLoggedIn: true, accountId: 'acc-1', countryCode: 'DE' });
    await session.ready();
    expect(requests).toEqual([
      {
        accountId: 'acc-1',
        lobbyUrl: 'http://site.test/',
        locale: 'es-mx',
        countryCode: 'DE',
        demoMode: false,
        platform: 2,
        provider: 'sportsbook',
      },
    ]);
    expect(inits[0]).toMatchObject({ token: 'token-1', countryCode: 'DE' });
  });

  it('login, account switch and logout set the token again; a colour mode change sets the theme', async () => {
    const { session, state, sets, changeAccount, changeTheme } = setUp({ isLoggedIn: false });
    await session.ready();
    state.player = { isLoggedIn: true, accountId: 'acc-2' };
    changeAccount();
    await settle();
    state.player = { isLoggedIn: false };
    changeAccount();
    await settle();
    state.theme = 'light';
    changeTheme();
    expect(sets).toEqual([{ token: 'token-1' }, { token: '' }, { themeName: 'light' }]);
  });

  it("a player on a break gets no token: the widget shows odds only, and the page hears why until the break's end", async () => {
    let onBreak = true;
    const message = 'You are taking a break until 30 Nov 2026, 10:00 UTC';
    const { session, state, inits, sets, changeAccount } = setUp({ isLoggedIn: true, accountId: 'acc-1' }, () =>
      onBreak ? new HttpError(409, 'cooling_off', message) : undefined,
    );
    const heard: (string | undefined)[] = [];
    session.onRefusalChange(() => heard.push(session.refusal()));
    await session.ready();
    expect(inits[0]).toMatchObject({ token: '' });
    expect(session.refusal()).toBe(message);
    // The break is over: the next account change fetches a token again.
    onBreak = false;
    state.player = { isLoggedIn: true, accountId: 'acc-1' };
    changeAccount();
    await settle();
    expect(sets).toEqual([{ token: 'token-1' }]);
    expect(session.refusal()).toBeUndefined();
    expect(heard).toEqual([message, undefined]);
  });

  it('the culture follows the page locale', async () => {
    const { session, sets } = setUp({ isLoggedIn: false });
    await session.ready();
    session.setLocale('es-mx');
    session.setLocale('de');
    expect(sets).toEqual([{ culture: 'de', locale: 'de' }]);
  });
});
