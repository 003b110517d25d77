import { useMutation } from '@tanstack/react-query';
import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { request } from '@/lib/http';

export type LogInCredentials = { readonly email: string; readonly password: string } | { readonly phone: string; readonly password: string };

/** `POST /api/player/sessions`: log in by e-mail or phone with a password. Never with a bearer. */
export function logIn(credentials: LogInCredentials): Promise<LoginResponse> {
  return request('/api/player/sessions', { method: 'POST', body: credentials, parse: parseLoginResponse, authenticated: false });
}

export function useLogIn() {
  return useMutation({ mutationFn: logIn });
}
