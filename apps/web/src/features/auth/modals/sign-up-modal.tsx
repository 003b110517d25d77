import { useEffect, useState } from 'react';
import { prepareDeviceFingerprint } from '@/lib/fingerprint';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { MethodTabs } from '../components/method-tabs';
import { clearHandedPhone, handedPhone } from '../components/phone-handoff';
import { SocialButtons } from '../components/social-buttons';
import { SignUpEmailForm } from './sign-up-email-form';
import { SignUpPhoneForm } from './sign-up-phone-form';
import '../components/auth-forms.css';

type Method = 'email' | 'phone';

/** Create an account with an e-mail address, or with a phone number proven by an SMS code. */
export default function SignUpModal({ close }: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  // A number the sign-in found without an account starts the phone form, filled in.
  const [handed] = useState(handedPhone);
  useEffect(clearHandedPhone, []);
  // The device fingerprint the registration sends is read while the player types.
  useEffect(prepareDeviceFingerprint, []);
  const [method, setMethod] = useState<Method>(handed ? 'phone' : 'email');
  // The first field takes the focus when the popup opens, not when the player switches tabs.
  const [isFirstForm, setIsFirstForm] = useState(true);
  const choose = (next: Method) => {
    setIsFirstForm(false);
    setMethod(next);
  };
  return (
    <div className="auth-modal">
      <MethodTabs
        label={t('modals:sign-up.methodLabel')}
        value={method}
        onChange={choose}
        tabs={[
          { value: 'email', label: t('modals:sign-in.byEmail') },
          { value: 'phone', label: t('modals:sign-in.byPhone') },
        ]}
      >
        {method === 'email' ? (
          <SignUpEmailForm onRegistered={close} autoFocus={isFirstForm} />
        ) : (
          <SignUpPhoneForm onRegistered={close} initial={handed} />
        )}
      </MethodTabs>
      <SocialButtons />
      <p className="modal-switch">
        {t('modals:sign-up.haveAccount')}{' '}
        <button type="button" className="modal-link" onClick={() => open('sign-in')}>
          {t('modals:sign-up.signIn')}
        </button>
      </p>
    </div>
  );
}
