import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isRecord, request } from '@/lib/http';
import { sessionsQueryKey } from './get-sessions';

/** `POST /api/player/sessions/close-other`: every device but this one is logged out; answers how many. */
export function closeOtherSessions(): Promise<number> {
  return request('/api/player/sessions/close-other', {
    method: 'POST',
    parse: (body) => (isRecord(body) && typeof body.closed === 'number' ? body.closed : 0),
  });
}

export function useCloseOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
