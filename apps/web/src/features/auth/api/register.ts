import { useMutation } from '@tanstack/react-query';
import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { splitCaptcha } from '@/lib/captcha';
import { withDeviceFingerprint } from '@/lib/fingerprint';
import { request } from '@/lib/http';
import { trackSignUp } from '@/lib/third-party';

/** The registration form's values, by the spec's field names, plus the site locale. */
export type RegistrationBody = Readonly<Record<string, string | boolean | undefined>>;

/** `POST /api/player/register`: e-mail registration (`captcha`: the token, sent as a header); answers like a login (201). */
export async function register(values: RegistrationBody): Promise<LoginResponse> {
  const { body: fields, headers } = splitCaptcha(values);
  const body = await withDeviceFingerprint(fields);
  return trackSignUp(
    request('/api/player/register', { method: 'POST', body, headers, parse: parseLoginResponse, authenticated: false }),
  );
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
