import { useMemo } from 'react';
import { listCallingCodes } from '@casino/shared';
import { usePageLocale } from '@/lib/page-locale';
import { useCountries } from '@/lib/settings/get-countries';
import { useVisitorCountry } from '@/lib/settings/get-visitor-country';
import { defaultPhoneCountry } from './default-country';

let callingCodeCountries: ReadonlySet<string> | undefined;

/** Where a phone number field starts: the visitor's likely country, among those players may pick. */
export function usePhoneCountry(): string {
  const locale = usePageLocale();
  const hint = useVisitorCountry().data;
  const countries = useCountries().data;
  const selectable = useMemo(() => {
    callingCodeCountries ??= new Set(listCallingCodes().map((code) => code.country));
    const withCode = callingCodeCountries;
    return new Set(
      (countries ?? [])
        .filter((country) => country.isSelectable && withCode.has(country.code))
        .map((country) => country.code),
    );
  }, [countries]);
  return defaultPhoneCountry(locale, navigator.languages, selectable, hint);
}
