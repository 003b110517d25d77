import { useState } from 'react';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { useProfile } from '../api/get-profile';
import { useResendEmailConfirmation } from '../api/resend-email-confirmation';
import { FormMessage } from '../components/form-parts';
import { requestErrorKey } from '@/lib/forms/request-error';
import '@/components/ui/form/form-layout.css';
import '../components/profile.css';

/** The e-mail is not confirmed yet: the link again, or a code to type instead. */
export default function ConfirmEmailModal({ close }: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  const { data: profile } = useProfile();
  const resend = useResendEmailConfirmation();
  const [error, setError] = useState<string>();

  if (profile?.emailConfirmed) {
    return (
      <div className="profile-modal">
        <p className="profile-modal__lead" role="status">
          {t('modals:confirm-email.alreadyConfirmed')}
        </p>
        <button type="button" className="modal-button modal-button--primary" onClick={close}>
          {t('global-components:buttons.close')}
        </button>
      </div>
    );
  }

  const resendLink = async () => {
    setError(undefined);
    try {
      await resend.mutateAsync();
      // SPEC.md section 8: an attention alert on success, an error alert on failure.
      showAlert({ kind: 'attention', title: 'alerts:email.verificationResent' });
      close();
    } catch (failure) {
      showAlert({ kind: 'error', title: 'alerts:email.resendFailed' });
      setError(t(requestErrorKey(failure)));
    }
  };

  return (
    <div className="profile-modal">
      <p className="profile-modal__lead">{t('modals:confirm-email.text', { email: profile?.email ?? '' })}</p>
      <p className="profile-modal__hint">{t('modals:confirm-email.hint')}</p>
      <FormMessage text={error} />
      <button
        type="button"
        className="modal-button modal-button--primary form-submit"
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
        onClick={() => void resendLink()}
      >
        {resend.isPending && <span className="form-submit__spinner" aria-hidden="true" />}
        {t('modals:confirm-email.resend')}
      </button>
      <p className="modal-switch">
        <button type="button" className="modal-link" onClick={() => open('email-verify')}>
          {t('modals:confirm-email.useCode')}
        </button>
      </p>
    </div>
  );
}
