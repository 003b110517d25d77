import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { SUPPORT_LIMITS } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';

export interface ChatComposerProps {
  readonly onSend: (body: string) => void;
  readonly onAttach: (file: File) => void;
  readonly onTyping: () => void;
  /** While a first message starts the conversation: sending again waits. */
  readonly disabled?: boolean;
}

/** The types the server takes (checked again there by their bytes): what the file picker offers. */
const ACCEPTED_FILES = 'image/jpeg,image/png,application/pdf';

/**
 * The message box: Enter sends, Shift+Enter breaks the line; a file button attaches a picture or a
 * PDF. The box keeps its height whatever is typed up to a few lines, so the page does not jump.
 */
export function ChatComposer({ onSend, onAttach, onTyping, disabled = false }: ChatComposerProps) {
  const t = useT();
  const [body, setBody] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const text = body.trim();
    if (text === '' || disabled) return;
    onSend(text);
    setBody('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  return (
    <form className="support-composer" onSubmit={submit} data-testid="support-composer">
      <label className="visually-hidden" htmlFor={`${hintId}-body`}>
        {t('global-components:support.composer.label')}
      </label>
      <textarea
        id={`${hintId}-body`}
        className="support-composer__input"
        rows={2}
        value={body}
        maxLength={SUPPORT_LIMITS.messageMaxLength}
        placeholder={t('global-components:support.composer.placeholder')}
        aria-describedby={hintId}
        onChange={(event) => {
          setBody(event.target.value);
          if (event.target.value.trim() !== '') onTyping();
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="visually-hidden">
        {t('global-components:support.composer.hint')}
      </p>
      <div className="support-composer__actions">
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_FILES}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onAttach(file);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="button button--secondary support-composer__attach"
          onClick={() => fileInput.current?.click()}
          disabled={disabled}
          title={t('global-components:support.composer.attachHint')}
        >
          <Icon name="document" size={18} aria-hidden="true" />
          <span className="visually-hidden">{t('global-components:support.composer.attach')}</span>
        </button>
        <button
          type="submit"
          className="button button--primary support-composer__send"
          disabled={disabled || body.trim() === ''}
        >
          {t('global-components:support.composer.send')}
        </button>
      </div>
    </form>
  );
}
