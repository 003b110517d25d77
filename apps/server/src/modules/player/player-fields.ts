import { parseCalendarDate, VALIDATION_MESSAGES, type FieldName, type FieldValues } from '@casino/shared';

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

/** Profile fields kept as a calendar day (a `date` column). */
const CALENDAR_DAY_FIELDS = ['birthdate'] as const satisfies readonly (typeof PROFILE_FIELDS)[number][];

/**
 * Reads the profile's dates once, before any rule runs or anything is written: a real day in the
 * documented year-month-day form becomes its YYYY-MM-DD text; null or '' clears the field; anything
 * else (a number, which the generic date rule would take as a timestamp, blank or padded text, a
 * day that does not exist) is a field error and never reaches the database.
 */
export function parseProfileDates(changes: FieldValues): { values: FieldValues; errors: Record<string, string[]> } {
  const values: Record<string, unknown> = { ...changes };
  const errors: Record<string, string[]> = {};
  for (const field of CALENDAR_DAY_FIELDS) {
    const value = changes[field];
    if (value === undefined || value === null || value === '') continue;
    const day = parseCalendarDate(value);
    if (day === undefined) {
      errors[field] = [VALIDATION_MESSAGES.date];
      delete values[field];
    } else {
      values[field] = day;
    }
  }
  return { values, errors };
}
