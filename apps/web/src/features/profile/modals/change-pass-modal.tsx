import { useState } from 'react';
import { PasswordInput, Toggle, useFieldValidation } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useChangePassword } from '../api/change-password';
import { FormMessage, SubmitButton } from '../components/form-parts';
import { showSubmitError } from '@/lib/forms/request-error';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import '../components/profile.css';
import { textOf } from '../components/text-of';

const FIELDS = ['currentPassword', 'newPassword', 'repeatNewPassword'] as const;

/** Change the password with the current one; optionally log out every other device. */
export default function ChangePassModal({ close }: ModalBodyProps) {
  const t = useT();
  const changePassword = useChangePassword();
  const [closeOthers, setCloseOthers] = useState(true);
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation({ fields: FIELDS, required: [...FIELDS], ...useFormTexts() });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await changePassword.mutateAsync({
        currentPassword: textOf(values.currentPassword),
        newPassword: textOf(values.newPassword),
        repeatNewPassword: textOf(values.repeatNewPassword),
        closeOtherSessions: closeOthers,
      });
      showAlert({
        kind: 'success',
        title: 'alerts:account.passwordChanged',
        description: closeOthers ? 'alerts:account.otherDevicesLoggedOut' : undefined,
      });
      close();
    } catch (error) {
      showSubmitError(error, FIELDS, { setServerErrors: form.setServerErrors, setFormError }, { t });
    }
  });

  const showLabel = t('modals:common.showPassword');
  return (
    <form className="modal-form profile-form" onSubmit={submit} noValidate>
      <PasswordInput
        label={t('fields-settings:labels.currentPassword')}
        autoComplete="current-password"
        showLabel={showLabel}
        required
        {...form.textField('currentPassword')}
      />
      <PasswordInput
        label={t('fields-settings:labels.newPassword')}
        autoComplete="new-password"
        hint={t('modals:sign-up.passwordHint')}
        showLabel={showLabel}
        required
        {...form.textField('newPassword')}
      />
      <PasswordInput
        label={t('fields-settings:labels.repeatNewPassword')}
        autoComplete="new-password"
        showLabel={showLabel}
        required
        {...form.textField('repeatNewPassword')}
      />
      <Toggle
        label={t('modals:change-pass.closeOtherSessions')}
        hint={t('modals:change-pass.closeOtherSessionsHint')}
        checked={closeOthers}
        onChange={(event) => setCloseOthers(event.target.checked)}
      />
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:change-pass.submit')}
      </SubmitButton>
    </form>
  );
}
