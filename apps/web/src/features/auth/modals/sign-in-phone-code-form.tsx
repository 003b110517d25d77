import { useState } from 'react';
import { HttpError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { useModals } from '@/lib/modals';
import { useLogInByPhoneCode } from '../api/log-in-by-phone-code';
import { FormMessage } from '../components/form-parts';
import { PhoneCodeStep, PhoneNumberStep } from '../components/phone-code-steps';
import { handPhoneToSignUp, type HandedPhone } from '../components/phone-handoff';
import { useSignInDone } from '../components/use-sign-in-done';

/** The number's owner proved it, and it has no account: they are sent to sign up, never given one here. */
interface UnknownPhone {
  readonly sent: HandedPhone;
  readonly message: string;
}

/** Sign in with the phone number and the code texted to it (no password needed). */
export function SignInPhoneCodeForm({ onSignedIn }: { readonly onSignedIn: () => void }) {
  const t = useT();
  const [sent, setSent] = useState<HandedPhone>();
  const [unknown, setUnknown] = useState<UnknownPhone>();
  const logIn = useLogInByPhoneCode();
  const done = useSignInDone(onSignedIn);
  const startAgain = () => {
    setUnknown(undefined);
    setSent(undefined);
  };

  if (unknown) return <NoAccount unknown={unknown} onChangeNumber={startAgain} />;
  if (!sent) return <PhoneNumberStep purpose="login" label={t('modals:sign-in.phone')} onSent={setSent} />;

  const onCode = async (code: string) => {
    try {
      await done(await logIn.mutateAsync({ phone: sent.phone, code }));
    } catch (error) {
      if (!(error instanceof HttpError) || error.code !== 'phone_not_registered') throw error;
      setUnknown({ sent, message: error.fields.phone?.[0] ?? error.message });
    }
  };
  return (
    <PhoneCodeStep
      phone={sent.phone}
      onCode={onCode}
      onChangeNumber={startAgain}
      submitLabel={t('modals:sign-in.submit')}
    />
  );
}

function NoAccount({
  unknown,
  onChangeNumber,
}: {
  readonly unknown: UnknownPhone;
  readonly onChangeNumber: () => void;
}) {
  const t = useT();
  const { open } = useModals();
  return (
    <div className="modal-form auth-form">
      <FormMessage text={unknown.message} />
      {/* The way on, focused: the message above is read out as an alert. */}
      <button
        type="button"
        className="modal-button modal-button--primary auth-submit"
        onClick={() => {
          handPhoneToSignUp(unknown.sent);
          open('sign-up');
        }}
        autoFocus
      >
        {t('modals:sign-in.signUpWithPhone')}
      </button>
      <button type="button" className="modal-link auth-form__secondary" onClick={onChangeNumber}>
        {t('modals:sign-up.changeNumber')}
      </button>
    </div>
  );
}
