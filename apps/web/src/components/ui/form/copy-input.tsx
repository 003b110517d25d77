import { useEffect, useRef, useState } from 'react';
import { CheckIcon, CopyIcon } from './form-icons';
import { TextInput, type TextInputProps } from './text-input';

export interface CopyInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'readOnly' | 'end'> {
  readonly value: string;
  readonly copyLabel?: string;
  readonly copiedLabel?: string;
}

/** How long the button says 'Copied'. */
const COPIED_NOTICE_MS = 2000;

/** A read-only value (referral link, deposit address) with a copy button. */
export function CopyInput({ value, copyLabel = 'Copy', copiedLabel = 'Copied', ...props }: CopyInputProps) {
  const [copied, setCopied] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard access (insecure context, denied): select the text for a manual copy.
      inputRef.current?.select();
    }
  };

  const button = (
    <>
      <button
        type="button"
        className="form-control__button form-control__button--text"
        disabled={props.disabled}
        onClick={() => void copy()}
      >
        {copied ? <CheckIcon /> : <CopyIcon />}
        <span>{copied ? copiedLabel : copyLabel}</span>
      </button>
      <span className="form-visually-hidden" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
  return (
    <TextInput
      {...props}
      ref={inputRef}
      value={value}
      readOnly
      onFocus={(event) => event.currentTarget.select()}
      end={button}
    />
  );
}
