import { useState } from 'react';
import { CodeInput, PhoneInput, useFieldValidation } from '@/components/ui/form';
import { useT } from '@/lib/i18n';
import { useRegisterByPhone } from '../api/register-by-phone';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhoneCode } from '../api/verify-phone-code';
import { FormMessage, SubmitButton } from '../components/form-parts';
import { DETAIL_FIELDS, RegistrationFields, type RegistrationField } from '../components/registration-fields';
import { fieldErrorsOf, requestErrorKey } from '../components/request-error';
import { useFormTexts } from '../components/use-form-texts';
import { usePageLocale, usePhoneCountry } from '../components/use-page-locale';
import { useRegistrationRules } from '../components/use-registration-rules';
import { stringValues } from './sign-up-email-form';
import { useRegistrationSubmit } from './use-registration-submit';
import { textOf } from '../components/text-of';

interface VerifiedPhone {
  readonly phone: string;
  readonly verificationToken: string;
}

/** Phone registration in three steps: the number, the SMS code, then the account details. */
export function SignUpPhoneForm({ onRegistered }: { readonly onRegistered: () => void }) {
  const [phone, setPhone] = useState<string>();
  const [verified, setVerified] = useState<VerifiedPhone>();
  if (verified) return <PhoneDetailsForm verified={verified} onRegistered={onRegistered} />;
  if (phone) return <PhoneCodeForm phone={phone} onVerified={setVerified} onChangeNumber={() => setPhone(undefined)} />;
  return <PhoneNumberForm onSent={setPhone} />;
}

function PhoneNumberForm({ onSent }: { readonly onSent: (phone: string) => void }) {
  const t = useT();
  const locale = usePageLocale();
  const phoneCountry = usePhoneCountry();
  const sendCode = useSendPhoneCode();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation({ fields: ['phone'] as const, required: ['phone'], ...useFormTexts() });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const phone = textOf(values.phone);
    try {
      await sendCode.mutateAsync({ phone, locale });
      onSent(phone);
    } catch (error) {
      const { onFields } = fieldErrorsOf(error, ['phone'] as const);
      if (onFields.phone) form.setServerErrors(onFields);
      else setFormError(t(requestErrorKey(error)));
    }
  });

  return (
    <form className="modal-form auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__lead">{t('modals:sign-up.phoneLead')}</p>
      <PhoneInput
        label={t('fields-settings:labels.phone')}
        defaultCountry={phoneCountry}
        locale={locale}
        countryLabel={t('modals:common.countryCode')}
        required
        {...form.valueField('phone')}
      />
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:sign-up.getCode')}
      </SubmitButton>
    </form>
  );
}

const CODE_LENGTH = 6;

function PhoneCodeForm({ phone, onVerified, onChangeNumber }: { readonly phone: string; readonly onVerified: (verified: VerifiedPhone) => void; readonly onChangeNumber: () => void }) {
  const t = useT();
  const verify = useVerifyPhoneCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const check = async (typed: string) => {
    if (typed.length !== CODE_LENGTH) {
      setError(t('modals:get-code.codeLength', { length: CODE_LENGTH }));
      return;
    }
    setError(undefined);
    try {
      const { verificationToken } = await verify.mutateAsync({ phone, code: typed });
      onVerified({ phone, verificationToken });
    } catch (failure) {
      const { onFields, other } = fieldErrorsOf(failure, ['code'] as const);
      setError(onFields.code?.[0] ?? other[0] ?? t(requestErrorKey(failure)));
    }
  };

  return (
    <form
      className="modal-form auth-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void check(code);
      }}
    >
      <p className="auth-form__lead">{t('modals:sign-up.codeSent', { phone })}</p>
      <CodeInput label={t('modals:get-code.code')} length={CODE_LENGTH} value={code} onValueChange={setCode} onComplete={(typed) => void check(typed)} error={error} required />
      <SubmitButton busy={verify.isPending} busyLabel={t('modals:common.working')}>
        {t('modals:sign-up.verifyCode')}
      </SubmitButton>
      <button type="button" className="modal-link auth-form__secondary" onClick={onChangeNumber}>
        {t('modals:sign-up.changeNumber')}
      </button>
    </form>
  );
}

function PhoneDetailsForm({ verified, onRegistered }: { readonly verified: VerifiedPhone; readonly onRegistered: () => void }) {
  const t = useT();
  const locale = usePageLocale();
  const rules = useRegistrationRules('phone');
  const register = useRegisterByPhone();
  const fields: RegistrationField[] = DETAIL_FIELDS.filter((field) => rules.shown.has(field) || field === 'password_confirmation');
  const form = useFieldValidation({ fields, required: rules.required, ...useFormTexts() });
  const { formError, run } = useRegistrationSubmit({ fields, setServerErrors: form.setServerErrors, onRegistered });

  const submit = form.handleSubmit((values) => run(() => register.mutateAsync({ ...stringValues(values), ...verified, locale })));

  return (
    <form className="modal-form auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__lead auth-form__lead--done">{t('modals:sign-up.phoneVerified', { phone: verified.phone })}</p>
      <RegistrationFields form={form} shown={rules.shown} required={new Set(rules.required)} />
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:sign-up.submit')}
      </SubmitButton>
    </form>
  );
}
