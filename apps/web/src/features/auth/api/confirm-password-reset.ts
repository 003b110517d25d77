import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/http';

export interface PasswordResetInput {
  readonly resetCode: string;
  readonly password: string;
  readonly password_confirmation: string;
}

/** `POST /api/player/passwords/confirm`: the new password, with the e-mailed link's code. Closes every session. */
export function confirmPasswordReset(input: PasswordResetInput): Promise<void> {
  return request('/api/player/passwords/confirm', {
    method: 'POST',
    body: input,
    authenticated: false,
    parse: () => undefined,
  });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
