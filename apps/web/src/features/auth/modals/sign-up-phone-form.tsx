import { useState } from 'react';
import { useFieldValidation } from '@/components/ui/form';
import { attributionFields } from '@/lib/affiliate';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { useRegisterByPhone } from '../api/register-by-phone';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { FormMessage, SubmitButton } from '../components/form-parts';
import { DETAIL_FIELDS, RegistrationFields, type RegistrationField } from '../components/registration-fields';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import { PhoneCodeStep, PhoneNumberStep } from '../components/phone-code-steps';
import type { HandedPhone } from '../components/phone-handoff';
import { useRegistrationRules } from '../components/use-registration-rules';
import { stringValues } from './sign-up-email-form';
import { useRegistrationSubmit } from './use-registration-submit';

interface VerifiedPhone {
  readonly phone: string;
  readonly verificationToken: string;
}

/**
 * Phone registration in three steps: the number, the SMS code, then the account details. The code
 * alone makes no account: only the last step does, once the player has chosen currency and
 * country and confirmed being over 18 with the terms accepted (the server requires them too).
 */
export function SignUpPhoneForm({
  onRegistered,
  initial,
}: {
  readonly onRegistered: () => void;
  readonly initial?: HandedPhone | undefined;
}) {
  const t = useT();
  const [phone, setPhone] = useState<string>();
  const [verified, setVerified] = useState<VerifiedPhone>();
  if (verified) return <PhoneDetailsForm verified={verified} onRegistered={onRegistered} />;
  if (phone)
    return <PhoneVerifyStep phone={phone} onVerified={setVerified} onChangeNumber={() => setPhone(undefined)} />;
  return (
    <PhoneNumberStep
      purpose="registration"
      label={t('fields-settings:labels.phone')}
      initial={initial}
      onSent={(sent) => setPhone(sent.phone)}
    />
  );
}

/** The code proves the number and nothing more: the account is made by the details step, with the agreements. */
function PhoneVerifyStep({
  phone,
  onVerified,
  onChangeNumber,
}: {
  readonly phone: string;
  readonly onVerified: (verified: VerifiedPhone) => void;
  readonly onChangeNumber: () => void;
}) {
  const t = useT();
  const verify = useVerifyPhoneCode();
  const onCode = async (code: string) => {
    const { verificationToken } = await verify.mutateAsync({ phone, code });
    onVerified({ phone, verificationToken });
  };
  return (
    <PhoneCodeStep
      phone={phone}
      onCode={onCode}
      onChangeNumber={onChangeNumber}
      submitLabel={t('modals:sign-up.verifyCode')}
    />
  );
}

function PhoneDetailsForm({
  verified,
  onRegistered,
}: {
  readonly verified: VerifiedPhone;
  readonly onRegistered: () => void;
}) {
  const t = useT();
  const locale = usePageLocale();
  const rules = useRegistrationRules('phone');
  const register = useRegisterByPhone();
  const fields: RegistrationField[] = DETAIL_FIELDS.filter(
    (field) => rules.shown.has(field) || field === 'password_confirmation',
  );
  const form = useFieldValidation({ fields, required: rules.required, ...useFormTexts() });
  const { formError, run, captchaField } = useRegistrationSubmit({
    fields,
    setServerErrors: form.setServerErrors,
    onRegistered,
  });

  const submit = form.handleSubmit((values) =>
    run((captcha) =>
      register.mutateAsync({ ...attributionFields(), ...stringValues(values), ...verified, locale, captcha }),
    ),
  );

  return (
    <form className="modal-form auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__lead auth-form__lead--done">
        {t('modals:sign-up.phoneVerified', { phone: verified.phone })}
      </p>
      <RegistrationFields form={form} shown={rules.shown} required={new Set(rules.required)} />
      {captchaField}
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:sign-up.submit')}
      </SubmitButton>
    </form>
  );
}
