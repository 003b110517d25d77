import { useMutation } from '@tanstack/react-query';
import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { splitCaptcha } from '@/lib/captcha';
import { withDeviceFingerprint } from '@/lib/fingerprint';
import { request } from '@/lib/http';
import type { RegistrationBody } from './register';
import { trackSignUp } from '@/lib/third-party';

/** `POST /api/player/register/phone`: registration with a phone proven by `otp/verify`. */
export async function registerByPhone(
  values: RegistrationBody & { readonly phone: string; readonly verificationToken: string },
): Promise<LoginResponse> {
  const { body: fields, headers } = splitCaptcha(values);
  const body = await withDeviceFingerprint(fields);
  return trackSignUp(
    request('/api/player/register/phone', {
      method: 'POST',
      body,
      headers,
      parse: parseLoginResponse,
      authenticated: false,
    }),
  );
}

export function useRegisterByPhone() {
  return useMutation({ mutationFn: registerByPhone });
}
