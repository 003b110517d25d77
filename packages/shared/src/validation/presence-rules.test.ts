import { describe, expect, it } from 'vitest';
import { accepted, declined, isNoLike, isYesLike, required, requiredIf, requiredUnless } from './presence-rules';

describe('required', () => {
  it('passes a given value, including false and 0', () => {
    for (const value of ['a', ' a ', 0, false, true, ['x'], { a: 1 }, new Date(0)]) expect(required(value)).toBe(true);
  });

  it('fails nothing, blank text, an empty list or object and an invalid date', () => {
    for (const value of [undefined, null, '', '   ', [], {}, new Date(Number.NaN)]) expect(required(value)).toBe(false);
  });
});

describe('requiredIf and requiredUnless', () => {
  const phoneMethod = { method: 'phone' };
  const emailMethod = { method: 'email' };

  it('requiredIf: required only when the other field has one of the values', () => {
    const params = { other: 'method', values: ['phone'] };
    expect(requiredIf('', params, phoneMethod)).toBe(false);
    expect(requiredIf('+44', params, phoneMethod)).toBe(true);
    expect(requiredIf('', params, emailMethod)).toBe(true);
  });

  it('requiredIf without values: required when the other field is filled in and not false', () => {
    expect(requiredIf('', { other: 'agree' }, { agree: true })).toBe(false);
    expect(requiredIf('', { other: 'agree' }, { agree: false })).toBe(true);
    expect(requiredIf('', { other: 'agree' }, {})).toBe(true);
  });

  it('compares numbers and booleans by their text', () => {
    expect(requiredIf('', { other: 'kind', values: [1] }, { kind: '1' })).toBe(false);
    expect(requiredIf('', { other: 'flag', values: [true] }, { flag: 'true' })).toBe(false);
  });

  it('requiredUnless: required except when the other field has one of the values', () => {
    const params = { other: 'method', values: ['email'] };
    expect(requiredUnless('', params, phoneMethod)).toBe(false);
    expect(requiredUnless('x', params, phoneMethod)).toBe(true);
    expect(requiredUnless('', params, emailMethod)).toBe(true);
    expect(requiredUnless('', { other: 'email' }, {})).toBe(false);
    expect(requiredUnless('', { other: 'email' }, { email: 'a@b.co' })).toBe(true);
  });
});

describe('yes-like and no-like', () => {
  it('yes-like is one of yes, on, 1, true', () => {
    for (const value of ['yes', 'on', '1', 'true', 1, true, 'YES', ' On ']) expect(isYesLike(value)).toBe(true);
    for (const value of ['no', 'y', '2', false, 0, '', undefined, 'yes please']) expect(isYesLike(value)).toBe(false);
  });

  it('no-like is one of no, off, 0, false', () => {
    for (const value of ['no', 'off', '0', 'false', 0, false, 'NO']) expect(isNoLike(value)).toBe(true);
    for (const value of ['yes', 'n', '-1', true, 1, '', null]) expect(isNoLike(value)).toBe(false);
  });
});

describe('accepted and declined', () => {
  it('accepted needs a yes-like answer and fails an empty one', () => {
    expect(accepted(true)).toBe(true);
    expect(accepted('on')).toBe(true);
    expect(accepted(false)).toBe(false);
    expect(accepted(undefined)).toBe(false);
    expect(accepted('')).toBe(false);
  });

  it('declined needs a no-like answer and fails an empty one', () => {
    expect(declined(false)).toBe(true);
    expect(declined('off')).toBe(true);
    expect(declined(true)).toBe(false);
    expect(declined(undefined)).toBe(false);
  });
});
