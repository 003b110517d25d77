import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ControlFrame } from './control-frame';
import { Field, joinClasses, splitFieldProps, useField, type FieldProps } from './field';

export interface TextInputProps
  extends FieldProps,
    Omit<ComponentPropsWithRef<'input'>, keyof FieldProps | 'children'> {
  /** Shown inside the box before the text: a currency symbol, '@'. */
  readonly start?: ReactNode;
  /** Inside the box after the text: a button. */
  readonly end?: ReactNode;
  /** Monospace text, for codes and addresses. */
  readonly monospace?: boolean;
}

/** A one-line text input with label, hint and error. */
export function TextInput(props: TextInputProps) {
  const [fieldProps, { start, end, monospace, type = 'text', ...inputProps }] = splitFieldProps(props);
  const field = useField(fieldProps);
  return (
    <Field field={field} {...fieldProps}>
      <ControlFrame
        invalid={Boolean(field.errorText)}
        disabled={fieldProps.disabled}
        loading={fieldProps.loading}
        start={
          start ? (
            <span className="form-control__affix" aria-hidden="true">
              {start}
            </span>
          ) : undefined
        }
        end={end}
      >
        <input
          type={type}
          {...inputProps}
          {...field.control}
          className={joinClasses('form-control__input', monospace && 'form-control__input--mono')}
        />
      </ControlFrame>
    </Field>
  );
}

/** E-mail address: the e-mail keyboard on phones and the browser's saved addresses. */
export function EmailInput(props: Omit<TextInputProps, 'type'>) {
  return (
    <TextInput
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
