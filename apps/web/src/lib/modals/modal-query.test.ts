import { describe, expect, it } from 'vitest';
import { MODAL_KEYS, modalKeyOf, queryKeysOf } from './modal-keys';
import {
  modalSignatureOf,
  readModalEntries,
  searchWithModal,
  searchWithoutModal,
  searchWithoutModals,
} from './modal-query';

describe('modal keys', () => {
  it('knows every key once', () => {
    expect(new Set(MODAL_KEYS).size).toBe(MODAL_KEYS.length);
    expect(MODAL_KEYS).toHaveLength(49);
  });

  it('reads the aliases tg-news and tg-wallet as their modals', () => {
    expect(modalKeyOf('tg-news')).toBe('telegram-news');
    expect(modalKeyOf('tg-wallet')).toBe('wallet-telegram-app');
    expect(queryKeysOf('telegram-news')).toEqual(['telegram-news', 'tg-news']);
    expect(queryKeysOf('wallet')).toEqual(['wallet']);
  });

  it('ignores query keys that are no modal, including inherited object names', () => {
    for (const key of ['page', 'eventId', 'constructor', 'toString', '__proto__', 'Sign-In', 'signin']) {
      expect(modalKeyOf(key)).toBeUndefined();
    }
  });
});

describe('readModalEntries', () => {
  it('lists modal keys in query order and skips the rest', () => {
    expect(readModalEntries('?page=2&wallet=deposit&utm=x&tg-news=true')).toEqual([
      { key: 'wallet', queryKey: 'wallet', value: 'deposit' },
      { key: 'telegram-news', queryKey: 'tg-news', value: 'true' },
    ]);
  });

  it('counts a repeated key once, at its last place and value', () => {
    expect(readModalEntries('?wallet=deposit&sign-in=true&wallet=withdraw')).toEqual([
      { key: 'sign-in', queryKey: 'sign-in', value: 'true' },
      { key: 'wallet', queryKey: 'wallet', value: 'withdraw' },
    ]);
  });

  it('finds nothing in an empty query', () => {
    expect(readModalEntries('')).toEqual([]);
    expect(readModalEntries('?')).toEqual([]);
  });
});

describe('searchWithModal (opening replaces any other modal key)', () => {
  it('sets the key and keeps the other query parameters', () => {
    expect(searchWithModal('?page=live&eventId=7', 'wallet', 'deposit')).toBe('?page=live&eventId=7&wallet=deposit');
  });

  it('drops every other modal key, aliases included', () => {
    expect(searchWithModal('?sign-in=true&q=a&tg-news=true', 'sign-up', 'true')).toBe('?q=a&sign-up=true');
  });

  it('replaces the value of the same key', () => {
    expect(searchWithModal('?wallet=deposit', 'wallet', 'withdraw')).toBe('?wallet=withdraw');
  });
});

describe('removing modal keys', () => {
  it('searchWithoutModal removes the key under every spelling and nothing else', () => {
    expect(searchWithoutModal('?tg-news=true&telegram-news=true&sign-in=true&q=1', 'telegram-news')).toBe(
      '?sign-in=true&q=1',
    );
  });

  it('searchWithoutModals leaves only the other parameters, or an empty query', () => {
    expect(searchWithoutModals('?wallet=foo&page=overview&sign-up=true')).toBe('?page=overview');
    expect(searchWithoutModals('?sign-in=true')).toBe('');
  });
});

describe('modalSignatureOf', () => {
  it('names the modal part of the query, or nothing', () => {
    expect(modalSignatureOf('?page=2&sign-in=true')).toBe('sign-in=true');
    expect(modalSignatureOf('?page=2')).toBe('');
  });
});
