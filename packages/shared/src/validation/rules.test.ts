import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from './messages';
import type { FieldValues } from './rule-types';
import type { RuleName, RuleSpec } from './rules';
import { RULES } from './rules';
import { passesRule, validateField } from './validate-fields';

interface Example {
  readonly spec: RuleSpec;
  readonly good: unknown;
  readonly bad: unknown;
  readonly message: string;
  readonly values?: FieldValues;
}

const NOW = '2024-06-15';

/** One passing and one failing value per rule, with the message the failure reports. The type
 * makes leaving a rule out a compile error. */
const EXAMPLES: { readonly [Name in RuleName]: Example } = {
  required: { spec: { rule: 'required' }, good: 'x', bad: ' ', message: 'Value is required' },
  requiredIf: {
    spec: { rule: 'requiredIf', params: { other: 'method', values: ['phone'] } },
    good: '+44',
    bad: '',
    values: { method: 'phone' },
    message: 'Value is required',
  },
  requiredUnless: {
    spec: { rule: 'requiredUnless', params: { other: 'method', values: ['email'] } },
    good: 'x',
    bad: '',
    values: { method: 'phone' },
    message: 'Value is required',
  },
  accepted: { spec: { rule: 'accepted' }, good: true, bad: false, message: 'This must be accepted' },
  declined: { spec: { rule: 'declined' }, good: false, bad: true, message: 'This must be declined' },
  email: { spec: { rule: 'email' }, good: 'a@b.co', bad: 'a@b', message: 'Value is not a valid email address' },
  url: { spec: { rule: 'url' }, good: 'https://a.co', bad: 'a.co', message: 'The value is not a valid URL address' },
  phone: { spec: { rule: 'phone' }, good: '+44 20 7946 0958', bad: '12', message: 'Value is not a valid phone number' },
  integer: { spec: { rule: 'integer' }, good: '-3', bad: '3.5', message: 'Value is not an integer' },
  numeric: { spec: { rule: 'numeric' }, good: '3.5', bad: '3,5', message: 'Value must be numeric' },
  decimal: { spec: { rule: 'decimal' }, good: '-3.5', bad: '3..5', message: 'Value must be decimal' },
  alpha: { spec: { rule: 'alpha' }, good: 'abc', bad: 'abc1', message: 'The value must contain only letters' },
  alphaNum: { spec: { rule: 'alphaNum' }, good: 'abc1', bad: 'abc_1', message: 'The value must be alpha-numeric' },
  alphaDash: {
    spec: { rule: 'alphaDash' },
    good: 'a_b-1',
    bad: 'a b',
    message: 'The value must contain only letters, digits, hyphens and underscores',
  },
  minLength: {
    spec: { rule: 'minLength', params: { min: 8 } },
    good: '12345678',
    bad: '1234567',
    message: 'This field should be at least 8 characters long',
  },
  maxLength: {
    spec: { rule: 'maxLength', params: { max: 30 } },
    good: 'a'.repeat(30),
    bad: 'a'.repeat(31),
    message: 'The maximum length allowed is 30',
  },
  betweenLength: {
    spec: { rule: 'betweenLength', params: { min: 3, max: 24 } },
    good: 'abc',
    bad: 'ab',
    message: 'The length must be between 3 and 24 characters',
  },
  minValue: {
    spec: { rule: 'minValue', params: { min: 10 } },
    good: '10',
    bad: '9',
    message: 'The minimum value allowed is 10',
  },
  maxValue: {
    spec: { rule: 'maxValue', params: { max: 500 } },
    good: 500,
    bad: 501,
    message: 'The maximum value allowed is 500',
  },
  betweenValue: {
    spec: { rule: 'betweenValue', params: { min: 1, max: 5 } },
    good: 3,
    bad: 6,
    message: 'The value must be between 1 and 5',
  },
  regex: {
    spec: { rule: 'regex', params: { param: '^\\d+$' } },
    good: '12',
    bad: '1a',
    message: 'The value format is invalid',
  },
  notRegex: {
    spec: { rule: 'notRegex', params: { param: '\\s' } },
    good: 'ab',
    bad: 'a b',
    message: 'The value format is invalid',
  },
  sameAs: {
    spec: { rule: 'sameAs', params: { other: 'password' } },
    good: 'secret12',
    bad: 'secret13',
    values: { password: 'secret12' },
    message: 'The value must be equal to the password value',
  },
  confirmed: {
    spec: { rule: 'confirmed' },
    good: 'abc',
    bad: 'abd',
    values: { field_confirmation: 'abc' },
    message: 'The value confirmation does not match',
  },
  different: {
    spec: { rule: 'different', params: { other: 'currentPassword' } },
    good: 'new',
    bad: 'old',
    values: { currentPassword: 'old' },
    message: 'The value must be different from the currentPassword value',
  },
  date: { spec: { rule: 'date' }, good: '2024-02-29', bad: '2023-02-29', message: 'Value is not a valid date' },
  before: {
    spec: { rule: 'before', params: { param: '2024-01-01' } },
    good: '2023-12-31',
    bad: '2024-01-01',
    message: 'The date must be before 2024-01-01',
  },
  after: {
    spec: { rule: 'after', params: { other: 'from' } },
    good: '2024-01-02',
    bad: '2024-01-01',
    values: { from: '2024-01-01' },
    message: 'The date must be after from',
  },
  dateEquals: {
    spec: { rule: 'dateEquals', params: { param: new Date(Date.UTC(2024, 0, 1)) } },
    good: '2024-1-1',
    bad: '2024-01-02',
    message: 'The date must be 2024-01-01',
  },
  minAge: {
    spec: { rule: 'minAge', params: { min: 18, now: NOW } },
    good: '2006-06-15',
    bad: '2006-06-16',
    message: 'You must be at least 18 years old',
  },
  maxAge: {
    spec: { rule: 'maxAge', params: { max: 120, now: NOW } },
    good: '1904-06-15',
    bad: '1903-06-15',
    message: 'The maximum age allowed is 120 years',
  },
  digits: {
    spec: { rule: 'digits', params: { param: 6 } },
    good: '123456',
    bad: '12345',
    message: 'The value must be 6 digits',
  },
  digitsBetween: {
    spec: { rule: 'digitsBetween', params: { min: 4, max: 6 } },
    good: '1234',
    bad: '123',
    message: 'The value must be between 4 and 6 digits',
  },
  ip: { spec: { rule: 'ip' }, good: '10.0.0.1', bad: '10.0.0.256', message: 'The value is not a valid IP address' },
  mac: {
    spec: { rule: 'mac' },
    good: 'aa:bb:cc:dd:ee:ff',
    bad: 'aa:bb:cc:dd:ee',
    message: 'The value is not a valid MAC address',
  },
  boolean: { spec: { rule: 'boolean' }, good: false, bad: 'maybe', message: 'The value must be true or false' },
  array: { spec: { rule: 'array' }, good: ['a'], bad: 'a', message: 'The value must be a list' },
  string: { spec: { rule: 'string' }, good: 'a', bad: 1, message: 'The value must be text' },
  uppercase: { spec: { rule: 'uppercase' }, good: 'ABC', bad: 'AbC', message: 'The value must be in uppercase' },
  lowercase: { spec: { rule: 'lowercase' }, good: 'abc', bad: 'aBc', message: 'The value must be in lowercase' },
  countryCode: {
    spec: { rule: 'countryCode' },
    good: 'BR',
    bad: 'br',
    message: 'The value is not a valid country code',
  },
  languageCode: {
    spec: { rule: 'languageCode' },
    good: 'pt',
    bad: 'PT',
    message: 'The value is not a valid language code',
  },
  cpf: {
    spec: { rule: 'cpf' },
    good: '529.982.247-25',
    bad: '529.982.247-26',
    message: 'The value is not a valid CPF number',
  },
  yesLike: { spec: { rule: 'yesLike' }, good: 'yes', bad: 'no', message: 'The value must be yes, on, 1 or true' },
  noLike: { spec: { rule: 'noLike' }, good: 'off', bad: 'on', message: 'The value must be no, off, 0 or false' },
  twoWords: {
    spec: { rule: 'twoWords', params: { min: 2 } },
    good: 'Ana Silva',
    bad: 'Ana',
    message: 'Enter exactly two words, each at least 2 characters long',
  },
  nickname: {
    spec: { rule: 'nickname' },
    good: 'lucky_7',
    bad: 'lucky 7',
    message: 'Use only letters, digits, underscores and hyphens',
  },
};

