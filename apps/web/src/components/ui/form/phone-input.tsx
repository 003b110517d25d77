import { intlLocaleOf, listCallingCodes, toInternationalNumber, type CallingCode } from '@casino/shared';
import { useState, type ComponentPropsWithRef } from 'react';
import { ControlFrame } from './control-frame';
import { Field, splitFieldProps, useField, type FieldProps } from './field';
import './phone-input.css';

export interface PhoneInputProps
  extends FieldProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      keyof FieldProps | 'value' | 'defaultValue' | 'onChange' | 'type' | 'name' | 'children'
    > {
  /** ISO country whose calling code is chosen first: the player's or visitor's country. */
  readonly defaultCountry: string;
  readonly defaultNumber?: string;
  /** The international number, '+' and digits ('+442079460958'), or '' while no digit is typed. */
  readonly onValueChange?: (international: string, country: string) => void;
  /** Submitted with the international number. */
  readonly name?: string;
  /** Country names in this language. */
  readonly locale?: string;
  /** Name of the calling-code select. */
  readonly countryLabel?: string;
}

interface CallingCodeChoice extends CallingCode {
  readonly name: string;
}

const callingCodes = listCallingCodes();

function countryName(names: Intl.DisplayNames, code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

function choicesFor(locale: string | undefined): CallingCodeChoice[] {
  const names = new Intl.DisplayNames(locale === undefined ? undefined : intlLocaleOf(locale), { type: 'region' });
  const collator = new Intl.Collator(locale === undefined ? undefined : intlLocaleOf(locale));
  return callingCodes
    .map((code) => ({ ...code, name: countryName(names, code.country) }))
    .sort((left, right) => collator.compare(left.name, right.name));
}

/** Phone number: a calling-code select (the platform's own picker) beside the national number. */
export function PhoneInput(props: PhoneInputProps) {
  const [
    fieldProps,
    { defaultCountry, defaultNumber = '', onValueChange, name, locale, countryLabel = 'Country code', ...inputProps },
  ] = splitFieldProps(props);
  const field = useField(fieldProps);
  const [choices] = useState(() => choicesFor(locale));
  // The country the player picked, or the default when they typed their first digit. Until then
  // a default that arrives later (the visitor's country, once known) still applies.
  const [pinnedCountry, setPinnedCountry] = useState<string | undefined>(
    defaultNumber === '' ? undefined : defaultCountry,
  );
  const country = pinnedCountry ?? defaultCountry;
  const [nationalText, setNationalText] = useState(defaultNumber);
  const callingCode = choices.find((choice) => choice.country === country)?.callingCode ?? '';
  const report = (nextCountry: string, nextText: string) =>
    onValueChange?.(toInternationalNumber(nextText, nextCountry), nextCountry);

  const countrySelect = (
    <span className="phone-input__country">
      <span className="phone-input__country-display" aria-hidden="true">
        {country} +{callingCode}
      </span>
      <select
        className="phone-input__select"
        aria-label={countryLabel}
        value={country}
        disabled={fieldProps.disabled}
        autoComplete="tel-country-code"
        onChange={(event) => {
          setPinnedCountry(event.target.value);
          report(event.target.value, nationalText);
        }}
      >
        {choices.map((choice) => (
          <option key={choice.country} value={choice.country}>
            {choice.name} (+{choice.callingCode})
          </option>
        ))}
      </select>
    </span>
  );

  return (
    <Field field={field} {...fieldProps}>
      <ControlFrame
        invalid={Boolean(field.errorText)}
        disabled={fieldProps.disabled}
        loading={fieldProps.loading}
        start={countrySelect}
      >
        <input
          inputMode="tel"
          autoComplete="tel-national"
          {...inputProps}
          {...field.control}
          type="tel"
          className="form-control__input"
          value={nationalText}
          onChange={(event) => {
            setNationalText(event.target.value);
            setPinnedCountry(country);
            report(country, event.target.value);
          }}
        />
      </ControlFrame>
      {name && <input type="hidden" name={name} value={toInternationalNumber(nationalText, country)} />}
    </Field>
  );
}
