import { PasteIcon } from './form-icons';
import { TextInput, type TextInputProps } from './text-input';

export interface CryptoAddressInputProps extends Omit<TextInputProps, 'end' | 'monospace'> {
  /** Called with the clipboard text when the paste button is used. */
  readonly onPasteText?: (text: string) => void;
  readonly pasteLabel?: string;
}

/**
 * A wallet address (withdrawals): monospace so similar characters stay apart, no autocorrect or
 * capitalisation, and a paste button because nobody types an address.
 */
export function CryptoAddressInput({ onPasteText, pasteLabel = 'Paste', ...props }: CryptoAddressInputProps) {
  const paste = async () => {
    try {
      onPasteText?.((await navigator.clipboard.readText()).trim());
    } catch {
      // Reading the clipboard was refused; the player can still paste into the field.
    }
  };
  const button = onPasteText && (
    <button
      type="button"
      className="form-control__button form-control__button--text"
      disabled={props.disabled}
      onClick={() => void paste()}
    >
      <PasteIcon />
      <span>{pasteLabel}</span>
    </button>
  );
  return (
    <TextInput
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      monospace
      end={button || undefined}
    />
  );
}
