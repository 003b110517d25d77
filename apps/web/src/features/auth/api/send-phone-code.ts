import { useMutation } from '@tanstack/react-query';
import { isRecord, request } from '@/lib/http';

export interface CodeSent {
  readonly expiresInSeconds: number;
}

/** `POST /api/player/otp/send`: a 6-digit code by SMS, for phone registration. */
export function sendPhoneCode(input: { readonly phone: string; readonly locale: string }): Promise<CodeSent> {
  return request('/api/player/otp/send', {
    method: 'POST',
    body: { phone: input.phone, purpose: 'registration', locale: input.locale },
    authenticated: false,
    parse: (body) => ({ expiresInSeconds: isRecord(body) && typeof body.expiresInSeconds === 'number' ? body.expiresInSeconds : 0 }),
  });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
