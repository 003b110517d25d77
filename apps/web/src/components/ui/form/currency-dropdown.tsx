import { SelectInput, type SelectInputProps } from './select-input';

export interface CurrencyChoice {
  readonly code: string;
  readonly name?: string;
  readonly symbol?: string;
}

export interface CurrencyDropdownProps extends Omit<SelectInputProps, 'options'> {
  /** Enabled currencies only (SPEC section 5), in the order to show. */
  readonly currencies: readonly CurrencyChoice[];
}

function currencyLabel({ code, name, symbol }: CurrencyChoice): string {
  const details = [name, symbol && symbol !== code ? `(${symbol})` : undefined].filter(Boolean).join(' ');
  return details ? `${code} · ${details}` : code;
}

/** Currency chosen by code: 'USDT · Tether (₮)'. */
export function CurrencyDropdown({ currencies, ...props }: CurrencyDropdownProps) {
  const options = currencies.map((currency) => ({ value: currency.code, label: currencyLabel(currency) }));
  return <SelectInput {...props} options={options} />;
}
