import { useMutation } from '@tanstack/react-query';
import { splitCaptcha, type CaptchaAnswer } from '@/lib/captcha';
import { request } from '@/lib/http';

/** `POST /api/player/passwords/reset`: e-mails a reset link; answers alike for any address. */
export function requestPasswordReset(values: { readonly email: string } & CaptchaAnswer): Promise<void> {
  const { body, headers } = splitCaptcha(values);
  return request('/api/player/passwords/reset', {
    method: 'POST',
    body,
    headers,
    authenticated: false,
    parse: () => undefined,
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
