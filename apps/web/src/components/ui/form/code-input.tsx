import type { ComponentPropsWithRef } from 'react';
import { ControlFrame } from './control-frame';
import { Field, splitFieldProps, useField, type FieldProps } from './field';
import { useControllableState } from './use-controllable-state';
import './code-input.css';

export interface CodeInputProps
  extends FieldProps,
    Omit<
      ComponentPropsWithRef<'input'>,
      keyof FieldProps | 'value' | 'defaultValue' | 'onChange' | 'children' | 'type'
    > {
  /** Number of characters (boxes); 6 by default. */
  readonly length?: number;
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (code: string) => void;
  /** Called once every box is filled, with the code (submit there for one-step entry). */
  readonly onComplete?: (code: string) => void;
}

const DEFAULT_CODE_LENGTH = 6;

/**
 * One-time code: a single input (so paste and the phone's SMS autofill fill it in one go) drawn as
 * N boxes. Digits only, numeric keyboard, autocomplete one-time-code.
 */
export function CodeInput(props: CodeInputProps) {
  const [
    fieldProps,
    { length = DEFAULT_CODE_LENGTH, value, defaultValue = '', onValueChange, onComplete, ...inputProps },
  ] = splitFieldProps(props);
  const field = useField(fieldProps);
  const [code, setCode] = useControllableState(value, defaultValue);
  const cells = Array.from({ length }, (_, index) => code[index] ?? '');
  return (
    <Field field={field} {...fieldProps}>
      <ControlFrame
        className="code-input"
        invalid={Boolean(field.errorText)}
        disabled={fieldProps.disabled}
        loading={fieldProps.loading}
      >
        <input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          spellCheck={false}
          {...inputProps}
          {...field.control}
          type="text"
          className="code-input__field"
          maxLength={length}
          value={code}
          onChange={(event) => {
            const next = event.target.value.replace(/\D/g, '').slice(0, length);
            setCode(next);
            onValueChange?.(next);
            if (next.length === length && next !== code) onComplete?.(next);
          }}
        />
        <span
          className="code-input__cells"
          aria-hidden="true"
          style={{ gridTemplateColumns: `repeat(${length}, 1fr)` }}
        >
          {cells.map((character, index) => (
            <span
              key={index}
              className={
                index === Math.min(code.length, length - 1)
                  ? 'code-input__cell code-input__cell--next'
                  : 'code-input__cell'
              }
            >
              {character}
            </span>
          ))}
        </span>
      </ControlFrame>
    </Field>
  );
}
