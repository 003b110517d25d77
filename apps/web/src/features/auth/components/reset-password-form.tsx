import { useState } from 'react';
import { PasswordInput, useFieldValidation } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useViewer } from '@/lib/viewer';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { useAuthSession } from '../auth-session';
import { FormMessage, SubmitButton } from './form-parts';
import { fieldErrorsOf, requestErrorKey } from '@/lib/forms/request-error';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import { textOf } from './text-of';

const FIELDS = ['password', 'password_confirmation'] as const;

/**
 * The new password, with the code of the e-mailed link. The reset closes every session of the
 * player, this browser's too, so a logged-in viewer is logged out before signing in again.
 */
export function ResetPasswordForm({ resetCode, onDone }: { readonly resetCode: string; readonly onDone: () => void }) {
  const t = useT();
  const viewer = useViewer();
  const session = useAuthSession();
  const confirmReset = useConfirmPasswordReset();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation({ fields: FIELDS, required: [...FIELDS], ...useFormTexts() });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await confirmReset.mutateAsync({
        resetCode,
        password: textOf(values.password),
        password_confirmation: textOf(values.password_confirmation),
      });
      if (viewer.isLoggedIn) session.logOut();
      showAlert({
        kind: 'success',
        title: 'alerts:account.passwordReset',
        description: 'alerts:account.passwordResetText',
      });
      onDone();
    } catch (error) {
      const { onFields, other } = fieldErrorsOf(error, FIELDS);
      if (Object.keys(onFields).length > 0) form.setServerErrors(onFields);
      setFormError(other[0] ?? (Object.keys(onFields).length > 0 ? undefined : t(requestErrorKey(error))));
    }
  });

  return (
    <form className="modal-form auth-form" onSubmit={submit} noValidate>
      <PasswordInput
        label={t('fields-settings:labels.newPassword')}
        autoComplete="new-password"
        hint={t('modals:sign-up.passwordHint')}
        showLabel={t('modals:common.showPassword')}
        required
        {...form.textField('password')}
      />
      <PasswordInput
        label={t('fields-settings:labels.repeatNewPassword')}
        autoComplete="new-password"
        showLabel={t('modals:common.showPassword')}
        required
        {...form.textField('password_confirmation')}
      />
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:reset-pass.submit')}
      </SubmitButton>
    </form>
  );
}
