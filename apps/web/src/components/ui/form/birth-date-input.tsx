import { intlLocaleOf, daysInMonth, FIELD_LIMITS } from '@casino/shared';
import { useState } from 'react';
import { Field, splitFieldProps, useField, type FieldProps } from './field';
import { ControlFrame } from './control-frame';
import './birth-date-input.css';

export interface BirthDateInputProps extends FieldProps {
  /** YYYY-MM-DD, or '' while incomplete. */
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  readonly onBlur?: () => void;
  /** Submitted as YYYY-MM-DD. */
  readonly name?: string;
  /** Month names in this language. */
  readonly locale?: string;
  readonly labels?: { readonly day: string; readonly month: string; readonly year: string };
}

interface Parts {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

const DEFAULT_LABELS = { day: 'Day', month: 'Month', year: 'Year' };
/** Any leap year: 29 February stays choosable until a year says otherwise. */
const LEAP_YEAR = 2000;

function parse(value: string | undefined): Parts {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value ?? '');
  return match
    ? { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) }
    : { day: '', month: '', year: '' };
}

function toValue({ day, month, year }: Parts): string {
  return day && month && year ? `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` : '';
}

function range(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => from + index * step);
}

/** Birth date as day, month and year selects: quicker than a calendar for a date decades back. */
export function BirthDateInput(props: BirthDateInputProps) {
  const [fieldProps, { defaultValue, onValueChange, onBlur, name, locale, labels = DEFAULT_LABELS }] =
    splitFieldProps(props);
  const field = useField(fieldProps);
  const [parts, setParts] = useState(() => parse(defaultValue));
  const [currentYear] = useState(() => new Date().getFullYear());
  const monthNames = new Intl.DateTimeFormat(locale === undefined ? undefined : intlLocaleOf(locale), {
    month: 'long',
    timeZone: 'UTC',
  });
  const dayCount = daysInMonth(Number(parts.year) || LEAP_YEAR, Number(parts.month) || 1);

  const change = (part: keyof Parts, text: string) => {
    const next = { ...parts, [part]: text };
    const fits = !next.day || Number(next.day) <= daysInMonth(Number(next.year) || LEAP_YEAR, Number(next.month) || 1);
    const settled = fits ? next : { ...next, day: '' };
    setParts(settled);
    onValueChange?.(toValue(settled));
  };

  const select = (part: keyof Parts, choices: readonly { value: string; label: string }[]) => (
    <ControlFrame className="form-control--select" invalid={Boolean(field.errorText)} disabled={fieldProps.disabled}>
      <label className="form-visually-hidden" htmlFor={`${field.id}-${part}`}>
        {labels[part]}
      </label>
      <select
        id={`${field.id}-${part}`}
        className="form-control__input"
        value={parts[part]}
        required={fieldProps.required}
        disabled={fieldProps.disabled}
        aria-invalid={field.control['aria-invalid']}
        aria-describedby={field.control['aria-describedby']}
        autoComplete={`bday-${part}`}
        onChange={(event) => change(part, event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{labels[part]}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </ControlFrame>
  );

  return (
    <Field field={field} {...fieldProps} group>
      <div className="birth-date-input">
        {select(
          'day',
          range(1, dayCount).map((day) => ({ value: String(day), label: String(day) })),
        )}
        {select(
          'month',
          range(1, 12).map((month) => ({
            value: String(month),
            label: monthNames.format(Date.UTC(LEAP_YEAR, month - 1, 1)),
          })),
        )}
        {select(
          'year',
          range(currentYear - FIELD_LIMITS.playerMinAgeYears, currentYear - FIELD_LIMITS.playerMaxAgeYears).map(
            (year) => ({ value: String(year), label: String(year) }),
          ),
        )}
      </div>
      {name && <input type="hidden" name={name} value={toValue(parts)} />}
    </Field>
  );
}
