import { applyMask, unmask } from '@casino/shared';
import { useControllableState } from './use-controllable-state';
import { reformatInput } from './mask-caret';
import { TextInput, type TextInputProps } from './text-input';

export interface MaskedInputProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** '#' a digit, '@' a letter, '*' a letter or digit; anything else is written as is. */
  readonly mask: string;
  /** The masked text ('529.982.247-25'). */
  readonly value?: string;
  readonly defaultValue?: string;
  /** The masked text and what was typed into the mask's positions ('52998224725'). */
  readonly onValueChange?: (masked: string, raw: string) => void;
}

const isTyped = (character: string) => /[\p{L}0-9]/u.test(character);

/** A text input that formats as the player types, keeping the caret in place. */
export function MaskedInput({ mask, value, defaultValue = '', onValueChange, ...props }: MaskedInputProps) {
  const [text, setText] = useControllableState(value, defaultValue);
  const digitsOnly = !mask.includes('@') && !mask.includes('*');
  return (
    <TextInput
      inputMode={digitsOnly ? 'numeric' : undefined}
      autoComplete="off"
      {...props}
      value={applyMask(mask, text)}
      onChange={(event) => {
        const masked = reformatInput(event.currentTarget, (raw) => applyMask(mask, raw), isTyped);
        setText(masked);
        onValueChange?.(masked, unmask(mask, masked));
      }}
    />
  );
}
