import { validateFields, type FieldErrors, type ValidateFieldsOptions } from '@casino/shared';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';

export interface FieldValidationOptions<Field extends string> extends ValidateFieldsOptions {
  /** The form's fields, by the spec's names (FIELD_RULES gives their rules). */
  readonly fields: readonly Field[];
  readonly initialValues?: Partial<Record<Field, unknown>>;
}

type Values<Field extends string> = Partial<Record<Field, unknown>>;
type TextEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function withoutFields<Field extends string>(errors: FieldErrors<Field>, fields: readonly Field[]): FieldErrors<Field> {
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

/**
 * Form state checked by the shared `validateFields`, the same rules the server applies: a field is
 * checked when it loses focus, every field on submit, and a field showing an error again as it
 * changes (so the error goes once fixed). Server errors (`setServerErrors`) show until the field
 * changes. On a failed submit the first invalid control gets the focus.
 */
export function useFieldValidation<Field extends string>({
  fields,
  initialValues,
  ...validation
}: FieldValidationOptions<Field>) {
  const [values, setValues] = useState<Values<Field>>(() => ({ ...initialValues }));
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field>>({});
  const [serverErrors, setServerErrors] = useState<FieldErrors<Field>>({});
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement | null>(null);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const check = (current: Values<Field>, names: readonly Field[]) => validateFields(current, names, validation);
  const errorsOf = (field: Field): string[] | undefined => clientErrors[field] ?? serverErrors[field];

  const setValue = (field: Field, value: unknown) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setServerErrors((current) => withoutFields(current, [field]));
    const showing = fields.filter((name) => clientErrors[name] !== undefined);
    if (showing.length > 0)
      setClientErrors((current) => ({ ...withoutFields(current, showing), ...check(next, showing) }));
  };

  const blur = (field: Field) => {
    setClientErrors((current) => ({ ...withoutFields(current, [field]), ...check(values, [field]) }));
  };

  /** Checks every field; calls `onValid` with the values only when all pass. */
  const handleSubmit =
    (onValid: (values: Values<Field>) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      formRef.current = event.currentTarget;
      const found = check(values, fields);
      setClientErrors(found);
      setServerErrors({});
      if (Object.keys(found).length > 0) {
        setFocusRequest((count) => count + 1);
        return;
      }
      setSubmitting(true);
      void Promise.resolve(onValid(values)).finally(() => setSubmitting(false));
    };

  return {
    values,
    submitting,
    errorsOf,
    setValue,
    blur,
    handleSubmit,
    /** Errors the server returned (the `fields` of an error body), shown on their fields. */
    setServerErrors: (errors: FieldErrors<Field>) => {
      setServerErrors(errors);
      setFocusRequest((count) => count + 1);
    },
    reset: () => {
      setValues({ ...initialValues });
      setClientErrors({});
      setServerErrors({});
    },
    /** Props for a text-like input, textarea or select. */
    textField: (field: Field) => ({
      name: field,
      value: textOf(values[field]),
      error: errorsOf(field),
      onChange: (event: TextEvent) => setValue(field, event.target.value),
      onBlur: () => blur(field),
    }),
    /** Props for a checkbox or toggle. */
    checkboxField: (field: Field) => ({
      name: field,
      checked: values[field] === true,
      error: errorsOf(field),
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(field, event.target.checked),
      onBlur: () => blur(field),
    }),
    /** Props for an input reporting its value itself (phone, birth date, dropdowns, masks). */
    valueField: (field: Field) => ({
      name: field,
      error: errorsOf(field),
      onValueChange: (value: string) => setValue(field, value),
      onBlur: () => blur(field),
    }),
  };
}
