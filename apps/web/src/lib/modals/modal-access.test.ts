import { describe, expect, it } from 'vitest';
import { MODAL_KEYS, type ModalKey } from './modal-keys';
import {
  acceptsValue,
  modalVerdict,
  resolveModalQuery,
  type ModalRule,
  type ModalRules,
  type ModalViewer,
} from './modal-access';

const guest: ModalViewer = { isLoggedIn: false, isProfileConfirmed: false, isMessengerApp: false };
const player: ModalViewer = { isLoggedIn: true, isProfileConfirmed: false, isMessengerApp: false };
const confirmedPlayer: ModalViewer = { ...player, isProfileConfirmed: true };

// A small rule table in the registry's shape; the registry's own rules are tested beside it.
const GUEST_ONLY: ReadonlySet<ModalKey> = new Set([
  'sign-in',
  'sign-up',
  'reset-pass',
  'forgot-pass',
  'reset-email-send',
]);
const rules = Object.fromEntries(
  MODAL_KEYS.map((key): [ModalKey, ModalRule] => {
    if (GUEST_ONLY.has(key)) return [key, { access: 'guest-only' }];
    if (key === 'wallet') return [key, { access: 'login', values: ['deposit', 'withdraw'] }];
    if (key === 'confirm') return [key, { access: 'login', confirmedProfile: true }];
    return [key, { access: 'login' }];
  }),
) as ModalRules;

describe('modalVerdict', () => {
  it('shows guest-only modals to guests and nothing to players', () => {
    expect(modalVerdict({ access: 'guest-only' }, guest)).toBe('show');
    expect(modalVerdict({ access: 'guest-only' }, player)).toBe('hidden');
  });

  it('sends a guest who asks for a login-needed modal to sign in', () => {
    expect(modalVerdict({ access: 'login' }, guest)).toBe('sign-in');
    expect(modalVerdict({ access: 'login' }, player)).toBe('show');
  });

  it('shows a modal for anyone to guests and players alike', () => {
    expect(modalVerdict({ access: 'anyone' }, guest)).toBe('show');
    expect(modalVerdict({ access: 'anyone' }, player)).toBe('show');
  });

  it('needs a confirmed profile where the rule says so', () => {
    const rule: ModalRule = { access: 'login', confirmedProfile: true };
    expect(modalVerdict(rule, guest)).toBe('sign-in');
    expect(modalVerdict(rule, player)).toBe('hidden');
    expect(modalVerdict(rule, confirmedPlayer)).toBe('show');
  });
});

describe('acceptsValue', () => {
  it('accepts only the listed values, or any value when none are listed', () => {
    expect(acceptsValue({ access: 'login', values: ['deposit', 'withdraw'] }, 'withdraw')).toBe(true);
    expect(acceptsValue({ access: 'login', values: ['deposit', 'withdraw'] }, 'foo')).toBe(false);
    expect(acceptsValue({ access: 'login', values: ['deposit', 'withdraw'] }, '')).toBe(false);
    expect(acceptsValue({ access: 'login' }, '42')).toBe(true);
  });
});

describe('resolveModalQuery', () => {
  it('shows nothing and touches nothing when the query has no modal key', () => {
    expect(resolveModalQuery('?page=2&unknown=true', guest, rules)).toEqual({ modal: null, rewrite: null });
  });

  it('shows a guest the sign-in modal they asked for, leaving the URL alone', () => {
    expect(resolveModalQuery('?sign-in=true', guest, rules)).toEqual({
      modal: { key: 'sign-in', value: 'true' },
      rewrite: null,
    });
  });

  it.each(['?wallet=deposit', '?change-pass=true', '?avatars=true', '?confirm=true', '?tg-wallet=true'])(
    'gives a guest asking %s the sign-in modal and rewrites the URL to say so',
    (search) => {
      expect(resolveModalQuery(`${search}&page=live`, guest, rules)).toEqual({
        modal: { key: 'sign-in', value: 'true' },
        rewrite: '?page=live&sign-in=true',
      });
    },
  );

  it.each(['sign-in', 'sign-up', 'reset-pass', 'forgot-pass', 'reset-email-send'])(
    'shows a logged-in player nothing for %s and removes the key',
    (key) => {
      expect(resolveModalQuery(`?q=1&${key}=true`, player, rules)).toEqual({ modal: null, rewrite: '?q=1' });
    },
  );

  it('shows confirm only with a confirmed profile, and removes the key otherwise', () => {
    expect(resolveModalQuery('?confirm=true', player, rules)).toEqual({ modal: null, rewrite: '' });
    expect(resolveModalQuery('?confirm=true', confirmedPlayer, rules).modal).toEqual({ key: 'confirm', value: 'true' });
  });

  it('opens the wallet on deposit or withdraw and ignores any other value', () => {
    expect(resolveModalQuery('?wallet=withdraw', player, rules)).toEqual({
      modal: { key: 'wallet', value: 'withdraw' },
      rewrite: null,
    });
    expect(resolveModalQuery('?wallet=foo', player, rules)).toEqual({ modal: null, rewrite: null });
    // Ignored means ignored for a guest as well: no sign-in for a link that asks for nothing.
    expect(resolveModalQuery('?wallet=foo', guest, rules)).toEqual({ modal: null, rewrite: null });
  });

  it('opens an alias as its modal without rewriting the link', () => {
    expect(resolveModalQuery('?tg-news=true', player, rules)).toEqual({
      modal: { key: 'telegram-news', value: 'true' },
      rewrite: null,
    });
  });

  it('keeps only the last valid modal key when several stand together', () => {
    expect(resolveModalQuery('?sign-in=true&sign-up=true', guest, rules)).toEqual({
      modal: { key: 'sign-up', value: 'true' },
      rewrite: '?sign-up=true',
    });
    expect(resolveModalQuery('?wallet=deposit&x=1&wallet-bonus-info=true&wallet=foo', player, rules)).toEqual({
      modal: { key: 'wallet-bonus-info', value: 'true' },
      rewrite: '?x=1&wallet-bonus-info=true',
    });
  });

  it('removes all modal keys when the winning one is not for this viewer', () => {
    expect(resolveModalQuery('?wallet=deposit&sign-in=true', player, rules)).toEqual({ modal: null, rewrite: '' });
  });

  it('passes any value through for keys without a value list', () => {
    expect(resolveModalQuery('?bonus-details=bonus-42', player, rules).modal).toEqual({
      key: 'bonus-details',
      value: 'bonus-42',
    });
  });
});
