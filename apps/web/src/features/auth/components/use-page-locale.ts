import { useLocation } from 'react-router';
import { listCallingCodes, splitLocalePath, type LocaleCode } from '@casino/shared';
import { defaultPhoneCountry } from './default-country';

/** The locale of the page shown (its URL prefix; en has none). */
export function usePageLocale(): LocaleCode {
  return splitLocalePath(useLocation().pathname).locale;
}

let callingCodeCountries: ReadonlySet<string> | undefined;

/** Where a phone number field starts: the visitor's likely country. */
export function usePhoneCountry(): string {
  const locale = usePageLocale();
  callingCodeCountries ??= new Set(listCallingCodes().map((code) => code.country));
  return defaultPhoneCountry(locale, navigator.languages, callingCodeCountries);
}
