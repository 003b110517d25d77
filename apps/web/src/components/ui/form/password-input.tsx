import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from './form-icons';
import { TextInput, type TextInputProps } from './text-input';

export interface PasswordInputProps extends Omit<TextInputProps, 'type' | 'end'> {
  /** Name of the show/hide button, which stays the same while aria-pressed says its state. */
  readonly showLabel?: string;
}

/** A password with a show/hide toggle. Pass autoComplete 'current-password' or 'new-password'. */
export function PasswordInput({ showLabel = 'Show password', ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="form-control__button"
      aria-pressed={visible}
      title={showLabel}
      disabled={props.disabled}
      onClick={() => setVisible((shown) => !shown)}
    >
      {visible ? <EyeOffIcon /> : <EyeIcon />}
      <span className="form-visually-hidden">{showLabel}</span>
    </button>
  );
  return (
    <TextInput
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      type={visible ? 'text' : 'password'}
      end={toggle}
    />
  );
}
