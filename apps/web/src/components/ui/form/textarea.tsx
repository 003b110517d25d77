import { useState, type ComponentPropsWithRef } from 'react';
import { ControlFrame } from './control-frame';
import { Field, splitFieldProps, useField, type FieldProps } from './field';

export interface TextareaProps
  extends FieldProps,
    Omit<ComponentPropsWithRef<'textarea'>, keyof FieldProps | 'children'> {
  /** Show 'used / maxLength' under the box (needs maxLength). */
  readonly showCount?: boolean;
}

/** Several lines of text (a contact message). */
export function Textarea(props: TextareaProps) {
  const [fieldProps, { showCount, onChange, ...textareaProps }] = splitFieldProps(props);
  const field = useField(fieldProps);
  const [ownLength, setOwnLength] = useState(() => String(textareaProps.defaultValue ?? '').length);
  const length = textareaProps.value === undefined ? ownLength : String(textareaProps.value).length;
  const counted = showCount && textareaProps.maxLength !== undefined;
  return (
    <Field field={field} {...fieldProps}>
      <ControlFrame invalid={Boolean(field.errorText)} disabled={fieldProps.disabled} loading={fieldProps.loading}>
        <textarea
          rows={4}
          {...textareaProps}
          {...field.control}
          className="form-control__input"
          onChange={(event) => {
            setOwnLength(event.target.value.length);
            onChange?.(event);
          }}
        />
      </ControlFrame>
      {counted && (
        // The limit itself is enforced by maxLength; the count is a visual aid, not announced per key.
        <p className="form-field__counter" aria-hidden="true">
          {length} / {textareaProps.maxLength}
        </p>
      )}
    </Field>
  );
}
