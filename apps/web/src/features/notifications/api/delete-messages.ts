import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationUnreadCount } from '@casino/shared';
import { request } from '@/lib/http';
import { parseUnreadCount } from './notification-parsers';
import { removeMessages } from './update-message-cache';

/** `DELETE /api/notification/messenger/messages`: the caller's messages `messageIds` are gone. */
export function deleteMessages(messageIds: readonly string[]): Promise<NotificationUnreadCount> {
  return request('/api/notification/messenger/messages', {
    method: 'DELETE',
    body: { messageIds },
    parse: parseUnreadCount,
  });
}

export function useDeleteMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessages,
    onSuccess: ({ totalUnread }, ids) => removeMessages(queryClient, ids, totalUnread),
  });
}
