import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { withDeviceFingerprint } from '@/lib/fingerprint';
import { request } from '@/lib/http';
import { trackAuth } from '@/lib/third-party';

/** `POST /api/player/sessions/token`: a single-use auto-login token for a session. */
export async function exchangeAutologinToken(token: string): Promise<LoginResponse> {
  const body = await withDeviceFingerprint({ token });
  const response = await request('/api/player/sessions/token', {
    method: 'POST',
    body,
    parse: parseLoginResponse,
    authenticated: false,
  });
  return trackAuth('login', response);
}
