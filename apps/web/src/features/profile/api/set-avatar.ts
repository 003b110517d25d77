import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parsePlayerProfile, type PlayerProfile } from '@casino/shared';
import { request } from '@/lib/http';
import { profileQueryKey } from './get-profile';

/** `POST /api/player/avatar/set-avatar`: answers the profile. */
export function setAvatar(avatarId: string): Promise<PlayerProfile> {
  return request('/api/player/avatar/set-avatar', { method: 'POST', body: { avatarId }, parse: parsePlayerProfile });
}

export function useSetAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAvatar,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
