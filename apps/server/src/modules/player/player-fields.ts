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
const CALENDAR_DAY_FIELDS = ['birthdate'] as const satisfies readonly ProfileField[];
/** Profile fields kept as a boolean that is never null: a player is subscribed or not. */
const FLAG_FIELDS = ['receiveEmailPromo', 'receiveSmsPromo'] as const satisfies readonly ProfileField[];
/** Profile fields that always hold a value (the site's locale): they can be changed, not emptied. */
const NOT_EMPTIED_FIELDS = ['locale'] as const satisfies readonly ProfileField[];
type ProfileField = (typeof PROFILE_FIELDS)[number];

const isEmptyValue = (value: unknown) => value === null || value === '';

/**
 * Reads the profile's typed fields once, before any rule runs or anything is written, into what
 * their columns hold. A date: a real day in the documented year-month-day form becomes YYYY-MM-DD,
 * null or '' clears it, anything else (a number, which the generic date rule would take as a
 * timestamp, blank or padded text, a day that does not exist) is a field error. A flag: true or
 * false (1, 0 and their text forms too); emptying it is an error. The locale: not emptied.
 * Field errors never reach the database.
 */
export function parseProfileChanges(changes: FieldValues): { values: FieldValues; errors: Record<string, string[]> } {
  const values: Record<string, unknown> = { ...changes };
  const errors: Record<string, string[]> = {};
  const refuse = (field: ProfileField, message: string) => {
    errors[field] = [message];
    delete values[field];
  };
  for (const field of CALENDAR_DAY_FIELDS) {
    const value = changes[field];
    if (value === undefined || isEmptyValue(value)) continue;
    const day = parseCalendarDate(value);
    if (day === undefined) refuse(field, VALIDATION_MESSAGES.date);
    else values[field] = day;
  }
  for (const field of FLAG_FIELDS) {
    const value = changes[field];
    if (isEmptyValue(value)) refuse(field, VALIDATION_MESSAGES.boolean);
    else if (isFlagOn(value)) values[field] = true;
    else if (value === 0 || value === '0' || value === 'false') values[field] = false;
  }
  for (const field of NOT_EMPTIED_FIELDS) {
    if (isEmptyValue(changes[field])) refuse(field, VALIDATION_MESSAGES.required);
  }
  return { values, errors };
}

/** A flag's value as forms send it: true, 1 and their text forms are on; anything else is off. */
export function isFlagOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
