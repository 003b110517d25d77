import { useState } from 'react';
import { EmailInput, useFieldValidation } from '@/components/ui/form';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { useProfile } from '../api/get-profile';
import { useSendEmailVerification } from '../api/send-email-verification';
import { EmailCodeStep } from '../components/email-code-step';
import { FormMessage, SubmitButton } from '../components/form-parts';
import { showSubmitError } from '@/lib/forms/request-error';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import '../components/profile.css';
import { textOf } from '../components/text-of';

const FIELDS = ['email'] as const;

/**
 * Verify the e-mail with a typed code: the current address, or a new one (which becomes the
 * player's once its code is confirmed).
 */
export default function EmailVerifyModal({ close }: ModalBodyProps) {
  const t = useT();
  const { data: profile } = useProfile();
  const send = useSendEmailVerification();
  const [sentTo, setSentTo] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation({
    fields: FIELDS,
    required: ['email'],
    initialValues: { email: profile?.email ?? '' },
    ...useFormTexts(),
  });

  const sendCode = async (email: string) => {
    setFormError(undefined);
    const isNewAddress = email.toLowerCase() !== (profile?.email ?? '').toLowerCase();
    try {
      await send.mutateAsync(isNewAddress ? email : undefined);
      setSentTo(email);
    } catch (error) {
      showSubmitError(error, FIELDS, { setServerErrors: form.setServerErrors, setFormError }, { t });
    }
  };

  if (sentTo)
    return (
      <EmailCodeStep
        email={sentTo}
        onConfirmed={close}
        sending={send.isPending}
        onSendAgain={() => void sendCode(sentTo)}
      />
    );
  return (
    <form
      className="modal-form profile-form"
      onSubmit={form.handleSubmit((values) => sendCode(textOf(values.email).trim()))}
      noValidate
    >
      <p className="profile-modal__lead">{t('modals:email-verify.lead')}</p>
      <EmailInput label={t('fields-settings:labels.email')} required {...form.textField('email')} />
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:email-verify.sendCode')}
      </SubmitButton>
    </form>
  );
}
