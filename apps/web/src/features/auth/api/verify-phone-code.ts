import { useMutation } from '@tanstack/react-query';
import { isRecord, request } from '@/lib/http';

/** `POST /api/player/otp/verify` for registration: the code proves the phone, once. */
export function verifyPhoneCode(input: {
  readonly phone: string;
  readonly code: string;
}): Promise<{ verificationToken: string }> {
  return request('/api/player/otp/verify', {
    method: 'POST',
    body: { phone: input.phone, code: input.code, purpose: 'registration' },
    authenticated: false,
    parse: (body) => {
      if (!isRecord(body) || typeof body.verificationToken !== 'string')
        throw new Error('Unexpected verification response');
      return { verificationToken: body.verificationToken };
    },
  });
}

export function useVerifyPhoneCode() {
  return useMutation({ mutationFn: verifyPhoneCode });
}
