import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { botUrlOf, launchParamsOf, parseInitData } from './messenger-launch';

const USER = {
  id: 279058397,
  first_name: 'Vladislav',
  last_name: 'Kibenko',
  username: 'vdkfrost',
  language_code: 'ru',
  photo_url: 'https://t.me/i/userpic/320/x.jpg',
};
const initData = (fields: Record<string, string>) =>
  new URLSearchParams({
    query_id: 'AAH',
    auth_date: '1662771648',
    hash: 'c501b7',
    signature: 's',
    ...fields,
  }).toString();
const launch = (raw: string) =>
  new URLSearchParams({
    tgWebAppData: raw,
    tgWebAppVersion: '8.0',
    tgWebAppPlatform: 'android',
    tgWebAppThemeParams: '{}',
  }).toString();

describe('reading the messenger launch without the SDK', () => {
  it("reads the init data's user (as the bot sync sends it on), its date and start parameter", () => {
    expect(parseInitData(initData({ user: JSON.stringify(USER), start_param: 'news' }))).toEqual({
      user: {
        id: USER.id,
        firstName: 'Vladislav',
        lastName: 'Kibenko',
        username: 'vdkfrost',
        languageCode: 'ru',
        photoUrl: USER.photo_url,
      },
      authDate: 1662771648,
      startParam: 'news',
    });
  });

  it('refuses init data without a usable user or hash', () => {
    expect(parseInitData(initData({}))).toBeUndefined();
    expect(parseInitData(initData({ user: JSON.stringify({ id: -4 }) }))).toBeUndefined();
    expect(parseInitData(initData({ user: JSON.stringify({ ...USER, id: '279058397' }) }))).toBeUndefined();
    expect(
      parseInitData(new URLSearchParams({ user: JSON.stringify(USER), auth_date: '1' }).toString()),
    ).toBeUndefined();
    expect(() => parseInitData(initData({ user: '{not json' }))).toThrow();
  });

  it('finds the launch parameters in the fragment (as the messenger puts them) or the query', () => {
    const params = launch(initData({ user: JSON.stringify(USER) }));
    expect(launchParamsOf(new URL(`https://casino.example/de/games#${params}`))).toBe(params);
    expect(launchParamsOf(new URL(`https://casino.example/?${params}`))).toBe(params);
    expect(launchParamsOf(new URL('https://casino.example/#main'))).toBeUndefined();
  });

  it('keeps a bot address of http(s) only', () => {
    expect(botUrlOf(new URL('https://casino.example/?botURL=https%3A%2F%2Ft.me%2Flucky_orbit_bot'))).toBe(
      'https://t.me/lucky_orbit_bot',
    );
    expect(botUrlOf(new URL('https://casino.example/?botURL=javascript%3Aalert(1)'))).toBeUndefined();
    expect(botUrlOf(new URL(`https://casino.example/?botURL=https://t.me/${'x'.repeat(300)}`))).toBeUndefined();
    expect(botUrlOf(new URL('https://casino.example/'))).toBeUndefined();
  });
});

describe('the messenger state of a page', () => {
  const stores = { local: new Map<string, string>(), session: new Map<string, string>() };
  const storage = (map: Map<string, string>) => ({
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  });
  beforeEach(() => {
    vi.resetModules();
    stores.local.clear();
    stores.session.clear();
    vi.stubGlobal('window', { localStorage: storage(stores.local), sessionStorage: storage(stores.session) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the launch for the tab: a later address without it (the router's navigation) is still the mini-app", async () => {
    const { readMessengerState, isInsideMiniApp, isMessengerUser } = await import('./messenger-launch');
    const raw = initData({ user: JSON.stringify(USER) });
    const first = readMessengerState(new URL(`https://casino.example/#${launch(raw)}`));
    expect(first).toMatchObject({ initDataRaw: raw, platform: 'android', botUrl: undefined });
    const later = readMessengerState(new URL('https://casino.example/games'));
    expect(later.initDataRaw).toBe(raw);
    expect(isInsideMiniApp(later) && isMessengerUser(later)).toBe(true);
  });

  it('clears launch data it cannot read, and the page goes on as the web site (SPEC.md section 8, init failure)', async () => {
    const { readMessengerState, isInsideMiniApp } = await import('./messenger-launch');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = readMessengerState(new URL(`https://casino.example/#${launch(initData({ user: '{broken' }))}`));
    expect(isInsideMiniApp(state)).toBe(false);
    expect(stores.session.size).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('messenger init failed'), expect.anything());
    warn.mockRestore();
  });

  it('makes a visitor with a kept bot address a messenger user outside the mini-app', async () => {
    const { readMessengerState, isInsideMiniApp, isMessengerUser } = await import('./messenger-launch');
    readMessengerState(new URL('https://casino.example/?botURL=https%3A%2F%2Ft.me%2Flucky_orbit_bot'));
    const later = readMessengerState(new URL('https://casino.example/'));
    expect(later.botUrl).toBe('https://t.me/lucky_orbit_bot');
    expect(isMessengerUser(later)).toBe(true);
    expect(isInsideMiniApp(later)).toBe(false);
  });
});
