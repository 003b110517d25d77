import { useMutation } from '@tanstack/react-query';
import type { CodeSent as CodeSentView } from '@casino/shared';
import { isRecord, request } from '@/lib/http';

/** What the form uses of the answer (the server's shape, from packages/shared). */
export type CodeSent = Pick<CodeSentView, 'expiresInSeconds'>;

/** What a phone code is for: proving the number to sign up, or signing in with it. */
export type PhoneCodePurpose = 'registration' | 'login';

/** `POST /api/player/otp/send`: a 6-digit code by SMS; the answer is the same whether or not the number has an account. */
export function sendPhoneCode(input: {
  readonly phone: string;
  readonly locale: string;
  readonly purpose: PhoneCodePurpose;
}): Promise<CodeSent> {
  return request('/api/player/otp/send', {
    method: 'POST',
    body: { phone: input.phone, purpose: input.purpose, locale: input.locale },
    authenticated: false,
    parse: (body) => ({
      expiresInSeconds: isRecord(body) && typeof body.expiresInSeconds === 'number' ? body.expiresInSeconds : 0,
    }),
  });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
