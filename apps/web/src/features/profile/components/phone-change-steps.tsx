import { useState } from 'react';
import type { LocaleCode } from '@casino/shared';
import { CodeInput, PhoneInput, useFieldValidation } from '@/components/ui/form';
import { HttpError } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { useChangePhone, useSendPhoneChangeCode } from '../api/change-phone';
import { FormMessage, SubmitButton } from './form-parts';
import { requestErrorKey } from '@/lib/forms/request-error';
import { textOf } from './text-of';
import { useCountdown } from './use-countdown';
import { useFormTexts } from '@/lib/forms/use-form-texts';

export const PHONE_CODE_LENGTH = 6;
/** A new code may be asked for after this long (the server allows 5 codes a number an hour). */
export const PHONE_RESEND_SECONDS = 60;

/** The content key for a refused phone request: the number's own problems first, then the generic ones. */
export function phoneErrorKey(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.code === 'phone_taken') return 'modals:phone.taken';
    if (error.code === 'invalid_code') return 'modals:phone.invalidCode';
    if (error.status === 422) return 'modals:phone.invalid';
  }
  return requestErrorKey(error);
}

const onTheNumber = (key: string) => key === 'modals:phone.taken' || key === 'modals:phone.invalid';

interface NumberStepProps {
  readonly locale: LocaleCode;
  readonly defaultCountry: string;
  readonly onSent: (phone: string) => void;
}

/** Step 1: the new number; a code goes to it by SMS. */
export function PhoneNumberStep({ locale, defaultCountry, onSent }: NumberStepProps) {
  const t = useT();
  const send = useSendPhoneChangeCode();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation({ fields: ['phone'] as const, required: ['phone'], ...useFormTexts() });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const phone = textOf(values.phone);
    try {
      await send.mutateAsync({ phone, locale });
      onSent(phone);
    } catch (error) {
      const key = phoneErrorKey(error);
      if (onTheNumber(key)) form.setServerErrors({ phone: [t(key)] });
      else setFormError(t(key));
    }
  });

  return (
    <form className="modal-form profile-form" onSubmit={submit} noValidate>
      <p className="profile-modal__hint">{t('modals:phone.lead')}</p>
      <PhoneInput
        label={t('modals:phone.newNumber')}
        defaultCountry={defaultCountry}
        locale={locale}
        countryLabel={t('modals:common.countryCode')}
        required
        {...form.valueField('phone')}
      />
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:phone.sendCode')}
      </SubmitButton>
    </form>
  );
}

interface CodeStepProps {
  readonly phone: string;
  readonly locale: LocaleCode;
  readonly onChanged: () => void;
  readonly onChangeNumber: () => void;
}

/** Step 2: the code from the SMS, checked as soon as it is complete; a new code after a countdown. */
export function PhoneCodeStep({ phone, locale, onChanged, onChangeNumber }: CodeStepProps) {
  const t = useT();
  const change = useChangePhone();
  const resend = useSendPhoneChangeCode();
  const countdown = useCountdown(PHONE_RESEND_SECONDS);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState(() => t('modals:phone.codeSent', { phone }));

  const check = async (typed: string) => {
    if (typed.length !== PHONE_CODE_LENGTH) {
      setError(t('modals:get-code.codeLength', { length: PHONE_CODE_LENGTH }));
      return;
    }
    setError(undefined);
    try {
      await change.mutateAsync({ phone, code: typed });
      onChanged();
    } catch (failure) {
      setError(t(phoneErrorKey(failure)));
    }
  };

  const sendAgain = async () => {
    setError(undefined);
    try {
      await resend.mutateAsync({ phone, locale });
      setCode('');
      setStatus(t('modals:phone.codeResent', { phone }));
      countdown.restart();
    } catch (failure) {
      setError(t(phoneErrorKey(failure)));
    }
  };

  return (
    <form
      className="modal-form profile-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void check(code);
      }}
    >
      <p className="profile-modal__lead" role="status">
        {status}
      </p>
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
      <SubmitButton busy={change.isPending} busyLabel={t('modals:common.working')}>
        {t('modals:phone.confirm')}
      </SubmitButton>
      <button
        type="button"
        className="modal-link profile-form__secondary"
        disabled={countdown.left > 0 || resend.isPending}
        onClick={() => void sendAgain()}
      >
        {countdown.left > 0 ? t('modals:phone.resendIn', { seconds: countdown.left }) : t('modals:phone.resend')}
      </button>
      <button type="button" className="modal-link profile-form__secondary" onClick={onChangeNumber}>
        {t('modals:phone.changeNumber')}
      </button>
    </form>
  );
}
