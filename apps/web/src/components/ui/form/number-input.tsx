import {
  applyNumericMask,
  formatNumeric,
  numberSeparators,
  unmaskNumeric,
  type NumericMaskOptions,
} from '@casino/shared';
import { useState } from 'react';
import { reformatInput } from './mask-caret';
import { TextInput, type TextInputProps } from './text-input';

export interface NumberInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'name'>,
    NumericMaskOptions {
  /** Canonical number text ('1234.5'), never a float: amounts stay exact. */
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string, masked: string) => void;
  /** Submitted with the canonical value. */
  readonly name?: string;
}

/**
 * A number typed in the player's locale ('1.234,50' in de) with grouping, a fraction limit and an
 * optional sign; the form gets the canonical value. Text, not type="number", so the locale's
 * separators work and the wheel cannot change an amount.
 */
export function NumberInput(props: NumberInputProps) {
  const {
    value,
    defaultValue = '',
    onValueChange,
    name,
    fractionDigits,
    locale,
    unsigned,
    grouping,
    ...inputProps
  } = props;
  const options: NumericMaskOptions = { fractionDigits, locale, unsigned, grouping };
  const [text, setText] = useState(() => formatNumeric(value ?? defaultValue, options));
  const canonical = unmaskNumeric(text, options);
  // A parent that sets another value wins; while the values agree, the typed text (with a
  // trailing separator, say) stays as typed.
  const shown = value === undefined || value === canonical ? text : formatNumeric(value, options);
  const isTyped = (character: string) => /[0-9-]/.test(character) || character === numberSeparators(locale).decimal;
  return (
    <>
      <TextInput
        inputMode={fractionDigits ? 'decimal' : 'numeric'}
        autoComplete="off"
        {...inputProps}
        value={shown}
        onChange={(event) => {
          const masked = reformatInput(event.currentTarget, (raw) => applyNumericMask(raw, options), isTyped);
          setText(masked);
          onValueChange?.(unmaskNumeric(masked, options), masked);
        }}
      />
      {name && <input type="hidden" name={name} value={value ?? canonical} />}
    </>
  );
}
