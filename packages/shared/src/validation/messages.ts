/**
 * Validation message templates. The twelve generic texts are exactly those of SPEC.md section 5;
 * the spec does not show the product validators' texts, so those are ours. The web replaces any of
 * them with content-provided templates (`validateFields(..., { messages })`).
 */
export const VALIDATION_MESSAGES = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  url: 'The value is not a valid URL address',
  maxLength: 'The maximum length allowed is {max}',
  minLength: 'This field should be at least {min} characters long',
  minValue: 'The minimum value allowed is {min}',
  maxValue: 'The maximum value allowed is {max}',
  integer: 'Value is not an integer',
  decimal: 'Value must be decimal',
  numeric: 'Value must be numeric',
  alphaNum: 'The value must be alpha-numeric',
  sameAs: 'The value must be equal to the {other} value',

  requiredIf: 'Value is required',
  requiredUnless: 'Value is required',
  accepted: 'This must be accepted',
  declined: 'This must be declined',
  phone: 'Value is not a valid phone number',
  alpha: 'The value must contain only letters',
  alphaDash: 'The value must contain only letters, digits, hyphens and underscores',
  betweenLength: 'The length must be between {min} and {max} characters',
  betweenValue: 'The value must be between {min} and {max}',
  regex: 'The value format is invalid',
  notRegex: 'The value format is invalid',
  confirmed: 'The value confirmation does not match',
  different: 'The value must be different from the {other} value',
  date: 'Value is not a valid date',
  before: 'The date must be before {param}',
  after: 'The date must be after {param}',
  dateEquals: 'The date must be {param}',
  minAge: 'You must be at least {min} years old',
  maxAge: 'The maximum age allowed is {max} years',
  digits: 'The value must be {param} digits',
  digitsBetween: 'The value must be between {min} and {max} digits',
  ip: 'The value is not a valid IP address',
  mac: 'The value is not a valid MAC address',
  boolean: 'The value must be true or false',
  array: 'The value must be a list',
  string: 'The value must be text',
  uppercase: 'The value must be in uppercase',
  lowercase: 'The value must be in lowercase',
  countryCode: 'The value is not a valid country code',
  languageCode: 'The value is not a valid language code',
  cpf: 'The value is not a valid CPF number',
  twoWords: 'Enter exactly two words, each at least {min} characters long',
  nickname: 'Use only letters, digits, underscores and hyphens',
  yesLike: 'The value must be yes, on, 1 or true',
  noLike: 'The value must be no, off, 0 or false',
} as const;

export type MessageKey = keyof typeof VALIDATION_MESSAGES;

/** Templates that replace the built-in ones, by message key (content can override any subset). */
export type MessageOverrides = Readonly<Partial<Record<MessageKey, string>>>;

export type MessageParamValue = string | number | Date;

/** What a template can mention: {min}, {max}, {param} and {other}. */
export interface MessageParams {
  readonly min?: MessageParamValue;
  readonly max?: MessageParamValue;
  readonly param?: MessageParamValue;
  readonly other?: MessageParamValue;
}

const PLACEHOLDER = /\{(min|max|param|other)\}/g;

function formatParamValue(value: MessageParamValue): string {
  // A date reads as its calendar day, the way the date rules compare it.
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value);
}

/** Fills {min}, {max}, {param} and {other}; a placeholder without a value is left as written. */
export function formatMessage(template: string, params: MessageParams = {}): string {
  return template.replace(PLACEHOLDER, (placeholder, key: keyof MessageParams) => {
    const value = params[key];
    return value === undefined ? placeholder : formatParamValue(value);
  });
}
