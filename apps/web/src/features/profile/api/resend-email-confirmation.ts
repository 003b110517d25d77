import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

/** `POST /api/player/profile/confirmations/email/resend`: the confirmation link again (409 when already confirmed). */
export function resendEmailConfirmation(): Promise<void> {
  return request('/api/player/profile/confirmations/email/resend', { method: 'POST', parse: () => undefined });
}

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
