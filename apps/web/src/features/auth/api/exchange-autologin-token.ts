import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { request } from '@/lib/http';

/** `POST /api/player/sessions/token`: a single-use auto-login token for a session. */
export function exchangeAutologinToken(token: string): Promise<LoginResponse> {
  return request('/api/player/sessions/token', { method: 'POST', body: { token }, parse: parseLoginResponse, authenticated: false });
}
