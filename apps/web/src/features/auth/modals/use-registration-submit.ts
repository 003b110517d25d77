import { useState } from 'react';
import type { FieldErrors, LoginResponse } from '@casino/shared';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useAuthSession } from '../auth-session';
import { fieldErrorsOf, requestErrorKey } from '@/lib/forms/request-error';

/**
 * Sends a registration and, when it succeeds, closes the popup and logs the new player in; a
 * refusal lands on the fields it names, anything else beside the button.
 */
export function useRegistrationSubmit<Field extends string>(options: {
  readonly fields: readonly Field[];
  readonly setServerErrors: (errors: FieldErrors<Field>) => void;
  readonly onRegistered: () => void;
}) {
  const t = useT();
  const session = useAuthSession();
  const [formError, setFormError] = useState<string>();

  const run = async (send: () => Promise<LoginResponse>) => {
    setFormError(undefined);
    try {
      const response = await send();
      options.onRegistered();
      await session.logIn(response);
      showAlert({ kind: 'success', title: 'alerts:account.registered', description: 'alerts:account.registeredText' });
    } catch (error) {
      const { onFields, other } = fieldErrorsOf(error, options.fields);
      const hasFieldErrors = Object.keys(onFields).length > 0;
      if (hasFieldErrors) options.setServerErrors(onFields);
      setFormError(other[0] ?? (hasFieldErrors ? undefined : t(requestErrorKey(error))));
    }
  };
  return { formError, run };
}
