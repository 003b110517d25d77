import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { socialConnectionsQueryKey } from './get-social-connections';

/** `POST /api/player/social-connections/unlink`; refused (422) when it is the player's only way in. */
export function unlinkSocial(provider: string): Promise<void> {
  return request('/api/player/social-connections/unlink', {
    method: 'POST',
    body: { socialType: provider },
    parse: () => undefined,
  });
}

export function useUnlinkSocial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlinkSocial,
    onSettled: () => queryClient.invalidateQueries({ queryKey: socialConnectionsQueryKey }),
  });
}
