import { describe, expect, it } from 'vitest';
import { formatMessage, VALIDATION_MESSAGES } from './messages';

describe('VALIDATION_MESSAGES', () => {
  it('carries the generic templates of the spec word for word', () => {
    expect(VALIDATION_MESSAGES).toMatchObject({
      required: 'Value is required',
      email: 'Value is not a valid email address',
      url: 'The value is not a valid URL address',
      maxLength: 'The maximum length allowed is {max}',
      minLength: 'This field should be at least {min} characters long',
      minValue: 'The minimum value allowed is {min}',
      maxValue: 'The maximum value allowed is {max}',
      integer: 'Value is not an integer',
      decimal: 'Value must be decimal',
      numeric: 'Value must be numeric',
      alphaNum: 'The value must be alpha-numeric',
      sameAs: 'The value must be equal to the {other} value',
    });
  });

  it('has a non-empty template for every key, using only the four known placeholders', () => {
    for (const template of Object.values(VALIDATION_MESSAGES)) {
      expect(template.trim()).not.toBe('');
      const placeholders = template.match(/\{[^}]*\}/g) ?? [];
      for (const placeholder of placeholders) expect(['{min}', '{max}', '{param}', '{other}']).toContain(placeholder);
    }
  });
});

describe('formatMessage', () => {
  it('fills {min}, {max}, {param} and {other}', () => {
    expect(formatMessage('{min}-{max} {param} {other}', { min: 3, max: 24, param: 'x', other: 'password' })).toBe(
      '3-24 x password',
    );
    expect(formatMessage(VALIDATION_MESSAGES.minLength, { min: 8 })).toBe(
      'This field should be at least 8 characters long',
    );
    expect(formatMessage(VALIDATION_MESSAGES.maxLength, { max: 30 })).toBe('The maximum length allowed is 30');
    expect(formatMessage(VALIDATION_MESSAGES.sameAs, { other: 'password' })).toBe(
      'The value must be equal to the password value',
    );
  });

  it('fills every occurrence and leaves a placeholder without a value as written', () => {
    expect(formatMessage('{min} and {min}', { min: 2 })).toBe('2 and 2');
    expect(formatMessage('at most {max}', {})).toBe('at most {max}');
    expect(formatMessage('keep {unknown}', { min: 1 })).toBe('keep {unknown}');
    expect(formatMessage('no placeholders')).toBe('no placeholders');
  });

  it('writes a Date as its calendar day and 0 as 0', () => {
    expect(formatMessage('before {param}', { param: new Date(Date.UTC(2024, 1, 29, 15)) })).toBe('before 2024-02-29');
    expect(formatMessage('at least {min}', { min: 0 })).toBe('at least 0');
  });
});
