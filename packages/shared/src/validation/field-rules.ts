import { FIELD_LIMITS as limits } from './field-limits';
import type { RuleSpec } from './rules';

/** Locale of a site URL: two lowercase letters, or two letters, a hyphen and two letters (SPEC section 2). */
const LOCALE_PATTERN = '^[a-z]{2}(?:-[a-z]{2})?$';
/** Currency codes as the settings call lists them: USD, BTC, USDT. */
const CURRENCY_PATTERN = '^[A-Z0-9]{2,10}$';
/** Postal codes of the world: letters, digits, spaces and hyphens, 2-12 characters. */
const POSTAL_CODE_PATTERN = '^[A-Za-z0-9][A-Za-z0-9 -]{0,10}[A-Za-z0-9]$';

const shortText: readonly RuleSpec[] = [
  { rule: 'string' },
  { rule: 'maxLength', params: { max: limits.shortTextMaxLength } },
];
const personName: readonly RuleSpec[] = [
  { rule: 'minLength', params: { min: limits.nameMinLength } },
  { rule: 'maxLength', params: { max: limits.nameMaxLength } },
];
const flag: readonly RuleSpec[] = [{ rule: 'boolean' }];
const documentNumber: readonly RuleSpec[] = [
  { rule: 'minLength', params: { min: limits.personalIdMinLength } },
  { rule: 'maxLength', params: { max: limits.documentNumberMaxLength } },
];
const emailAddress: readonly RuleSpec[] = [{ rule: 'email' }];

/**
 * The rules of every form field of SPEC.md section 3, by the spec's field name. Plain data, so the
 * server can publish it; fields without rules of their own still get `required` when the server
 * marks them so (`validateFields(..., { required })`).
 */
export const FIELD_RULES = {
  password: [
    { rule: 'minLength', params: { min: limits.passwordMinLength } },
    { rule: 'maxLength', params: { max: limits.passwordMaxLength } },
  ],
  password_confirmation: [{ rule: 'sameAs', params: { other: 'password' } }],
  currentPassword: [{ rule: 'required' }],
  newPassword: [
    { rule: 'required' },
    { rule: 'minLength', params: { min: limits.passwordMinLength } },
    { rule: 'maxLength', params: { max: limits.passwordMaxLength } },
  ],
  repeatNewPassword: [{ rule: 'sameAs', params: { other: 'newPassword' } }],
  firstName: personName,
  lastName: personName,
  fullName: [
    { rule: 'twoWords', params: { min: limits.fullNameWordMinLength } },
    { rule: 'maxLength', params: { max: limits.fullNameMaxLength } },
  ],
  nationality: [{ rule: 'countryCode' }],
  nickname: [
    { rule: 'betweenLength', params: { min: limits.nicknameMinLength, max: limits.nicknameMaxLength } },
    { rule: 'nickname' },
  ],
  gender: [{ rule: 'string' }, { rule: 'alphaDash' }, { rule: 'maxLength', params: { max: limits.genderMaxLength } }],
  city: shortText,
  address: shortText,
  additionalAddress: shortText,
  postalCode: [{ rule: 'regex', params: { param: POSTAL_CODE_PATTERN } }],
  timeZone: [{ rule: 'string' }, { rule: 'maxLength', params: { max: limits.timeZoneMaxLength } }],
  profession: shortText,
  language: [{ rule: 'languageCode' }],
  captcha: [{ rule: 'string' }],
  bonusCode: [{ rule: 'alphaDash' }, { rule: 'maxLength', params: { max: limits.bonusCodeMaxLength } }],
  securityQuestion: shortText,
  securityAnswer: shortText,
  email: emailAddress,
  country: [{ rule: 'countryCode' }],
  currency: [{ rule: 'regex', params: { param: CURRENCY_PATTERN } }],
  agreements: [{ rule: 'accepted' }],
  receiveEmailPromo: flag,
  receiveSmsPromo: flag,
  receiveBonus: flag,
  phone: [{ rule: 'phone' }],
  birthdate: [
    { rule: 'date' },
    { rule: 'minAge', params: { min: limits.playerMinAgeYears } },
    { rule: 'maxAge', params: { max: limits.playerMaxAgeYears } },
  ],
  placeOfBirth: shortText,
  personalIdNumber: documentNumber,
  message: [{ rule: 'string' }, { rule: 'maxLength', params: { max: limits.messageMaxLength } }],
  locale: [{ rule: 'regex', params: { param: LOCALE_PATTERN } }],
  age: [{ rule: 'integer' }],
  cpf_number: [{ rule: 'cpf' }],
  wallet_id: [
    { rule: 'required' },
    { rule: 'notRegex', params: { param: '\\s' } },
    { rule: 'maxLength', params: { max: limits.walletIdMaxLength } },
  ],
  playerName: personName,
  playerEmail: emailAddress,
  identify_doc_number: documentNumber,
} as const satisfies Readonly<Record<string, readonly RuleSpec[]>>;

export type FieldName = keyof typeof FIELD_RULES;

export const FIELD_NAMES = Object.keys(FIELD_RULES) as FieldName[];

export function isFieldName(name: string): name is FieldName {
  return Object.hasOwn(FIELD_RULES, name);
}
