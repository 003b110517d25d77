import type { ReactNode } from 'react';
import { Field, joinClasses, splitFieldProps, useField, type FieldProps } from './field';
import { useControllableState } from './use-controllable-state';
import './choice.css';

export interface RadioOption {
  readonly value: string;
  readonly label: ReactNode;
  readonly description?: ReactNode;
  readonly disabled?: boolean;
}

export interface RadioGroupProps extends FieldProps {
  readonly name: string;
  readonly options: readonly RadioOption[];
  readonly value?: string;
  readonly defaultValue?: string;
  readonly onValueChange?: (value: string) => void;
  readonly onBlur?: () => void;
  /** Options side by side (short labels) instead of one per line. */
  readonly inline?: boolean;
}

/** One choice among a few, all visible: a fieldset named by its legend. */
export function RadioGroup(props: RadioGroupProps) {
  const [fieldProps, { name, options, value, defaultValue = '', onValueChange, onBlur, inline }] =
    splitFieldProps(props);
  const field = useField(fieldProps);
  const [selected, setSelected] = useControllableState(value, defaultValue);
  return (
    <Field field={field} {...fieldProps} group>
      <div className={joinClasses('form-radio-group', inline && 'form-radio-group--row')}>
        {options.map((option, index) => {
          const optionId = `${field.id}-${index}`;
          return (
            <label key={option.value} className="form-choice__row" htmlFor={optionId}>
              <input
                id={optionId}
                type="radio"
                className="form-choice__box form-choice__box--radio"
                name={name}
                value={option.value}
                checked={selected === option.value}
                required={fieldProps.required}
                disabled={fieldProps.disabled || option.disabled}
                aria-invalid={field.control['aria-invalid']}
                aria-describedby={field.control['aria-describedby']}
                onChange={() => {
                  setSelected(option.value);
                  onValueChange?.(option.value);
                }}
                onBlur={onBlur}
              />
              <span className="form-choice__text">
                {option.label}
                {option.description && <span className="form-choice__description">{option.description}</span>}
              </span>
            </label>
          );
        })}
      </div>
    </Field>
  );
}
