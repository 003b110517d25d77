import { getCountries, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';
import { optional } from './rule-types';
import { toText } from './value-checks';

/** Phone limits of SPEC.md section 5. */
export const PHONE_LIMITS = {
  nationalNumberMinDigits: 2,
  nationalNumberMaxDigits: 17,
  inputMaxLength: 250,
  extensionMaxDigits: 20,
} as const;

/** A trailing extension: "ext. 123", "extension 123", "x123", "#123" or ";ext=123". */
const EXTENSION = /(?:;ext=|\s*(?:ext\.?|extension|x|#)\s*)(\d+)\s*$/i;
/** Digits with the punctuation people type in phone numbers, and at most one leading plus. */
const NUMBER_TEXT = /^\+?[\d\s\u00a0().\-/]+$/;

function splitExtension(text: string): { number: string; extension: string } {
  const match = EXTENSION.exec(text);
  if (!match) return { number: text.trim(), extension: '' };
  return { number: text.slice(0, match.index).trim(), extension: match[1] ?? '' };
}

/**
 * A plus sign is prepended to the digits and the result must be a valid international number,
 * within the limits above. Passes when the value is empty.
 */
export const phone = optional((value: unknown) => {
  const text = toText(value);
  if (text.length > PHONE_LIMITS.inputMaxLength) return false;
  const { number, extension } = splitExtension(text);
  if (extension.length > PHONE_LIMITS.extensionMaxDigits || !NUMBER_TEXT.test(number)) return false;
  const parsed = parsePhoneNumberFromString(`+${number.replace(/\D/g, '')}`);
  if (!parsed) return false;
  const nationalDigits = parsed.nationalNumber.length;
  return (
    nationalDigits >= PHONE_LIMITS.nationalNumberMinDigits &&
    nationalDigits <= PHONE_LIMITS.nationalNumberMaxDigits &&
    parsed.isValid()
  );
});

export interface CallingCode {
  /** ISO 3166-1 alpha-2 country code. */
  readonly country: string;
  /** Digits without the plus sign: '44' for GB. */
  readonly callingCode: string;
}

/** Every country with its international calling code, for a phone input's country select. */
export function listCallingCodes(): CallingCode[] {
  return getCountries().map((country) => ({ country, callingCode: getCountryCallingCode(country) }));
}

/**
 * The international number ('+442079460958') for a number typed the national way in a country
 * ('020 7946 0958' in GB): the country's trunk prefix is handled (dropped in GB, kept in IT).
 * '' when no digit is typed; calling code plus digits when the number cannot be read.
 */
export function toInternationalNumber(nationalText: string, country: string): string {
  const digits = nationalText.replace(/\D/g, '');
  if (!digits) return '';
  if (!isSupportedCountry(country)) return `+${digits}`;
  const parsed = parsePhoneNumberFromString(nationalText, country);
  return parsed ? parsed.number : `+${getCountryCallingCode(country)}${digits}`;
}
