import { useEffect, useState } from 'react';
import type { RuleSpec } from '@casino/shared';
import { EmailInput, PasswordInput, PhoneInput, useFieldValidation } from '@/components/ui/form';
import { useCaptcha } from '@/lib/captcha';
import { prepareDeviceFingerprint } from '@/lib/fingerprint';
import { useT } from '@/lib/i18n';
import { useModals, type ModalBodyProps } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { useLogIn, type LogInCredentials } from '../api/log-in';
import { FormMessage, SubmitButton } from '../components/form-parts';
import { MethodTabs } from '../components/method-tabs';
import { fieldErrorsOf, requestErrorKey } from '@/lib/forms/request-error';
import { SocialButtons } from '../components/social-buttons';
import { useFormTexts } from '@/lib/forms/use-form-texts';
import { useSignInDone } from '../components/use-sign-in-done';
import { usePhoneCountry } from '../components/use-phone-country';
import '../components/auth-forms.css';
import { textOf } from '../components/text-of';
import { SignInPhoneCodeForm } from './sign-in-phone-code-form';

type Method = 'email' | 'phone';
const FIELDS = { email: ['email', 'password'], phone: ['phone', 'password'] } as const satisfies Record<
  Method,
  readonly string[]
>;

/** Signing in checks presence only: the length rules are for choosing a password, not typing one. */
const SIGN_IN_RULES: Readonly<Record<string, readonly RuleSpec[]>> = {
  email: [{ rule: 'required' }, { rule: 'email' }],
  phone: [{ rule: 'required' }, { rule: 'phone' }],
  password: [{ rule: 'required' }],
};

/** Sign in by e-mail and password, by phone with a texted code or a password, or with a social account. */
export default function SignInModal({ close }: ModalBodyProps) {
  const t = useT();
  const { open } = useModals();
  const [method, setMethod] = useState<Method>('email');
  // The first field takes the focus when the popup opens, not when the player switches tabs.
  const [isFirstForm, setIsFirstForm] = useState(true);
  // A phone signs in with a texted code by default (SPEC.md section 1); the password stays an option.
  const [phoneWay, setPhoneWay] = useState<'code' | 'password'>('code');
  // The device fingerprint the sign-in sends is read while the player types.
  useEffect(prepareDeviceFingerprint, []);
  const choose = (next: Method) => {
    setIsFirstForm(false);
    setMethod(next);
  };
  return (
    <div className="auth-modal">
      <MethodTabs
        label={t('modals:sign-in.methodLabel')}
        value={method}
        onChange={choose}
        tabs={[
          { value: 'email', label: t('modals:sign-in.byEmail') },
          { value: 'phone', label: t('modals:sign-in.byPhone') },
        ]}
      >
        {method === 'phone' && phoneWay === 'code' ? (
          <SignInPhoneCodeForm onSignedIn={close} />
        ) : (
          <SignInForm key={method} method={method} onSignedIn={close} autoFocus={isFirstForm} />
        )}
        {method === 'phone' && (
          <button
            type="button"
            className="modal-link auth-form__way"
            onClick={() => setPhoneWay(phoneWay === 'code' ? 'password' : 'code')}
          >
            {t(phoneWay === 'code' ? 'modals:sign-in.usePassword' : 'modals:sign-in.useCode')}
          </button>
        )}
      </MethodTabs>
      <SocialButtons />
      <p className="modal-switch">
        {t('modals:sign-in.noAccount')}{' '}
        <button type="button" className="modal-link" onClick={() => open('sign-up')}>
          {t('modals:sign-in.signUp')}
        </button>
      </p>
    </div>
  );
}

function SignInForm({
  method,
  onSignedIn,
  autoFocus,
}: {
  readonly method: Method;
  readonly onSignedIn: () => void;
  readonly autoFocus: boolean;
}) {
  const t = useT();
  const { open } = useModals();
  const logIn = useLogIn();
  const done = useSignInDone(onSignedIn);
  const locale = usePageLocale();
  const phoneCountry = usePhoneCountry();
  const [formError, setFormError] = useState<string>();
  const fields = FIELDS[method];
  const form = useFieldValidation({ fields, rules: SIGN_IN_RULES, ...useFormTexts() });
  const captcha = useCaptcha();

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    const password = textOf(values.password);
    const credentials: LogInCredentials =
      method === 'email' ? { email: textOf(values.email).trim(), password } : { phone: textOf(values.phone), password };
    try {
      await done(await logIn.mutateAsync({ ...credentials, captcha: await captcha.take() }));
    } catch (error) {
      const captchaKey = captcha.settle(error);
      if (captchaKey !== undefined) {
        setFormError(t(captchaKey));
        return;
      }
      const { onFields, other } = fieldErrorsOf(error, fields);
      if (Object.keys(onFields).length > 0) form.setServerErrors(onFields);
      setFormError(other[0] ?? (Object.keys(onFields).length > 0 ? undefined : t(requestErrorKey(error))));
    }
  });

  return (
    <form className="modal-form auth-form" onSubmit={submit} noValidate>
      {method === 'email' ? (
        <EmailInput
          label={t('modals:sign-in.email')}
          placeholder={t('modals:sign-in.emailPlaceholder')}
          autoFocus={autoFocus}
          required
          {...form.textField('email')}
        />
      ) : (
        <PhoneInput
          label={t('modals:sign-in.phone')}
          defaultCountry={phoneCountry}
          locale={locale}
          countryLabel={t('modals:common.countryCode')}
          autoComplete="tel-national"
          required
          {...form.valueField('phone')}
        />
      )}
      <div className="auth-form__password">
        <PasswordInput
          label={t('modals:sign-in.password')}
          autoComplete="current-password"
          showLabel={t('modals:common.showPassword')}
          required
          {...form.textField('password')}
        />
        <button type="button" className="modal-link auth-form__forgot" onClick={() => open('forgot-pass')}>
          {t('modals:sign-in.forgotPassword')}
        </button>
      </div>
      {captcha.field}
      <FormMessage text={formError} />
      <SubmitButton busy={form.submitting} busyLabel={t('modals:common.working')}>
        {t('modals:sign-in.submit')}
      </SubmitButton>
    </form>
  );
}
