import type { ComponentPropsWithRef } from 'react';
import { ControlFrame } from './control-frame';
import { Field, splitFieldProps, useField, type FieldProps } from './field';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
  readonly disabled?: boolean;
}

export interface SelectInputProps
  extends FieldProps,
    Omit<ComponentPropsWithRef<'select'>, keyof FieldProps | 'children'> {
  readonly options: readonly SelectOption[];
  /** First, empty choice ('Choose a type'); without it the first option is chosen. */
  readonly placeholder?: string;
}

/** A dropdown on the native select: the platform's own picker on phones, full keyboard support. */
export function SelectInput(props: SelectInputProps) {
  const [fieldProps, { options, placeholder, ...selectProps }] = splitFieldProps(props);
  const field = useField(fieldProps);
  return (
    <Field field={field} {...fieldProps}>
      <ControlFrame
        className="form-control--select"
        invalid={Boolean(field.errorText)}
        disabled={fieldProps.disabled}
        loading={fieldProps.loading}
      >
        <select {...selectProps} {...field.control} className="form-control__input">
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      </ControlFrame>
    </Field>
  );
}
