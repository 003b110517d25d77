import { useMutation } from '@tanstack/react-query';
import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { withDeviceFingerprint } from '@/lib/fingerprint';
import { request } from '@/lib/http';
import { trackAuth } from '@/lib/third-party';

/**
 * `POST /api/player/otp/verify` for sign-in: the code sent to a registered number opens a session.
 * An unknown number is refused (422 `phone_not_registered`): signing in never makes an account.
 */
export async function logInByPhoneCode(input: {
  readonly phone: string;
  readonly code: string;
}): Promise<LoginResponse> {
  const response = await request('/api/player/otp/verify', {
    method: 'POST',
    body: await withDeviceFingerprint({ phone: input.phone, code: input.code, purpose: 'login' }),
    parse: parseLoginResponse,
    authenticated: false,
  });
  return trackAuth('login', response);
}

export function useLogInByPhoneCode() {
  return useMutation({ mutationFn: logInByPhoneCode });
}
