import { describe, expect, it } from 'vitest';
import {
  alpha,
  alphaDash,
  alphaNum,
  decimal,
  digits,
  digitsBetween,
  email,
  integer,
  ip,
  lowercase,
  mac,
  notRegex,
  numeric,
  regex,
  uppercase,
  url,
} from './format-rules';

const EMPTY = ['', '  ', undefined, null];

function expectAll(check: (value: unknown) => boolean, good: readonly unknown[], bad: readonly unknown[]) {
  for (const value of good) expect(check(value), `expected ${JSON.stringify(value)} to pass`).toBe(true);
  for (const value of bad) expect(check(value), `expected ${JSON.stringify(value)} to fail`).toBe(false);
}

describe('format rules', () => {
  it('every one passes an empty value', () => {
    const checks = [email, url, integer, numeric, decimal, alpha, alphaNum, alphaDash, ip, mac, lowercase, uppercase];
    for (const check of checks) for (const value of EMPTY) expect(check(value)).toBe(true);
    for (const value of EMPTY) {
      expect(regex(value, { param: '^a$' })).toBe(true);
      expect(notRegex(value, { param: '^a$' })).toBe(true);
      expect(digits(value, { param: 4 })).toBe(true);
      expect(digitsBetween(value, { min: 1, max: 2 })).toBe(true);
    }
  });

  it('email', () => {
    expectAll(
      email,
      ['player@example.com', 'first.last+tag@sub.example.co.uk', 'A_B@EXAMPLE.ORG'],
      [
        'player',
        'player@',
        '@example.com',
        'player@example',
        'play er@example.com',
        'player@exa_mple.com',
        'player@-example.com',
        `${'a'.repeat(250)}@example.com`,
        42,
      ],
    );
  });

  it('url', () => {
    expectAll(
      url,
      ['https://example.com', 'http://localhost:3000/path?q=1', 'ftp://files.example.com/a'],
      ['example.com', 'javascript:alert(1)', 'mailto:a@b.co', 'https://exa mple.com', 'https://', 'not a url'],
    );
  });

  it('integer: whole numbers, optionally negative', () => {
    expectAll(integer, ['42', '-7', '0', 42, -3], ['4.2', '1e3', '+5', '- 5', 'abc', 4.2, Number.NaN]);
  });

  it('numeric: unsigned digits with an optional fraction', () => {
    expectAll(numeric, ['42', '3.14', '.5', 0, 2.5], ['-1', '1.', '1,5', 'abc', -2, Number.POSITIVE_INFINITY]);
  });

  it('decimal: signed, with an optional fraction', () => {
    expectAll(decimal, ['-3.14', '42', '.5', '-0.5', -1.5], ['1.2.3', '--1', '1,5', 'x', Number.NaN]);
  });

  it('alpha, alphaNum and alphaDash accept letters of any script', () => {
    expectAll(alpha, ['abc', 'Ünïcödé', 'Жора', 'João'], ['abc1', 'a b', 'a-b']);
    expectAll(alphaNum, ['abc123', 'Жора7'], ['abc-1', 'a b', 'a_b']);
    expectAll(alphaDash, ['abc_1-2', 'Жора-7'], ['a b', 'a.b', 'a@b']);
  });

  it('regex and notRegex accept source text or a RegExp, with flags', () => {
    expect(regex('AB12', { param: '^[A-Z]{2}\\d{2}$' })).toBe(true);
    expect(regex('ab12', { param: '^[A-Z]{2}\\d{2}$' })).toBe(false);
    expect(regex('ab12', { param: '^[A-Z]{2}\\d{2}$', flags: 'i' })).toBe(true);
    expect(notRegex('with space', { param: '\\s' })).toBe(false);
    expect(notRegex('nospace', { param: '\\s' })).toBe(true);
  });

  it('regex gives the same answer every time, even for a global RegExp', () => {
    const pattern = /a/g;
    expect(regex('a', { param: pattern })).toBe(true);
    expect(regex('a', { param: pattern })).toBe(true);
    expect(notRegex('a', { param: pattern })).toBe(false);
  });

  it('digits and digitsBetween count ASCII digits only', () => {
    expect(digits('1234', { param: 4 })).toBe(true);
    expect(digits(1234, { param: 4 })).toBe(true);
    expect(digits('123', { param: 4 })).toBe(false);
    expect(digits('12a4', { param: 4 })).toBe(false);
    expect(digits('-123', { param: 4 })).toBe(false);
    expect(digitsBetween('123', { min: 2, max: 4 })).toBe(true);
    expect(digitsBetween('1', { min: 2, max: 4 })).toBe(false);
    expect(digitsBetween('12345', { min: 2, max: 4 })).toBe(false);
    expect(digitsBetween('1.2', { min: 2, max: 4 })).toBe(false);
  });

  it('ip: IPv4 and IPv6', () => {
    expectAll(
      ip,
      ['192.168.0.1', '0.0.0.0', '255.255.255.255', '::1', '2001:db8::8a2e:370:7334', '::ffff:192.0.2.1'],
      [
        '256.1.1.1',
        '192.168.0',
        '192.168.01.1',
        '1.2.3.4.5',
        '2001:db8::g1',
        '1:2:3:4:5:6:7:8:9',
        'localhost',
        '[::1]',
      ],
    );
  });

  it('mac: six hexadecimal pairs, one kind of separator', () => {
    expectAll(
      mac,
      ['00:1A:2b:3C:4d:5E', '00-1a-2b-3c-4d-5e'],
      ['00:1a:2b:3c:4d', '00:1a-2b:3c:4d:5e', '001a2b3c4d5e', 'zz:1a:2b:3c:4d:5e'],
    );
  });

  it('lowercase and uppercase compare text with its case-mapped form', () => {
    expectAll(lowercase, ['abc', 'abc-123', 'ñandú'], ['Abc', 'ABC', 'Ñandú']);
    expectAll(uppercase, ['ABC', 'ABC-123', 'ÑANDÚ'], ['Abc', 'abc']);
  });
});
