import { useState } from 'react';
import { SUPPORT_LIMITS, SUPPORT_START_FIELDS, SUPPORT_START_RULES, type SupportStartField } from '@casino/shared';
import { EmailInput, TextInput, useFieldValidation } from '@/components/ui/form';
import { showSubmitError } from '@/lib/forms/request-error';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import { useT } from '@/lib/i18n';

export interface ChatStartFormProps {
  readonly onStart: (form: { email: string; name?: string }) => Promise<unknown>;
}

/**
 * A guest's way in: an e-mail (so an answer can reach them after they leave) and, if they like, a
 * name. Checked by the shared rules the server applies; its refusals show on their fields.
 */
export function ChatStartForm({ onStart }: ChatStartFormProps) {
  const t = useT();
  const [formError, setFormError] = useState<string>();
  const form = useFieldValidation<SupportStartField>({
    fields: SUPPORT_START_FIELDS,
    rules: SUPPORT_START_RULES,
    ...useFormTexts(),
  });

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const email = typeof values.email === 'string' ? values.email.trim() : '';
    const name = typeof values.name === 'string' ? values.name.trim() : '';
    try {
      await onStart(name === '' ? { email } : { email, name });
    } catch (error) {
      showSubmitError(
        error,
        SUPPORT_START_FIELDS,
        { setServerErrors: form.setServerErrors, setFormError },
        { t, tooManyKey: 'global-components:support.tooMany' },
      );
    }
  });

  return (
    <form
      className="support-start"
      onSubmit={submit}
      noValidate
      aria-labelledby="support-start-title"
      data-testid="support-start"
    >
      <h2 id="support-start-title" className="support-start__title">
        {t('global-components:support.start.title')}
      </h2>
      <p className="support-start__text">{t('global-components:support.start.text')}</p>
      <div className="support-start__fields">
        <EmailInput
          label={t('fields-settings:labels.email')}
          required
          autoComplete="email"
          {...form.textField('email')}
        />
        <TextInput
          label={t('global-components:support.start.name')}
          autoComplete="name"
          maxLength={SUPPORT_LIMITS.nameMaxLength}
          {...form.textField('name')}
        />
      </div>
      <p className="form-message support-notice" role="alert" hidden={!formError}>
        {formError}
      </p>
      <button
        type="submit"
        className="button button--primary support-start__submit"
        disabled={form.submitting}
        aria-busy={form.submitting || undefined}
      >
        {t('global-components:support.start.submit')}
      </button>
    </form>
  );
}
