/** Where the captcha token travels on sign-in, registration and password reset (the server's X-Captcha-Token). */
export const CAPTCHA_TOKEN_HEADER = 'x-captcha-token';

/** A form's values with the captcha token its submit took, when one was required. */
export interface CaptchaAnswer {
  readonly captcha?: string | undefined;
}

/** The body without the token, and the header that carries it. */
export function splitCaptcha<Body extends object>(
  values: Body,
): { body: Omit<Body, 'captcha'>; headers: Record<string, string> } {
  const { captcha, ...body } = values as Body & { readonly captcha?: unknown };
  return { body, headers: typeof captcha === 'string' && captcha !== '' ? { [CAPTCHA_TOKEN_HEADER]: captcha } : {} };
}

/** The server's refusals for a missing or bad token: the form then shows the widget. */
export const CAPTCHA_ERROR_CODES: ReadonlySet<string> = new Set(['captcha_required', 'captcha_invalid']);
