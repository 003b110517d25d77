/** Small value helpers the validation rules share. Form values arrive as unknown: strings from
 * inputs, booleans from checkboxes, numbers and arrays from JSON bodies. */

/**
 * Whether a value counts as not given: undefined, null, blank text, an empty list or object, or an
 * invalid Date. `false` and `0` are values (a checkbox left unticked still answered).
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (value instanceof Date) return Number.isNaN(value.getTime());
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/** The text form of a scalar value; anything else becomes an empty string. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  return '';
}

/** Length in characters as a player counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

/** Length of a list, or of the text form of anything else. */
export function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : characterCount(toText(value));
}

const NUMBER_TEXT = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?$/i;

/** A finite number from a number or a plain numeric text (no inner spaces, no hex); else undefined. */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value !== 'string' || !NUMBER_TEXT.test(value.trim())) return undefined;
  return Number(value.trim());
}

/** Whether two form values are the same answer; blank answers of any kind are equal. */
export function sameValue(left: unknown, right: unknown): boolean {
  if (isEmpty(left) && isEmpty(right)) return true;
  return left === right;
}
