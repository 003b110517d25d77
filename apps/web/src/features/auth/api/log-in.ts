import { useMutation } from '@tanstack/react-query';
import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { splitCaptcha, type CaptchaAnswer } from '@/lib/captcha';
import { withDeviceFingerprint } from '@/lib/fingerprint';
import { request } from '@/lib/http';
import { trackAuth } from '@/lib/third-party';

export type LogInCredentials =
  | { readonly email: string; readonly password: string }
  | { readonly phone: string; readonly password: string };

/** `POST /api/player/sessions`: log in by e-mail or phone with a password (and a captcha token when one is required). Never with a bearer. */
export async function logIn(values: LogInCredentials & CaptchaAnswer): Promise<LoginResponse> {
  const { body: credentials, headers } = splitCaptcha(values);
  const body = await withDeviceFingerprint(credentials);
  const response = await request('/api/player/sessions', {
    method: 'POST',
    body,
    headers,
    parse: parseLoginResponse,
    authenticated: false,
  });
  return trackAuth('login', response);
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
