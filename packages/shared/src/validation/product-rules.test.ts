import { describe, expect, it } from 'vitest';
import { countryCode, languageCode, nickname, noLike, twoWords, yesLike } from './product-rules';

describe('product validators', () => {
  it('each passes an empty value', () => {
    for (const value of ['', undefined, null, '   ']) {
      expect(countryCode(value)).toBe(true);
      expect(languageCode(value)).toBe(true);
      expect(yesLike(value)).toBe(true);
      expect(noLike(value)).toBe(true);
      expect(twoWords(value, { min: 2 })).toBe(true);
      expect(nickname(value)).toBe(true);
    }
  });

  it('country code: exactly two uppercase letters', () => {
    expect(countryCode('BR')).toBe(true);
    for (const value of ['br', 'Br', 'BRA', 'B', 'B1', ' BR']) expect(countryCode(value), value).toBe(false);
  });

  it('language code: exactly two lowercase letters', () => {
    expect(languageCode('pt')).toBe(true);
    for (const value of ['PT', 'pt-br', 'p', 'p1', 'por']) expect(languageCode(value), value).toBe(false);
  });

  it('yes-like and no-like', () => {
    expect(yesLike('on')).toBe(true);
    expect(yesLike('off')).toBe(false);
    expect(noLike('off')).toBe(true);
    expect(noLike('on')).toBe(false);
  });

  it('twoWords: exactly two words, each at least the given length', () => {
    expect(twoWords('Ana Silva', { min: 2 })).toBe(true);
    expect(twoWords('  Ana   Silva ', { min: 2 })).toBe(true);
    expect(twoWords('Ana', { min: 2 })).toBe(false);
    expect(twoWords('Ana Maria Silva', { min: 2 })).toBe(false);
    expect(twoWords('A Silva', { min: 2 })).toBe(false);
    expect(twoWords('Li Na', { min: 3 })).toBe(false);
  });

  it('nickname: letters, digits, underscore and hyphen', () => {
    for (const value of ['lucky_7', 'high-roller', 'Жора', 'ABC']) expect(nickname(value), value).toBe(true);
    for (const value of ['lucky 7', 'me@home', 'a.b', 'emoji😀']) expect(nickname(value), value).toBe(false);
  });
});
