import type { FieldName } from '@casino/shared';

/**
 * The fields each scenario accepts and the ones it requires. `GET /api/player/fields/validations`
 * publishes these lists, and the server enforces the same ones.
 */
export const REGISTRATION_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'currency',
  'country',
  'agreements',
  'nickname',
  'bonusCode',
  'receiveEmailPromo',
  'receiveSmsPromo',
] as const satisfies readonly FieldName[];

export const REGISTRATION_REQUIRED_FIELDS = [
  'email',
  'password',
  'password_confirmation',
  'currency',
  'country',
  'agreements',
] as const satisfies readonly (typeof REGISTRATION_FIELDS)[number][];

export const PROFILE_FIELDS = [
  'nickname',
  'firstName',
  'lastName',
  'gender',
  'birthdate',
  'city',
  'address',
  'postalCode',
  'timeZone',
  'language',
  'country',
  'locale',
  'receiveEmailPromo',
  'receiveSmsPromo',
] as const satisfies readonly FieldName[];

/** Nothing in the profile is required: players fill it in as the site asks them to (KYC, payments). */
export const PROFILE_REQUIRED_FIELDS = [] as const satisfies readonly (typeof PROFILE_FIELDS)[number][];

export const FIELD_SCENARIOS = {
  registration: { fields: REGISTRATION_FIELDS, required: REGISTRATION_REQUIRED_FIELDS },
  profile: { fields: PROFILE_FIELDS, required: PROFILE_REQUIRED_FIELDS },
} as const;
export type FieldScenario = keyof typeof FIELD_SCENARIOS;
