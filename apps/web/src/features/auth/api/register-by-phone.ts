import { useMutation } from '@tanstack/react-query';
import { parseLoginResponse, type LoginResponse } from '@casino/shared';
import { request } from '@/lib/http';
import type { RegistrationBody } from './register';

/** `POST /api/player/register/phone`: registration with a phone proven by `otp/verify`. */
export function registerByPhone(body: RegistrationBody & { readonly phone: string; readonly verificationToken: string }): Promise<LoginResponse> {
  return request('/api/player/register/phone', { method: 'POST', body, parse: parseLoginResponse, authenticated: false });
}

export function useRegisterByPhone() {
  return useMutation({ mutationFn: registerByPhone });
}
