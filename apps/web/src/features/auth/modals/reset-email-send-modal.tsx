import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { MailSentArt } from '../components/mail-sent-art';
import { resetRequest } from '../components/reset-request';
import '../components/auth-forms.css';

/** The reset link is on its way: where to look, and what to do when nothing arrives. */
export default function ResetEmailSendModal({ close }: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  const email = resetRequest.email();
  return (
    <div className="auth-modal auth-sent">
      <MailSentArt />
      <p className="auth-sent__text" role="status">
        {email ? t('modals:reset-email-send.sentTo', { email }) : t('modals:reset-email-send.sent')}
      </p>
      <p className="auth-sent__hint">{t('modals:reset-email-send.hint')}</p>
      <button type="button" className="modal-button modal-button--primary" onClick={close}>
        {t('modals:reset-email-send.done')}
      </button>
      <p className="modal-switch">
        <button type="button" className="modal-link" onClick={() => open('forgot-pass')}>
          {t('modals:reset-email-send.tryAgain')}
        </button>
      </p>
    </div>
  );
}
