import { useRef, useState } from 'react';
import { CodeInput, PhoneInput, useFieldValidation } from '@/components/ui/form';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { useSendPhoneCode, type PhoneCodePurpose } from '../api/send-phone-code';
import { FormMessage, SubmitButton } from './form-parts';
import { nationalPart, type HandedPhone } from './phone-handoff';
import { fieldErrorsOf, requestErrorKey } from '@/lib/forms/request-error';
import { textOf } from './text-of';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import { usePhoneCountry } from './use-phone-country';

interface PhoneNumberStepProps {
  readonly purpose: PhoneCodePurpose;
  readonly label: string;
  readonly onSent: (sent: HandedPhone) => void;
  /** The number to start with (handed over by the sign-in); else the visitor's calling code, empty. */
  readonly initial?: HandedPhone | undefined;
}

/**
 * The first two steps of every phone code (sign-up and sign-in): the number, to which the server
 * texts a 6-digit code, then the code. What the code does is the caller's.
 */
export function PhoneNumberStep({ purpose, label, onSent, initial }: PhoneNumberStepProps) {
  const t = useT();
  const locale = usePageLocale();
  const phoneCountry = usePhoneCountry();
  const sendCode = useSendPhoneCode();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation({
    fields: ['phone'] as const,
    required: ['phone'],
    initialValues: { phone: initial?.phone },
    ...useFormTexts(),
  });
  // The calling code's country the player left the field on, handed on with the number.
  const [chosenCountry, setChosenCountry] = useState(initial?.country);
  const phoneField = form.valueField('phone');

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const phone = textOf(values.phone);
    try {
      await sendCode.mutateAsync({ phone, locale, purpose });
      onSent({ phone, country: chosenCountry ?? phoneCountry });
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
        label={label}
        defaultCountry={initial?.country ?? phoneCountry}
        defaultNumber={initial ? nationalPart(initial) : undefined}
        locale={locale}
        countryLabel={t('modals:common.countryCode')}
        required
        {...phoneField}
        onValueChange={(value, country) => {
          setChosenCountry(country);
          phoneField.onValueChange(value);
        }}
      />
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:sign-up.getCode')}
      </SubmitButton>
    </form>
  );
}

export const PHONE_CODE_LENGTH = 6;

interface PhoneCodeStepProps {
  readonly phone: string;
  /** What the code is for; a refusal it throws is shown under the code. */
  readonly onCode: (code: string) => Promise<void>;
  readonly onChangeNumber: () => void;
  readonly submitLabel: string;
}

export function PhoneCodeStep({ phone, onCode, onChangeNumber, submitLabel }: PhoneCodeStepProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  // The last digit and Enter may both send the code: one request, the code is single use.
  const sending = useRef(false);

  const check = async (typed: string) => {
    if (sending.current) return;
    if (typed.length !== PHONE_CODE_LENGTH) {
      setError(t('modals:get-code.codeLength', { length: PHONE_CODE_LENGTH }));
      return;
    }
    setError(undefined);
    sending.current = true;
    setBusy(true);
    try {
      await onCode(typed);
    } catch (failure) {
      const { onFields, other } = fieldErrorsOf(failure, ['code'] as const);
      setError(onFields.code?.[0] ?? other[0] ?? t(requestErrorKey(failure)));
    } finally {
      sending.current = false;
      setBusy(false);
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
      {/* The number's step is gone: the code takes the focus so keyboard and reader users follow. */}
      <CodeInput
        label={t('modals:get-code.code')}
        length={PHONE_CODE_LENGTH}
        value={code}
        onValueChange={setCode}
        onComplete={(typed) => void check(typed)}
        error={error}
        required
        autoFocus
      />
      <SubmitButton busy={busy} busyLabel={t('modals:common.working')}>
        {submitLabel}
      </SubmitButton>
      <button type="button" className="modal-link auth-form__secondary" onClick={onChangeNumber}>
        {t('modals:sign-up.changeNumber')}
      </button>
    </form>
  );
}
