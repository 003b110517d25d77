import type { FieldErrors } from '@casino/shared';
import { HttpError } from '@/lib/http';

/** Content keys of the form-level messages, by the server's error code (sign-in, sign-up and profile forms alike). */
const MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  email_already_confirmed: 'modals:confirm-email.alreadyConfirmed',
  last_login_method: 'global-components:account.info.lastLoginMethod',
  invalid_credentials: 'modals:sign-in.invalidCredentials',
  player_blocked: 'alerts:account.blocked',
  autologin_token_invalid: 'global-components:account.autologin.invalid',
  social_state_invalid: 'global-components:account.social.stateInvalid',
  social_login_failed: 'global-components:account.social.failed',
  social_provider_unavailable: 'global-components:account.social.unavailable',
  reset_code_invalid: 'global-components:account.passwordReset.codeInvalid',
  reset_code_expired: 'global-components:account.passwordReset.codeExpired',
  confirm_code_invalid: 'global-components:account.verify.codeInvalid',
  confirm_code_expired: 'global-components:account.verify.codeExpired',
  captcha_required: 'modals:captcha.required',
  captcha_invalid: 'modals:captcha.invalid',
  country_restricted: 'modals:geo-popup.refused',
};

/** The content key of what went wrong with a request, for a message beside the form. */
export function requestErrorKey(error: unknown): string {
  if (!(error instanceof HttpError)) return 'alerts:generic.networkError';
  if (error.status === 429) return 'alerts:account.tooManyAttempts';
  return (error.code && MESSAGE_BY_CODE[error.code]) ?? 'alerts:generic.error';
}

/**
 * A 422's per-field messages, split into those a field of the form can show and the rest, which
 * the form shows as one message (a field it does not have, such as a spent verification token).
 */
export function fieldErrorsOf<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): { readonly onFields: FieldErrors<Field>; readonly other: readonly string[] } {
  if (!(error instanceof HttpError) || Object.keys(error.fields).length === 0) return { onFields: {}, other: [] };
  const onFields: FieldErrors<Field> = {};
  const other: string[] = [];
  for (const [name, messages] of Object.entries(error.fields)) {
    if ((fields as readonly string[]).includes(name)) onFields[name as Field] = [...messages];
    else other.push(...messages);
  }
  return { onFields, other };
}

/** What a failed form submit shows beside the button: nothing when its fields already say it. */
function formErrorText(
  error: unknown,
  fields: readonly string[],
  t: (key: string) => string,
): { fieldErrors: FieldErrors; message: string | undefined } {
  const { onFields, other } = fieldErrorsOf(error, fields);
  const hasFieldErrors = Object.keys(onFields).length > 0;
  return { fieldErrors: onFields, message: other[0] ?? (hasFieldErrors ? undefined : t(requestErrorKey(error))) };
}

/** What a form shows of a failed submit: its fields' messages and the one beside the button. */
export interface SubmitErrorTarget {
  readonly setServerErrors: (errors: FieldErrors) => void;
  readonly setFormError: (message: string | undefined) => void;
}

/**
 * Shows a failed submit on its form: too many attempts (429) as `tooManyKey`'s message when the
 * form has words of its own (else requestErrorKey's), the server's per-field messages on their
 * fields, anything else beside the button.
 */
export function showSubmitError(
  error: unknown,
  fields: readonly string[],
  target: SubmitErrorTarget,
  texts: { readonly t: (key: string) => string; readonly tooManyKey?: string },
): void {
  if (texts.tooManyKey && error instanceof HttpError && error.status === 429)
    return target.setFormError(texts.t(texts.tooManyKey));
  const { fieldErrors, message } = formErrorText(error, fields, texts.t);
  if (Object.keys(fieldErrors).length > 0) target.setServerErrors(fieldErrors);
  target.setFormError(message);
}
