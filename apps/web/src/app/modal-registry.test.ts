import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODAL_KEYS, resolveModalQuery, type ModalKey, type ModalViewer } from '@/lib/modals';
import { MODAL_REGISTRY, modalViewFor } from './modal-registry';

const guest: ModalViewer = { isLoggedIn: false, isProfileConfirmed: false, isMessengerApp: false };
const player: ModalViewer = { isLoggedIn: true, isProfileConfirmed: true, isMessengerApp: false };

/** Keys as SPEC.md section 2 lists them. */
const SPEC_KEYS =
  'add-limit, affiliate-program, avatars, bonus-cancel-lock, bonus-condition, bonus-details, cancel-deposit, categories, change-nickname, change-pass, confirm-bonus-unsettled, confirm-bonus, confirm-delete-limit, confirm-email, confirm-limit-update, confirm-session-logout, confirm, cookie-request, demo-game, demo-unavailable, deposit-error, deposit-status, deposit-success, edit-limit, email-verify, fiat, forgot-pass, game-limit-reached, games-filter, geo-popup, get-code, global-search, mobile-game, package-bonus, phone, quest-rewards, quest-task-games, quest-tasks, quests-hub, referral-transfer, reset-email-send, reset-pass, sign-in, sign-up, telegram-news, wallet-bonus-info, wallet-telegram-app, wallet, loyaltyLevel'.split(
    ', ',
  );
const GUEST_ONLY = ['sign-in', 'sign-up', 'reset-pass', 'forgot-pass', 'reset-email-send'];
/**
 * Browsing aids (issue 31: "Filtering is browsing: guests may use it"), though the spec lists them as
 * login-needed; the cookie choice, asked of every visitor before anything else (issue 27); the geo popup, for the guests whose
 * registration it closes (issue 27); and the messenger's news, "shown to guests and players" (issue 27).
 */
const FOR_ANYONE = ['games-filter', 'telegram-news', 'geo-popup', 'cookie-request', 'categories'];
const EXPLICITLY_LOGIN = [
  'change-pass',
  'change-nickname',
  'phone',
  'deposit-error',
  'deposit-success',
  'referral-transfer',
  'fiat',
  'confirm',
  'confirm-email',
  'wallet',
  'wallet-telegram-app',
  'confirm-session-logout',
  'avatars',
];

