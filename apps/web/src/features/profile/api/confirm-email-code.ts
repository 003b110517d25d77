import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parsePlayerProfile, type PlayerProfile } from '@casino/shared';
import { request } from '@/lib/http';
import { profileQueryKey } from './get-profile';

/** `POST /api/player/profile/email/verify/confirm` with a typed code: answers the profile, e-mail confirmed. */
export function confirmEmailCode(code: string): Promise<PlayerProfile> {
  return request('/api/player/profile/email/verify/confirm', {
    method: 'POST',
    body: { code },
    parse: parsePlayerProfile,
  });
}

export function useConfirmEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailCode,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
