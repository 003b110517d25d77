import type { FieldValues, OtherFieldParams } from './rule-types';
import { optional } from './rule-types';
import { sameValue } from './value-checks';

/**
 * Rules comparing with another field, and rules on the kind of a value. `sameAs` and `confirmed`
 * judge an empty value too: a blank confirmation of a filled-in password must fail.
 */

/** Equal to another field's value (the repeat-password pattern). */
export function sameAs(value: unknown, { other }: OtherFieldParams, allValues: FieldValues): boolean {
  return sameValue(value, allValues[other]);
}

/** Matched by its confirmation field: `other`, or by default `<field>_confirmation`. */
export function confirmed(
  value: unknown,
  params: Partial<OtherFieldParams> | undefined,
  allValues: FieldValues,
  field: string,
): boolean {
  return sameValue(value, allValues[params?.other ?? `${field}_confirmation`]);
}

/** Not equal to another field's value (a new password unlike the current one). */
export const different = optional(
  (value: unknown, { other }: OtherFieldParams, allValues: FieldValues) => value !== allValues[other],
);

const BOOLEAN_VALUES: readonly unknown[] = [true, false, 1, 0, '1', '0', 'true', 'false'];

/** true, false, 1, 0 or their text forms. */
export const boolean = optional((value: unknown) => BOOLEAN_VALUES.includes(value));

export const array = optional((value: unknown) => Array.isArray(value));

export const string = optional((value: unknown) => typeof value === 'string');
