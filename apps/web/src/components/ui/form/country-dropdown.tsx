import { SearchDropdown, type SearchDropdownProps } from './search-dropdown';

export interface CountryChoice {
  /** ISO 3166-1 alpha-2. */
  readonly code: string;
  readonly name: string;
}

export interface CountryDropdownProps extends Omit<SearchDropdownProps, 'options'> {
  /** Selectable countries as the settings call gives them (already without the excluded ones). */
  readonly countries: readonly CountryChoice[];
}

/** Country, searchable by name (and by its code). */
export function CountryDropdown({ countries, ...props }: CountryDropdownProps) {
  const options = countries.map((country) => ({ value: country.code, label: country.name, detail: country.code }));
  return <SearchDropdown autoComplete="off" {...props} options={options} />;
}