describe('modal registry', () => {
  it('has exactly the keys of the spec', () => {
    expect(Object.keys(MODAL_REGISTRY).sort()).toEqual([...SPEC_KEYS].sort());
    expect([...MODAL_KEYS].sort()).toEqual([...SPEC_KEYS].sort());
  });

  it('marks the guest-only modals, opens the games filter and the news to anyone and needs a login for every other one', () => {
    for (const key of MODAL_KEYS) {
      expect(MODAL_REGISTRY[key].access, key).toBe(
        GUEST_ONLY.includes(key) ? 'guest-only' : FOR_ANYONE.includes(key) ? 'anyone' : 'login',
      );
    }
    for (const key of EXPLICITLY_LOGIN) expect(MODAL_REGISTRY[key as ModalKey].access).toBe('login');
  });

  it('needs a confirmed profile for confirm only', () => {
    const confirmed = MODAL_KEYS.filter((key) => MODAL_REGISTRY[key].confirmedProfile === true);
    expect(confirmed).toEqual(['confirm']);
  });

  it('flags sign-in, sign-up, wallet and telegram-news for the messenger app', () => {
    const flagged = MODAL_KEYS.filter((key) => MODAL_REGISTRY[key].messengerApp === true);
    expect(flagged.sort()).toEqual(['sign-in', 'sign-up', 'telegram-news', 'wallet']);
  });

  it('lets the wallet take only deposit or withdraw', () => {
    expect(MODAL_REGISTRY.wallet.values).toEqual(['deposit', 'withdraw']);
    expect(resolveModalQuery('?wallet=deposit', player, MODAL_REGISTRY).modal).toEqual({
      key: 'wallet',
      value: 'deposit',
    });
    expect(resolveModalQuery('?wallet=foo', player, MODAL_REGISTRY).modal).toBeNull();
    expect(MODAL_KEYS.filter((key) => MODAL_REGISTRY[key].values !== undefined)).toEqual([
      'add-limit',
      'confirm',
      'wallet',
    ]);
  });

  it('opens add-limit only for a kind of limit or break', () => {
    expect(resolveModalQuery('?add-limit=deposit', player, MODAL_REGISTRY).modal).toEqual({
      key: 'add-limit',
      value: 'deposit',
    });
    expect(resolveModalQuery('?add-limit=self-exclusion', player, MODAL_REGISTRY).modal).toEqual({
      key: 'add-limit',
      value: 'self-exclusion',
    });
    expect(resolveModalQuery('?add-limit=true', player, MODAL_REGISTRY).modal).toBeNull();
  });

  it('opens confirm only for a known action, and only for a player whose profile is confirmed', () => {
    expect(MODAL_REGISTRY.confirm.values).toEqual(['email-change']);
    expect(MODAL_REGISTRY.confirm.body).not.toBe(MODAL_REGISTRY['referral-transfer'].body);
    expect(resolveModalQuery('?confirm=email-change', player, MODAL_REGISTRY).modal).toEqual({
      key: 'confirm',
      value: 'email-change',
    });
    expect(resolveModalQuery('?confirm=true', player, MODAL_REGISTRY).modal).toBeNull();
    const unconfirmed: ModalViewer = { ...player, isProfileConfirmed: false };
    expect(resolveModalQuery('?confirm=email-change', unconfirmed, MODAL_REGISTRY).modal).toBeNull();
  });

  it('opens the games filter for a guest as for a player', () => {
    expect(resolveModalQuery('?games-filter=true', guest, MODAL_REGISTRY)).toEqual({
      modal: { key: 'games-filter', value: 'true' },
      rewrite: null,
    });
    expect(resolveModalQuery('?games-filter=true', player, MODAL_REGISTRY).modal?.key).toBe('games-filter');
  });

  it('sends a guest asking for the wallet to sign in, with the registry rules', () => {
    expect(resolveModalQuery('?wallet=deposit', guest, MODAL_REGISTRY)).toEqual({
      modal: { key: 'sign-in', value: 'true' },
      rewrite: '?sign-in=true',
    });
  });

  it('opens the aliases tg-news and tg-wallet', () => {
    expect(resolveModalQuery('?tg-news=true', player, MODAL_REGISTRY).modal?.key).toBe('telegram-news');
    expect(resolveModalQuery('?tg-wallet=true', player, MODAL_REGISTRY).modal?.key).toBe('wallet-telegram-app');
  });

  it('shows the messenger wallet for the wallet key inside the messenger app only', () => {
    const normal = modalViewFor('wallet', { isMessengerApp: false });
    const messenger = modalViewFor('wallet', { isMessengerApp: true });
    expect(normal.titleKey).toBe('modals:wallet.title');
    expect(messenger.titleKey).toBe('modals:wallet-telegram-app.title');
    expect(messenger.body).toBe(MODAL_REGISTRY['wallet-telegram-app'].body);
    expect(modalViewFor('sign-in', { isMessengerApp: true }).titleKey).toBe('modals:sign-in.title');
  });

  // That every other locale has exactly English's keys is the locale check's (tools/i18n).
  it('has a title in the English content for every modal', () => {
    const read = (locale: string) =>
      JSON.parse(
        fs.readFileSync(new URL(`../../../server/content/${locale}/modals.json`, import.meta.url), 'utf8'),
      ) as Record<string, Record<string, string>>;
    const en = read('en');
    for (const key of MODAL_KEYS) {
      const view = modalViewFor(key, guest);
      const [, path = ''] = view.titleKey.split(':');
      const [group = '', field = ''] = path.split('.');
      expect(en[group]?.[field], key).toEqual(expect.any(String));
    }
  });
});
