import { EmailInput, useFieldValidation } from '@/components/ui/form';
import { attributionFields } from '@/lib/affiliate';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { useRegister } from '../api/register';
import { FormMessage, SubmitButton } from '../components/form-parts';
import { DETAIL_FIELDS, RegistrationFields, type RegistrationField } from '../components/registration-fields';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import { useRegistrationRules } from '../components/use-registration-rules';
import { useRegistrationSubmit } from './use-registration-submit';
import { textOf } from '../components/text-of';

const FIELDS: readonly RegistrationField[] = ['email', ...DETAIL_FIELDS];

/** E-mail registration: the fields the server's validations call lists, checked as it checks them. */
export function SignUpEmailForm({
  onRegistered,
  autoFocus,
}: {
  readonly onRegistered: () => void;
  readonly autoFocus: boolean;
}) {
  const t = useT();
  const locale = usePageLocale();
  const rules = useRegistrationRules('email');
  const register = useRegister();
  const fields = FIELDS.filter((field) => rules.shown.has(field) || field === 'password_confirmation');
  const form = useFieldValidation({ fields, required: rules.required, ...useFormTexts() });
  const { formError, run, captchaField } = useRegistrationSubmit({
    fields,
    setServerErrors: form.setServerErrors,
    onRegistered,
  });

  const submit = form.handleSubmit((values) =>
    run((captcha) =>
      register.mutateAsync({
        ...attributionFields(),
        ...stringValues(values),
        email: textOf(values.email).trim(),
        locale,
        captcha,
      }),
    ),
  );

  return (
    <form className="modal-form auth-form" onSubmit={submit} noValidate data-testid="sign-up-email-form">
      <EmailInput
        label={t('fields-settings:labels.email')}
        placeholder={t('modals:sign-in.emailPlaceholder')}
        autoFocus={autoFocus}
        required
        {...form.textField('email')}
      />
      <RegistrationFields form={form} shown={rules.shown} required={new Set(rules.required)} />
      {captchaField}
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:sign-up.submit')}
      </SubmitButton>
    </form>
  );
}

/** The form's values as the API takes them: texts and flags, empty optional texts left out. */
export function stringValues(values: Partial<Record<string, unknown>>): Record<string, string | boolean> {
  const body: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'boolean') body[name] = value;
    // Passwords are sent exactly as typed; other texts without stray spaces.
    else if (typeof value === 'string' && value.trim() !== '')
      body[name] = name.toLowerCase().includes('password') ? value : value.trim();
  }
  return body;
}
