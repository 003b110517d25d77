import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { ResetPasswordForm } from '../components/reset-password-form';
import '../components/auth-forms.css';

/** A reset code in the key's value (`?reset-pass=<code>`) opens the form; without one, the way to get one. */
const RESET_CODE = /^[A-Za-z0-9_-]{4,256}$/;

export default function ResetPassModal({ value }: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  if (!RESET_CODE.test(value) || value === 'true') {
    return (
      <div className="auth-modal">
        <p className="auth-form__lead">{t('modals:reset-pass.needLink')}</p>
        <button type="button" className="modal-button modal-button--primary" onClick={() => open('forgot-pass')}>
          {t('modals:reset-pass.requestLink')}
        </button>
      </div>
    );
  }
  return <ResetPasswordForm resetCode={value} onDone={() => open('sign-in')} />;
}
