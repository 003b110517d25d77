import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { DATE_FORMATS, formatDate, formatNumericDate, setDateLocale } from './dates';

const SAMPLES = ['2024-01-05T07:08:00', '2031-12-31T23:59:59', new Date(2009, 2, 9, 0, 0).getTime()];

describe('formatNumericDate', () => {
  it.each(Object.entries(DATE_FORMATS))('formats %s (%s) exactly as dayjs does', (_name, format) => {
    for (const sample of SAMPLES) expect(formatNumericDate(sample, format)).toBe(dayjs(sample).format(format));
  });
});

describe('formatDate', () => {
  it('formats before and after dayjs is loaded, the same way', async () => {
    const before = formatDate('2024-01-05T07:08:00', 'dateTime');
    await setDateLocale('de');
    expect(formatDate('2024-01-05T07:08:00', 'dateTime')).toBe(before);
    expect(before).toBe('05.01.24, 07:08');
    await setDateLocale('en');
  });

  it('writes Persian dates in Persian digits, like the numbers around them; Latin digits elsewhere', async () => {
    await setDateLocale('fa');
    expect(formatDate('2024-01-05T07:08:00', 'dateTime')).toBe('۰۵.۰۱.۲۴, ۰۷:۰۸');
    await setDateLocale('hi');
    expect(formatDate('2024-01-05T07:08:00', 'date')).toBe('05.01.24');
    await setDateLocale('en');
    expect(formatDate('2024-01-05T07:08:00', 'date')).toBe('05.01.24');
  });
});
