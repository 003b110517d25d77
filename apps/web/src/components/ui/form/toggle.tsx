import type { ComponentPropsWithRef } from 'react';
import { FieldMessages, joinClasses, splitFieldProps, useField, type FieldProps } from './field';
import { Spinner } from './control-frame';
import './choice.css';

export interface ToggleProps
  extends FieldProps,
    Omit<ComponentPropsWithRef<'input'>, keyof FieldProps | 'type' | 'role' | 'children'> {}

/** An on/off switch for a setting that applies at once (receive promotions by e-mail). */
export function Toggle(props: ToggleProps) {
  const [fieldProps, inputProps] = splitFieldProps(props);
  const field = useField(fieldProps);
  return (
    <div
      className={joinClasses('form-field form-choice', fieldProps.className)}
      aria-busy={fieldProps.loading || undefined}
    >
      <label id={field.labelId} className="form-choice__row form-choice__row--toggle" htmlFor={field.id}>
        <span className="form-choice__text">{fieldProps.label}</span>
        {fieldProps.loading && <Spinner />}
        <input type="checkbox" role="switch" {...inputProps} {...field.control} className="form-switch" />
      </label>
      <FieldMessages field={field} hint={fieldProps.hint} />
    </div>
  );
}
