import type { MessageOverrides, MessageParams, MessageParamValue } from './messages';
import { formatMessage, VALIDATION_MESSAGES } from './messages';
import { FIELD_RULES, isFieldName } from './field-rules';
import type { FieldValues, RuleDefinition } from './rule-types';
import type { RuleSpec } from './rules';
import { RULES } from './rules';

export interface ValidateFieldsOptions {
  /** Fields the server marks required (the validations call), on top of the fields' own rules. */
  readonly required?: readonly string[];
  /** Templates replacing the built-in ones, by message key (content-provided texts). */
  readonly messages?: MessageOverrides;
  /** Per-field templates, winning over `messages`. */
  readonly fieldMessages?: Readonly<Record<string, MessageOverrides>>;
  /** Display names of fields, for {other} in messages such as sameAs. */
  readonly labels?: Readonly<Record<string, string>>;
  /** Rules replacing FIELD_RULES for the fields named (a form or scenario of its own). */
  readonly rules?: Readonly<Record<string, readonly RuleSpec[]>>;
}

/** Error messages by field; a field with no errors is absent, so a valid form gives `{}`. */
export type FieldErrors<Field extends string = string> = Partial<Record<Field, string[]>>;

/** The rules a field runs: its own (or the override), with `required` first when marked so. */
export function rulesForField(field: string, options: ValidateFieldsOptions = {}): readonly RuleSpec[] {
  const own = options.rules?.[field] ?? (isFieldName(field) ? FIELD_RULES[field] : []);
  const markedRequired = options.required?.includes(field) === true && !own.some((spec) => spec.rule === 'required');
  return markedRequired ? [{ rule: 'required' }, ...own] : own;
}

/** The placeholders any rule's parameters can fill. */
interface PlaceholderSource {
  readonly min?: number;
  readonly max?: number;
  readonly param?: MessageParamValue | RegExp;
  readonly other?: string;
}

function messageParams(spec: RuleSpec, labels: Readonly<Record<string, string>> = {}): MessageParams {
  const { min, max, param, other } = (spec.params ?? {}) as PlaceholderSource;
  const otherName = other === undefined ? undefined : (labels[other] ?? other);
  // {param} falls back to the other field's name, for "before {param}" against another field.
  return { min, max, other: otherName, param: param instanceof RegExp ? param.source : (param ?? otherName) };
}

function templateFor(spec: RuleSpec, field: string, options: ValidateFieldsOptions): string {
  const key = RULES[spec.rule].message;
  return options.fieldMessages?.[field]?.[key] ?? options.messages?.[key] ?? VALIDATION_MESSAGES[key];
}

/** Whether one rule passes; the cast joins each rule name with its own parameter type. */
export function passesRule(spec: RuleSpec, value: unknown, allValues: FieldValues, field: string): boolean {
  const definition = RULES[spec.rule] as RuleDefinition<unknown>;
  return definition.test(value, spec.params, allValues, field);
}

/** The messages of every rule a field's value fails, in rule order. */
export function validateField(field: string, allValues: FieldValues, options: ValidateFieldsOptions = {}): string[] {
  const value = allValues[field];
  return rulesForField(field, options)
    .filter((spec) => !passesRule(spec, value, allValues, field))
    .map((spec) => formatMessage(templateFor(spec, field, options), messageParams(spec, options.labels)));
}

/**
 * Validates the named fields of a form or request body. The same call serves the web form (on blur
 * and submit) and the server (authoritative), so both report the same messages.
 */
export function validateFields<Field extends string>(
  values: FieldValues,
  fields: readonly Field[],
  options: ValidateFieldsOptions = {},
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of fields) {
    const messages = validateField(field, values, options);
    if (messages.length > 0) errors[field] = messages;
  }
  return errors;
}
