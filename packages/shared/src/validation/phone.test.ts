import { describe, expect, it } from 'vitest';
import { listCallingCodes, phone, PHONE_LIMITS, toInternationalNumber } from './phone';

describe('phone', () => {
  it('accepts valid international numbers, written the ways people write them', () => {
    const good = [
      '+44 20 7946 0958',
      '+442079460958',
      '442079460958',
      442079460958,
      '+1 (201) 555-0123',
      '+55 11 98765-4321',
      '+49 151 12345678',
    ];
    for (const value of good) expect(phone(value), String(value)).toBe(true);
  });

  it('refuses numbers that are too short, unknown or not numbers', () => {
    const bad = [
      '12',
      '+12',
      '+1 555 000 0000',
      '+44 20 7946 09581234567',
      '+44 20 7946 0958 abc',
      'phone',
      '++44 20 7946 0958',
      '44+2079460958',
    ];
    for (const value of bad) expect(phone(value), String(value)).toBe(false);
  });

  it('accepts an extension of up to 20 digits and refuses a longer one', () => {
    expect(phone('+44 20 7946 0958 ext. 123')).toBe(true);
    expect(phone('+44 20 7946 0958 x123')).toBe(true);
    expect(phone(`+44 20 7946 0958 ext. ${'1'.repeat(PHONE_LIMITS.extensionMaxDigits)}`)).toBe(true);
    expect(phone(`+44 20 7946 0958 ext. ${'1'.repeat(PHONE_LIMITS.extensionMaxDigits + 1)}`)).toBe(false);
  });

  it('refuses input text longer than 250 characters', () => {
    const padded = `+44 20 7946 0958${' '.repeat(235)}`;
    expect(padded).toHaveLength(251);
    expect(phone(padded)).toBe(false);
    expect(phone(padded.slice(0, 250))).toBe(true);
  });

  it('passes an empty value', () => {
    expect(phone('')).toBe(true);
    expect(phone(undefined)).toBe(true);
  });

  it('states the spec limits', () => {
    expect(PHONE_LIMITS).toEqual({
      nationalNumberMinDigits: 2,
      nationalNumberMaxDigits: 17,
      inputMaxLength: 250,
      extensionMaxDigits: 20,
    });
  });
});

describe('listCallingCodes', () => {
  it('lists countries with their calling codes', () => {
    const codes = listCallingCodes();
    expect(codes).toContainEqual({ country: 'GB', callingCode: '44' });
    expect(codes).toContainEqual({ country: 'BR', callingCode: '55' });
    expect(codes.length).toBeGreaterThan(200);
  });
});

describe('toInternationalNumber', () => {
  it("handles each country's trunk prefix", () => {
    expect(toInternationalNumber('020 7946 0958', 'GB')).toBe('+442079460958');
    expect(toInternationalNumber('20 7946 0958', 'GB')).toBe('+442079460958');
    expect(toInternationalNumber('06 1234 5678', 'IT')).toBe('+390612345678');
    expect(toInternationalNumber('(11) 98765-4321', 'BR')).toBe('+5511987654321');
  });

  it('gives what validates as a phone, and nothing without digits', () => {
    expect(phone(toInternationalNumber('020 7946 0958', 'GB'))).toBe(true);
    expect(toInternationalNumber(' - ', 'GB')).toBe('');
    expect(toInternationalNumber('12345', 'XX')).toBe('+12345');
  });
});
