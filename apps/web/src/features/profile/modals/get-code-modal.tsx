import { useState } from 'react';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useProfile } from '../api/get-profile';
import { useSendEmailCode } from '../api/send-email-code';
import { EmailCodeStep } from '../components/email-code-step';
import { FormMessage } from '../components/form-parts';
import { requestErrorKey } from '@/lib/forms/request-error';
import '@/components/ui/form/form-layout.css';
import '../components/profile.css';

/** A one-time code by e-mail to the player's address (confirmed or not), then typed in to confirm it. */
export default function GetCodeModal({ close }: ModalBodyProps) {
  const t = useT();
  const { data: profile } = useProfile();
  const send = useSendEmailCode();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string>();
  const email = profile?.email ?? '';

  const sendCode = async () => {
    setError(undefined);
    try {
      await send.mutateAsync();
      setSent(true);
    } catch (failure) {
      setError(t(requestErrorKey(failure)));
    }
  };

  if (!email) {
    return (
      <div className="profile-modal">
        <p className="profile-modal__lead">{t('modals:get-code.noEmail')}</p>
        <button type="button" className="modal-button modal-button--primary" onClick={close}>
          {t('global-components:buttons.close')}
        </button>
      </div>
    );
  }
  if (sent)
    return (
      <EmailCodeStep email={email} onConfirmed={close} sending={send.isPending} onSendAgain={() => void sendCode()} />
    );
  return (
    <div className="profile-modal">
      <p className="profile-modal__lead">{t('modals:get-code.lead', { email })}</p>
      <FormMessage text={error} />
      <button
        type="button"
        className="modal-button modal-button--primary form-submit"
        disabled={send.isPending}
        aria-busy={send.isPending || undefined}
        onClick={() => void sendCode()}
      >
        {send.isPending && <span className="form-submit__spinner" aria-hidden="true" />}
        {t('modals:get-code.send')}
      </button>
    </div>
  );
}
