import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

/** `POST /api/player/passwords/reset`: e-mails a reset link; answers alike for any address. */
export function requestPasswordReset(email: string): Promise<void> {
  return request('/api/player/passwords/reset', { method: 'POST', body: { email }, authenticated: false, parse: () => undefined });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