const FIELD = 'field';

describe.each(Object.entries(EXAMPLES))('rule %s', (_name, example) => {
  const valuesWith = (value: unknown) => ({ ...example.values, [FIELD]: value });

  it('passes its good value and fails its bad one', () => {
    expect(passesRule(example.spec, example.good, valuesWith(example.good), FIELD)).toBe(true);
    expect(passesRule(example.spec, example.bad, valuesWith(example.bad), FIELD)).toBe(false);
  });

  it('reports its message template, filled in', () => {
    const options = { rules: { [FIELD]: [example.spec] } };
    expect(validateField(FIELD, valuesWith(example.good), options)).toEqual([]);
    expect(validateField(FIELD, valuesWith(example.bad), options)).toEqual([example.message]);
  });
});

describe('RULES', () => {
  it('names a message template for every rule', () => {
    for (const definition of Object.values(RULES)) expect(VALIDATION_MESSAGES[definition.message]).toBeTruthy();
  });

  it('lets only presence and confirmation rules fail an empty value', () => {
    const judgesEmpty = new Set([
      'required',
      'requiredIf',
      'requiredUnless',
      'accepted',
      'declined',
      'sameAs',
      'confirmed',
    ]);
    for (const [name, example] of Object.entries(EXAMPLES)) {
      const values = { ...example.values, [FIELD]: '' };
      expect(passesRule(example.spec, '', values, FIELD), name).toBe(!judgesEmpty.has(name));
    }
  });
});
