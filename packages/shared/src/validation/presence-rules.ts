import type { ConditionParams, FieldValues } from './rule-types';
import { isEmpty, toText } from './value-checks';

/** Presence rules: unlike every other rule, these judge an empty value. */

export function required(value: unknown): boolean {
  return !isEmpty(value);
}

function conditionHolds({ other, values }: ConditionParams, allValues: FieldValues): boolean {
  const otherValue = allValues[other];
  if (values === undefined) return !isEmpty(otherValue) && otherValue !== false;
  return values.some((candidate) => String(candidate) === toText(otherValue));
}

/** Required when another field equals one of the given values (or, with none given, is filled in). */
export function requiredIf(value: unknown, params: ConditionParams, allValues: FieldValues): boolean {
  return !conditionHolds(params, allValues) || required(value);
}

/** Required unless another field equals one of the given values (or, with none given, is filled in). */
export function requiredUnless(value: unknown, params: ConditionParams, allValues: FieldValues): boolean {
  return conditionHolds(params, allValues) || required(value);
}

const YES_LIKE = ['yes', 'on', '1', 'true'] as const;
const NO_LIKE = ['no', 'off', '0', 'false'] as const;

function normalizedAnswer(value: unknown): string {
  return toText(value).trim().toLowerCase();
}

/** One of yes, on, 1, true (letter case ignored; booleans and numbers count by their text). */
export function isYesLike(value: unknown): boolean {
  return (YES_LIKE as readonly string[]).includes(normalizedAnswer(value));
}

/** One of no, off, 0, false (letter case ignored; booleans and numbers count by their text). */
export function isNoLike(value: unknown): boolean {
  return (NO_LIKE as readonly string[]).includes(normalizedAnswer(value));
}

/** Terms and agreements: must be answered yes; an empty answer fails. */
export function accepted(value: unknown): boolean {
  return isYesLike(value);
}

/** Must be answered no; an empty answer fails (false from an unticked box is an answer). */
export function declined(value: unknown): boolean {
  return isNoLike(value);
}
