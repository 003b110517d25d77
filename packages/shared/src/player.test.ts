import { describe, expect, it } from 'vitest';
import { parseLoginResponse, parsePlayerProfile, parseWalletAccounts } from './player';

const profileBody = {
  id: 'p-1',
  email: 'ana@example.com',
  emailConfirmed: false,
  phone: null,
  nickname: null,
  locale: 'de',
  tgUserId: null,
  receiveEmailPromo: true,
  createdAt: '2026-11-22T08:25:57.791Z',
  somethingNew: 'ignored',
};

describe('parsePlayerProfile', () => {
  it('reads the profile fields and fills the absent ones', () => {
    const profile = parsePlayerProfile(profileBody);
    expect(profile).toMatchObject({
      id: 'p-1',
      email: 'ana@example.com',
      emailConfirmed: false,
      locale: 'de',
      receiveEmailPromo: true,
    });
    expect(profile.firstName).toBeNull();
    expect(profile.receiveSmsPromo).toBe(false);
    expect(profile).not.toHaveProperty('somethingNew');
  });

  it('keeps a numeric messenger id as text', () => {
    expect(parsePlayerProfile({ ...profileBody, tgUserId: 42 }).tgUserId).toBe('42');
  });

  it('refuses a body without an id', () => {
    expect(() => parsePlayerProfile({ email: 'x' })).toThrow(/profile/);
    expect(() => parsePlayerProfile(null)).toThrow(/profile/);
  });
});

describe('parseLoginResponse', () => {
  it('needs a token and a profile', () => {
    expect(parseLoginResponse({ accessToken: 't', profile: profileBody }).profile.id).toBe('p-1');
    expect(() => parseLoginResponse({ profile: profileBody })).toThrow(/login response/);
    expect(() => parseLoginResponse({ accessToken: 't' })).toThrow(/profile/);
  });

  it('keeps registered only when the server says true (a social or messenger login that created the player)', () => {
    expect(parseLoginResponse({ accessToken: 't', profile: profileBody, registered: true }).registered).toBe(true);
    for (const registered of [undefined, false, 'true', 1])
      expect(parseLoginResponse({ accessToken: 't', profile: profileBody, registered })).not.toHaveProperty(
        'registered',
      );
  });
});

describe('parseWalletAccounts', () => {
  it('reads accounts with balances in minor units', () => {
    expect(parseWalletAccounts([{ id: 'a', currency: 'EUR', balance: 1250, status: 1, isSelected: true }])).toEqual([
      { id: 'a', currency: 'EUR', balance: 1250, status: 1, isSelected: true },
    ]);
  });

  it('refuses what is not a list of accounts', () => {
    expect(() => parseWalletAccounts({ data: [] })).toThrow(/account list/);
    expect(() => parseWalletAccounts([{ id: 'a' }])).toThrow(/wallet account/);
  });
});
