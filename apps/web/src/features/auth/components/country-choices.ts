import { intlLocaleOf } from '@casino/shared';
import type { Country } from '@casino/shared';
import type { CountryChoice } from '@/components/ui/form';

/** The countries a player may pick (SPEC.md section 5), named in the page's language. */
export function selectableCountryChoices(countries: readonly Country[] | undefined, locale: string): CountryChoice[] {
  if (!countries) return [];
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([intlLocaleOf(locale)], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(intlLocaleOf(locale));
  return countries
    .filter((country) => country.isSelectable)
    .map((country) => ({ code: country.code, name: names?.of(country.code) ?? country.name }))
    .sort((left, right) => collator.compare(left.name, right.name));
}
