import { useId, type ReactNode } from 'react';
import './field.css';

/** What every form input takes besides its own control's props. */
export interface FieldProps {
  /** Visible label; tied to the control by id. */
  readonly label: ReactNode;
  /** Help under the control, read out with it. */
  readonly hint?: ReactNode;
  /** Error to show (the first of a list); the line is reserved, so showing it moves nothing. */
  readonly error?: string | readonly string[];
  readonly required?: boolean;
  readonly disabled?: boolean;
  /** Something is being fetched or checked for this field. */
  readonly loading?: boolean;
  /** Id of the control; generated when absent. */
  readonly id?: string;
  /** Class of the field's outer element. */
  readonly className?: string;
}

/** Attributes that tie a control to its label, hint and error. */
export interface FieldControlAttributes {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly required: boolean | undefined;
  readonly disabled: boolean | undefined;
}

export interface FieldState {
  readonly id: string;
  readonly labelId: string;
  readonly hintId: string;
  readonly errorId: string;
  readonly errorText: string | undefined;
  readonly control: FieldControlAttributes;
}

export function firstError(error: FieldProps['error']): string | undefined {
  const text = typeof error === 'string' ? error : error?.[0];
  return text === '' ? undefined : text;
}

/** Ids and ARIA wiring for one field: the control is described by the hint and, when shown, the error. */
export function useField(props: FieldProps): FieldState {
  const generatedId = useId();
  const id = props.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const errorText = firstError(props.error);
  const describedBy = [props.hint ? hintId : undefined, errorText ? errorId : undefined].filter(Boolean).join(' ');
  return {
    id,
    labelId: `${id}-label`,
    hintId,
    errorId,
    errorText,
    control: {
      id,
      'aria-invalid': errorText ? true : undefined,
      'aria-describedby': describedBy || undefined,
      required: props.required || undefined,
      disabled: props.disabled || undefined,
    },
  };
}

/** Splits the field props off an input's props, leaving what goes on the control element. */
export function splitFieldProps<Props extends FieldProps>(props: Props): [FieldProps, Omit<Props, keyof FieldProps>] {
  const { label, hint, error, required, disabled, loading, id, className, ...rest } = props;
  return [{ label, hint, error, required, disabled, loading, id, className }, rest];
}

interface FieldFrameProps extends FieldProps {
  readonly field: FieldState;
  /** A group of controls (radios, day-month-year): a fieldset named by a legend. */
  readonly group?: boolean;
  readonly children: ReactNode;
}

export function joinClasses(...names: readonly (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** Label, control, hint and the reserved error line, laid out the same for every input. */
export function Field({ field, label, hint, required, disabled, group, className, children }: FieldFrameProps) {
  const Tag = group ? 'fieldset' : 'div';
  const labelContent = (
    <>
      {label}
      {required && <RequiredMarker />}
    </>
  );
  return (
    // In a group each control carries the hint and error itself: screen readers announce a
    // control's description more reliably than a fieldset's.
    <Tag className={joinClasses('form-field', disabled && 'form-field--disabled', className)}>
      {group ? (
        <legend id={field.labelId} className="form-field__label">
          {labelContent}
        </legend>
      ) : (
        <label id={field.labelId} className="form-field__label" htmlFor={field.id}>
          {labelContent}
        </label>
      )}
      {children}
      <FieldMessages field={field} hint={hint} />
    </Tag>
  );
}

export function RequiredMarker() {
  return (
    <span className="form-field__required" aria-hidden="true">
      *
    </span>
  );
}

/** The hint, and the error line that is always there (empty when valid). */
export function FieldMessages({ field, hint }: { readonly field: FieldState; readonly hint?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={field.hintId} className="form-field__hint">
          {hint}
        </p>
      )}
      <p id={field.errorId} className="form-field__error">
        {field.errorText}
      </p>
    </>
  );
}
