import { useState } from 'react';
import { EmailInput, useFieldValidation } from '@/components/ui/form';
import { useCaptcha } from '@/lib/captcha';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { FormMessage, SubmitButton } from '../components/form-parts';
import { fieldErrorsOf, requestErrorKey } from '@/lib/forms/request-error';
import { resetRequest } from '../components/reset-request';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import '../components/auth-forms.css';
import { textOf } from '../components/text-of';

/** Asks for a password reset link by e-mail, then says it was sent (reset-email-send). */
export default function ForgotPassModal(_props: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  const requestReset = useRequestPasswordReset();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation({ fields: ['email'] as const, required: ['email'], ...useFormTexts() });
  const captcha = useCaptcha();

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const email = textOf(values.email).trim();
    try {
      await requestReset.mutateAsync({ email, captcha: await captcha.take() });
      resetRequest.remember(email);
      open('reset-email-send');
    } catch (error) {
      const captchaKey = captcha.settle(error);
      if (captchaKey !== undefined) {
        setFormError(t(captchaKey));
        return;
      }
      const { onFields } = fieldErrorsOf(error, ['email'] as const);
      if (onFields.email) form.setServerErrors(onFields);
      else setFormError(t(requestErrorKey(error)));
    }
  });

  return (
    <form className="modal-form auth-form" onSubmit={submit} noValidate>
      <EmailInput
        label={t('fields-settings:labels.email')}
        placeholder={t('modals:sign-in.emailPlaceholder')}
        required
        {...form.textField('email')}
      />
      {captcha.field}
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:forgot-pass.submit')}
      </SubmitButton>
      <p className="modal-switch">
        <button type="button" className="modal-link" onClick={() => open('sign-in')}>
          {t('modals:forgot-pass.backToSignIn')}
        </button>
      </p>
    </form>
  );
}
