import type { ComponentPropsWithRef } from 'react';
import { ControlFrame } from './control-frame';
import { Field, splitFieldProps, useField, type FieldProps } from './field';

export interface FileInputProps
  extends FieldProps,
    Omit<ComponentPropsWithRef<'input'>, keyof FieldProps | 'type' | 'children'> {}

/**
 * File picker (identity documents): the native input, whose button is styled, so keyboard, screen
 * readers and the phone's camera and files pickers all work unchanged. State accepted types and
 * the size limit in the hint.
 */
export function FileInput(props: FileInputProps) {
  const [fieldProps, inputProps] = splitFieldProps(props);
  const field = useField(fieldProps);
  return (
    <Field field={field} {...fieldProps}>
      <ControlFrame invalid={Boolean(field.errorText)} disabled={fieldProps.disabled} loading={fieldProps.loading}>
        <input type="file" {...inputProps} {...field.control} className="form-control__input form-file" />
      </ControlFrame>
    </Field>
  );
}
