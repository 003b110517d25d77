import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

/**
 * `POST /api/player/profile/email/verify/send`: e-mails a 6-digit code to a new address (which
 * must be free) or, without one, to the current address.
 */
export function sendEmailVerification(email: string | undefined): Promise<void> {
  return request('/api/player/profile/email/verify/send', {
    method: 'POST',
    body: email ? { email } : {},
    parse: () => undefined,
  });
}

export function useSendEmailVerification() {
  return useMutation({ mutationFn: sendEmailVerification });
}
