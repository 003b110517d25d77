import type { DateComparisonParams, DateInput, FieldValues, MaxAgeParams, MinAgeParams } from './rule-types';
import { optional } from './rule-types';

/** Date rules of SPEC.md section 5. A calendar day is compared in UTC. */

export const DATE_YEAR_MIN = 1000;
export const DATE_YEAR_MAX = 3000;
const DAY_MS = 86_400_000;
const DATE_TEXT = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** Divisible by 400, or by 4 but not by 100: 2000 and 2024 are leap years, 1900 is not. */
export function isLeapYear(year: number): boolean {
  return year % 400 === 0 || (year % 4 === 0 && year % 100 !== 0);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

/** Milliseconds of UTC midnight for valid year-month-day text, else undefined. */
function parseDateText(text: string): number | undefined {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_YEAR_MIN || year > DATE_YEAR_MAX || month < 1 || month > 12) return undefined;
  if (day < 1 || day > daysInMonth(year, month)) return undefined;
  return Date.UTC(year, month - 1, day);
}

/**
 * A calendar day stored as such (a birth date): only text in the documented year-month-day form
 * (1-2 digit month and day; no spaces, no timestamp) of a day that exists, returned as YYYY-MM-DD,
 * the form a `date` column and the web's date inputs use. Anything else is undefined.
 */
export function parseCalendarDate(value: unknown): string | undefined {
  if (typeof value !== 'string' || value !== value.trim()) return undefined;
  const time = parseDateText(value);
  return time === undefined ? undefined : new Date(time).toISOString().slice(0, 10);
}

/** A moment in milliseconds from a timestamp, a valid Date or year-month-day text; else undefined. */
export function toTimestamp(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  return typeof value === 'string' ? parseDateText(value) : undefined;
}

/** A number (timestamp) is a date; text must be year-month-day with 1-2 digit month and day. */
export const date = optional((value: unknown) => toTimestamp(value) !== undefined);

function dayNumber(timestamp: number): number {
  return Math.floor(timestamp / DAY_MS);
}

function compareDates(check: (valueDay: number, targetDay: number) => boolean) {
  return optional((value: unknown, params: DateComparisonParams, allValues: FieldValues = {}) => {
    const valueTime = toTimestamp(value);
    if (valueTime === undefined) return false;
    const targetTime = toTimestamp('other' in params ? allValues[params.other] : params.param);
    // An empty or unreadable other date is that field's own error: there is nothing to compare with.
    if (targetTime === undefined) return true;
    return check(dayNumber(valueTime), dayNumber(targetTime));
  });
}

/** On a day strictly before the given date (or the other field's date). */
export const before = compareDates((valueDay, targetDay) => valueDay < targetDay);
/** On a day strictly after the given date (or the other field's date). */
export const after = compareDates((valueDay, targetDay) => valueDay > targetDay);
/** On the same calendar day as the given date (or the other field's date). */
export const dateEquals = compareDates((valueDay, targetDay) => valueDay === targetDay);

/** Whole years from a birth date to now: the year counts once the birthday has come. */
export function ageInYears(birth: unknown, now: DateInput = Date.now()): number | undefined {
  const birthTime = toTimestamp(birth);
  const nowTime = toTimestamp(now);
  if (birthTime === undefined || nowTime === undefined) return undefined;
  const born = new Date(birthTime);
  const today = new Date(nowTime);
  const years = today.getUTCFullYear() - born.getUTCFullYear();
  const birthdayPassed =
    today.getUTCMonth() > born.getUTCMonth() ||
    (today.getUTCMonth() === born.getUTCMonth() && today.getUTCDate() >= born.getUTCDate());
  return birthdayPassed ? years : years - 1;
}

/** At least `min` whole years old; a value that is not a date fails. */
export const minAge = optional((value: unknown, { min, now }: MinAgeParams) => {
  const age = ageInYears(value, now);
  return age !== undefined && age >= min;
});

/** At most `max` whole years old; a value that is not a date fails. */
export const maxAge = optional((value: unknown, { max, now }: MaxAgeParams) => {
  const age = ageInYears(value, now);
  return age !== undefined && age <= max;
});
