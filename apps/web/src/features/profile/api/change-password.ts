import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

export interface PasswordChange {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly repeatNewPassword: string;
  /** Log out every other device (their sessions close at once). */
  readonly closeOtherSessions: boolean;
}

/** `PUT /api/player/passwords`. */
export function changePassword(change: PasswordChange): Promise<void> {
  return request('/api/player/passwords', { method: 'PUT', body: change, parse: () => undefined });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
