import { useMutation } from '@tanstack/react-query';
import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { withDeviceFingerprint } from '@/lib/fingerprint';
import { request } from '@/lib/http';

export type LogInCredentials = { readonly email: string; readonly password: string } | { readonly phone: string; readonly password: string };

/** `POST /api/player/sessions`: log in by e-mail or phone with a password. Never with a bearer. */
export async function logIn(credentials: LogInCredentials): Promise<LoginResponse> {
  const body = await withDeviceFingerprint(credentials);
  return request('/api/player/sessions', { method: 'POST', body, parse: parseLoginResponse, authenticated: false });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
