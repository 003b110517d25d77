import { useState } from 'react';
import type { FieldErrors, LoginResponse } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useCaptcha } from '@/lib/captcha';
import { useAuthSession } from '../auth-session';
import { fieldErrorsOf, requestErrorKey } from '@/lib/forms/request-error';

/**
 * Sends a registration and, when it succeeds, closes the popup and logs the new player in; a
 * refusal lands on the fields it names, anything else beside the button. The form shows
 * `captchaField` before its button (the captcha, when this address needs one).
 */
export function useRegistrationSubmit<Field extends string>(options: {
  readonly fields: readonly Field[];
  readonly setServerErrors: (errors: FieldErrors<Field>) => void;
  readonly onRegistered: () => void;
}) {
  const t = useT();
  const session = useAuthSession();
  const [formError, setFormError] = useState<string>();
  const captcha = useCaptcha();

  /** `send` gets the captcha token (a header of the call) when one is required. */
  const run = async (send: (captcha: string | undefined) => Promise<LoginResponse>) => {
    setFormError(undefined);
    try {
      const response = await send(await captcha.take());
      options.onRegistered();
      await session.logIn(response);
      showAlert({ kind: 'success', title: 'alerts:account.registered', description: 'alerts:account.registeredText' });
    } catch (error) {
      const captchaKey = captcha.settle(error);
      if (captchaKey !== undefined) {
        setFormError(t(captchaKey));
        return;
      }
      const { onFields, other } = fieldErrorsOf(error, options.fields);
      const hasFieldErrors = Object.keys(onFields).length > 0;
      if (hasFieldErrors) options.setServerErrors(onFields);
      setFormError(other[0] ?? (hasFieldErrors ? undefined : t(requestErrorKey(error))));
    }
  };
  return { formError, run, captchaField: captcha.field };
}
