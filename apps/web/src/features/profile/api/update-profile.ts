import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parsePlayerProfile, type PlayerProfile } from '@casino/shared';
import { request } from '@/lib/http';
import { profileQueryKey } from './get-profile';

export type ProfileChanges = Readonly<Record<string, string | boolean | null>>;

/** `PUT /api/player/profile`: changes the fields sent; answers the whole profile. */
export function updateProfile(changes: ProfileChanges): Promise<PlayerProfile> {
  return request('/api/player/profile', { method: 'PUT', body: changes, parse: parsePlayerProfile });
}

/** Saves profile changes and puts the answer in the cache, so every view of the profile follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
