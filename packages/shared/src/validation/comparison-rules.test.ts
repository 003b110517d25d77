import { describe, expect, it } from 'vitest';
import { array, boolean, confirmed, different, sameAs, string } from './comparison-rules';

describe('sameAs and confirmed', () => {
  it('sameAs passes when equal to the other field', () => {
    const values = { password: 'secret123' };
    expect(sameAs('secret123', { other: 'password' }, values)).toBe(true);
    expect(sameAs('secret124', { other: 'password' }, values)).toBe(false);
  });

  it('sameAs fails a blank confirmation of a filled-in field, and passes when both are blank', () => {
    expect(sameAs('', { other: 'password' }, { password: 'secret123' })).toBe(false);
    expect(sameAs('', { other: 'password' }, { password: undefined })).toBe(true);
  });

  it('confirmed checks <field>_confirmation by default, or the field named', () => {
    expect(confirmed('abc', undefined, { password_confirmation: 'abc' }, 'password')).toBe(true);
    expect(confirmed('abc', undefined, { password_confirmation: 'abd' }, 'password')).toBe(false);
    expect(confirmed('abc', { other: 'repeat' }, { repeat: 'abc' }, 'password')).toBe(true);
    expect(confirmed('abc', {}, {}, 'password')).toBe(false);
  });
});

describe('different', () => {
  it('passes a value unlike the other field, and an empty value', () => {
    expect(different('new-pass', { other: 'currentPassword' }, { currentPassword: 'old-pass' })).toBe(true);
    expect(different('same', { other: 'currentPassword' }, { currentPassword: 'same' })).toBe(false);
    expect(different('', { other: 'currentPassword' }, { currentPassword: '' })).toBe(true);
  });
});

describe('kind rules', () => {
  it('boolean: true, false, 1, 0 and their text', () => {
    for (const value of [true, false, 1, 0, '1', '0', 'true', 'false']) expect(boolean(value)).toBe(true);
    for (const value of ['yes', 2, 'TRUE', 'on', -1]) expect(boolean(value)).toBe(false);
  });

  it('array and string', () => {
    expect(array(['a'])).toBe(true);
    expect(array('a')).toBe(false);
    expect(string('a')).toBe(true);
    expect(string(12)).toBe(false);
  });

  it('pass an empty value', () => {
    expect(boolean(undefined)).toBe(true);
    expect(array(null)).toBe(true);
    expect(string(undefined)).toBe(true);
  });
});
