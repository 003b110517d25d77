import { useState } from 'react';
import { TextInput, useFieldValidation } from '@/components/ui/form';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { FormMessage, SubmitButton } from '../components/form-parts';
import { showSubmitError } from '@/lib/forms/request-error';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import '../components/profile.css';
import { textOf } from '../components/text-of';

const FIELDS = ['nickname'] as const;

/**
 * The nickname other players see (3-24 letters, digits, _ or -; unique). Optional, as on the
 * server (nothing in the profile is required): an empty field removes it, and the player is then
 * shown by the next source of the displayed-name rule.
 */
export default function ChangeNicknameModal({ close }: ModalBodyProps) {
  const t = useT();
  const { data: profile } = useProfile();
  const updateProfile = useUpdateProfile();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation({
    fields: FIELDS,
    initialValues: { nickname: profile?.nickname ?? '' },
    ...useFormTexts(),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const nickname = textOf(values.nickname).trim();
    if (nickname === (profile?.nickname ?? '')) {
      close();
      return;
    }
    try {
      await updateProfile.mutateAsync({ nickname });
      if (nickname === '') showAlert({ kind: 'success', title: 'alerts:account.nicknameRemoved' });
      else showAlert({ kind: 'success', title: 'alerts:account.nicknameChanged', params: { nickname } });
      close();
    } catch (error) {
      showSubmitError(error, FIELDS, { setServerErrors: form.setServerErrors, setFormError }, { t });
    }
  });

  return (
    <form className="modal-form profile-form" onSubmit={submit} noValidate>
      <TextInput
        label={t('fields-settings:labels.nickname')}
        hint={t('modals:change-nickname.hint')}
        autoComplete="nickname"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={24}
        {...form.textField('nickname')}
      />
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('global-components:buttons.save')}
      </SubmitButton>
    </form>
  );
}
