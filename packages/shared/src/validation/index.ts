/**
 * Validation rules of SPEC.md section 5, one source for web forms and the server (authoritative).
 * Rule checks are reached through RULES (or validateFields); the individual check functions stay
 * module-private to keep names like `string` and `date` out of the package's top level.
 */
export * from './messages';
export type * from './rule-types';
export { isEmpty } from './value-checks';
export { isNoLike, isYesLike } from './presence-rules';
export { EMAIL_MAX_LENGTH } from './format-rules';
export {
  ageInYears,
  DATE_YEAR_MAX,
  DATE_YEAR_MIN,
  daysInMonth,
  isLeapYear,
  parseCalendarDate,
  toTimestamp,
} from './date-rules';
export {
  type CallingCode,
  listCallingCodes,
  phone as isValidPhone,
  PHONE_LIMITS,
  toInternationalNumber,
} from './phone';
export { cpf as isValidCpf, CPF_MASK } from './cpf';
export * from './rules';
export * from './field-limits';
export * from './field-rules';
export * from './validate-fields';
export * from './input-mask';
export * from './numeric-mask';
