import { useState } from 'react';
import { CodeInput } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useConfirmEmailCode } from '../api/confirm-email-code';
import { SubmitButton } from './form-parts';
import { fieldErrorsOf, requestErrorKey } from '@/lib/forms/request-error';

export const EMAIL_CODE_LENGTH = 6;

interface EmailCodeStepProps {
  /** Where the code went, for the lead text. */
  readonly email: string;
  readonly onConfirmed: () => void;
  readonly onSendAgain: () => void;
  readonly sending: boolean;
}

/** The 6-digit code from the e-mail: checked as soon as it is complete, or with the button. */
export function EmailCodeStep({ email, onConfirmed, onSendAgain, sending }: EmailCodeStepProps) {
  const t = useT();
  const confirm = useConfirmEmailCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const check = async (typed: string) => {
    if (typed.length !== EMAIL_CODE_LENGTH) {
      setError(t('modals:get-code.codeLength', { length: EMAIL_CODE_LENGTH }));
      return;
    }
    setError(undefined);
    try {
      await confirm.mutateAsync(typed);
      showAlert({ kind: 'success', title: 'alerts:account.emailConfirmed' });
      onConfirmed();
    } catch (failure) {
      const { onFields, other } = fieldErrorsOf(failure, ['code'] as const);
      setError(onFields.code?.[0] ?? other[0] ?? t(requestErrorKey(failure)));
    }
  };

  return (
    <form
      className="modal-form profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void check(code);
      }}
    >
      <p className="profile-modal__lead" role="status">
        {t('modals:get-code.sentTo', { email })}
      </p>
      <CodeInput
        label={t('modals:get-code.code')}
        length={EMAIL_CODE_LENGTH}
        value={code}
        onValueChange={setCode}
        onComplete={(typed) => void check(typed)}
        error={error}
        required
      />
      <SubmitButton busy={confirm.isPending} busyLabel={t('modals:common.working')}>
        {t('modals:get-code.confirm')}
      </SubmitButton>
      <button type="button" className="modal-link profile-form__secondary" disabled={sending} onClick={onSendAgain}>
        {t('modals:get-code.sendAgain')}
      </button>
    </form>
  );
}
