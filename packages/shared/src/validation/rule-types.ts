import type { MessageKey } from './messages';
import { isEmpty } from './value-checks';

/** All values of a form (or request body) by field name; rules comparing fields read from it. */
export type FieldValues = Readonly<Record<string, unknown>>;

/** A date as rules accept it: a timestamp in milliseconds, a Date, or year-month-day text. */
export type DateInput = number | string | Date;

/**
 * One validation rule: a pure check of a value with its parameters. `allValues` serves rules that
 * compare with another field; `field` is the name being checked (the `confirmed` rule needs it).
 */
export type RuleTest<Params> = (value: unknown, params: Params, allValues: FieldValues, field: string) => boolean;

export interface RuleDefinition<Params> {
  readonly test: RuleTest<Params>;
  /** The template reported when the test fails. */
  readonly message: MessageKey;
}

/** Wraps a check so that an empty value passes: every rule except the presence rules is optional. */
export function optional<Rest extends unknown[]>(
  test: (value: unknown, ...rest: Rest) => boolean,
): (value: unknown, ...rest: Rest) => boolean {
  return (value, ...rest) => isEmpty(value) || test(value, ...rest);
}

export interface MinParams {
  readonly min: number;
}

export interface MaxParams {
  readonly max: number;
}

export interface RangeParams {
  readonly min: number;
  readonly max: number;
}

/** Another field of the same form, by name. */
export interface OtherFieldParams {
  readonly other: string;
}

export type ConditionValue = string | number | boolean;

/** A condition on another field: equal to one of `values`, or, without values, filled in. */
export interface ConditionParams {
  readonly other: string;
  readonly values?: readonly ConditionValue[];
}

/** A pattern as source text (so rule maps stay plain data) or a RegExp. */
export interface PatternParams {
  readonly param: string | RegExp;
  readonly flags?: string;
}

/** Compare with a fixed date (`param`) or with another field's date (`other`). */
export type DateComparisonParams = { readonly param: DateInput } | OtherFieldParams;

/** `now` pins the current moment (tests, or a server judging a request's own time). */
export interface MinAgeParams extends MinParams {
  readonly now?: DateInput;
}

export interface MaxAgeParams extends MaxParams {
  readonly now?: DateInput;
}

export interface DigitsParams {
  readonly param: number;
}
