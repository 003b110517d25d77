import { describe, expect, it } from 'vitest';
import {
  after,
  ageInYears,
  before,
  date,
  dateEquals,
  daysInMonth,
  isLeapYear,
  maxAge,
  minAge,
  parseCalendarDate,
  toTimestamp,
} from './date-rules';

describe('leap years', () => {
  it('are divisible by 400, or by 4 but not by 100', () => {
    expect(isLeapYear(2000)).toBe(true);
    expect(isLeapYear(1900)).toBe(false);
    expect(isLeapYear(2024)).toBe(true);
    expect(isLeapYear(2023)).toBe(false);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2024, 4)).toBe(30);
  });
});

describe('date', () => {
  it('accepts a number (timestamp) and a valid Date', () => {
    expect(date(0)).toBe(true);
    expect(date(1_700_000_000_000)).toBe(true);
    expect(date(new Date())).toBe(true);
    expect(date(Number.NaN)).toBe(false);
  });

  it('accepts year-month-day with 1-2 digit month and day', () => {
    for (const value of ['2024-01-31', '2024-1-5', '1000-01-01', '3000-12-31', '2000-02-29', '2024-02-29']) {
      expect(date(value), value).toBe(true);
    }
  });

  it('refuses impossible days, months, years and other formats', () => {
    const bad = [
      '1900-02-29',
      '2023-02-29',
      '2024-04-31',
      '2024-13-01',
      '2024-00-10',
      '2024-01-00',
      '999-01-01',
      '0999-01-01',
      '3001-01-01',
      '2024-001-01',
      '2024/01/01',
      '01-01-2024',
      '2024-01-01T00:00',
      'tomorrow',
      true,
    ];
    for (const value of bad) expect(date(value), String(value)).toBe(false);
  });

  it('passes an empty value', () => {
    expect(date('')).toBe(true);
    expect(date(undefined)).toBe(true);
  });

  it('reads year-month-day as UTC midnight', () => {
    expect(toTimestamp('2024-2-9')).toBe(Date.UTC(2024, 1, 9));
  });
});

describe('date comparisons', () => {
  it('before, after and dateEquals against a fixed date, by calendar day', () => {
    expect(before('2024-01-01', { param: '2024-01-02' })).toBe(true);
    expect(before('2024-01-02', { param: '2024-01-02' })).toBe(false);
    expect(after('2024-01-03', { param: '2024-01-02' })).toBe(true);
    expect(after('2024-01-02', { param: Date.UTC(2024, 0, 2, 23) })).toBe(false);
    expect(dateEquals('2024-1-2', { param: new Date(Date.UTC(2024, 0, 2, 18)) })).toBe(true);
    expect(dateEquals('2024-01-03', { param: '2024-01-02' })).toBe(false);
  });

  it('against another field, passing when that field has no date', () => {
    const values = { from: '2024-05-01' };
    expect(after('2024-05-02', { other: 'from' }, values)).toBe(true);
    expect(after('2024-04-30', { other: 'from' }, values)).toBe(false);
    expect(after('2024-04-30', { other: 'from' }, {})).toBe(true);
  });

  it('fail a value that is not a date and pass an empty one', () => {
    expect(before('soon', { param: '2024-01-01' })).toBe(false);
    expect(before('', { param: '2024-01-01' })).toBe(true);
  });
});

describe('age', () => {
  const now = '2024-06-15';

  it('counts whole years: the year counts once the birthday has come', () => {
    expect(ageInYears('2006-06-15', now)).toBe(18);
    expect(ageInYears('2006-06-16', now)).toBe(17);
    expect(ageInYears('2006-05-31', now)).toBe(18);
    expect(ageInYears('not a date', now)).toBeUndefined();
  });

  it('treats a 29 February birthday as reached on 1 March in other years', () => {
    expect(ageInYears('2004-02-29', '2022-02-28')).toBe(17);
    expect(ageInYears('2004-02-29', '2022-03-01')).toBe(18);
  });

  it('minAge and maxAge', () => {
    expect(minAge('2006-06-15', { min: 18, now })).toBe(true);
    expect(minAge('2006-06-16', { min: 18, now })).toBe(false);
    expect(maxAge('1904-06-16', { max: 119, now })).toBe(true);
    expect(maxAge('1904-06-15', { max: 119, now })).toBe(false);
    expect(minAge('garbage', { min: 18, now })).toBe(false);
    expect(minAge('', { min: 18, now })).toBe(true);
  });

  it('default to the current moment', () => {
    expect(minAge('1990-01-01', { min: 18 })).toBe(true);
    expect(minAge(Date.now(), { min: 18 })).toBe(false);
  });
});

describe('parseCalendarDate', () => {
  it('reads a real day written year-month-day and gives it back as YYYY-MM-DD', () => {
    expect(parseCalendarDate('1990-05-20')).toBe('1990-05-20');
    expect(parseCalendarDate('1990-5-2')).toBe('1990-05-02');
    expect(parseCalendarDate('2024-02-29')).toBe('2024-02-29');
  });

  it('refuses numbers, blank or padded text and days that do not exist', () => {
    const bad: unknown[] = [
      0,
      -1,
      -0.5,
      10.5,
      1e3,
      Number.NaN,
      ' ',
      '',
      ' 1990-05-20',
      '1990-05-20T00:00:00Z',
      '2023-02-29',
      '1990-13-01',
      '0999-01-01',
      null,
      true,
      {},
    ];
    for (const value of bad) expect(parseCalendarDate(value), String(value)).toBeUndefined();
  });
});
