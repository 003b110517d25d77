import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

/** `POST /api/player/otp/email/send`: a 6-digit code to the player's address, confirmed or not. */
export function sendEmailCode(): Promise<void> {
  return request('/api/player/otp/email/send', { method: 'POST', parse: () => undefined });
}

export function useSendEmailCode() {
  return useMutation({ mutationFn: sendEmailCode });
}
