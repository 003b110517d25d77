import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/http';
import { sessionsQueryKey } from './get-sessions';

/** `PUT /api/player/sessions/{id}/close`: that device is logged out at once. */
export function closeSession(sessionId: string): Promise<void> {
  return request(`/api/player/sessions/${encodeURIComponent(sessionId)}/close`, {
    method: 'PUT',
    parse: () => undefined,
  });
}

export function useCloseSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
