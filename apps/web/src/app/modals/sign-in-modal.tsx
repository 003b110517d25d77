import { useId, useState, type FormEvent } from 'react';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import './modal-bodies.css';

/**
 * The sign-in form, ahead of player accounts: it looks and reads like the real thing, and says
 * plainly that signing in opens soon. The accounts feature wires the submit.
 */
export default function SignInModal(_props: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  const [triedToSubmit, setTriedToSubmit] = useState(false);
  const emailId = useId();
  const passwordId = useId();
  const noteId = useId();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTriedToSubmit(true);
  };

  return (
    <form className="modal-form" onSubmit={handleSubmit} aria-describedby={noteId} noValidate>
      <p id={noteId} className={triedToSubmit ? 'modal-note modal-note--emphasis' : 'modal-note'}>
        <span className="modal-note__icon" aria-hidden="true">
          ★
        </span>
        {t('modals:sign-in.accountsSoon')}
      </p>
      <div className="modal-field">
        <label className="modal-field__label" htmlFor={emailId}>
          {t('modals:sign-in.email')}
        </label>
        <input
          id={emailId}
          className="modal-field__input"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('modals:sign-in.emailPlaceholder')}
          required
        />
      </div>
      <div className="modal-field">
        <div className="modal-field__row">
          <label className="modal-field__label" htmlFor={passwordId}>
            {t('modals:sign-in.password')}
          </label>
          <button type="button" className="modal-link" onClick={() => open('forgot-pass')}>
            {t('modals:sign-in.forgotPassword')}
          </button>
        </div>
        <input id={passwordId} className="modal-field__input" type="password" name="password" autoComplete="current-password" required />
      </div>
      <button type="submit" className="modal-button modal-button--primary">
        {t('modals:sign-in.submit')}
      </button>
      <p className="modal-status" role="status">
        {triedToSubmit ? t('modals:sign-in.notYet') : ''}
      </p>
      <p className="modal-switch">
        {t('modals:sign-in.noAccount')}{' '}
        <button type="button" className="modal-link" onClick={() => open('sign-up')}>
          {t('modals:sign-in.signUp')}
        </button>
      </p>
    </form>
  );
}
