import type { ComponentPropsWithRef } from 'react';
import { FieldMessages, joinClasses, RequiredMarker, splitFieldProps, useField, type FieldProps } from './field';
import './choice.css';

export interface CheckboxProps
  extends FieldProps,
    Omit<ComponentPropsWithRef<'input'>, keyof FieldProps | 'type' | 'children'> {}

/** A checkbox with its label beside it (agreements, opt-ins); the label may hold links. */
export function Checkbox(props: CheckboxProps) {
  const [fieldProps, inputProps] = splitFieldProps(props);
  const field = useField(fieldProps);
  return (
    <div className={joinClasses('form-field form-choice', fieldProps.className)}>
      <label id={field.labelId} className="form-choice__row" htmlFor={field.id}>
        <input type="checkbox" {...inputProps} {...field.control} className="form-choice__box" />
        <span className="form-choice__text">
          {fieldProps.label}
          {fieldProps.required && <RequiredMarker />}
        </span>
      </label>
      <FieldMessages field={field} hint={fieldProps.hint} />
    </div>
  );
}
