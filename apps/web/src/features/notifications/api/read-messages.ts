import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationUnreadCount } from '@casino/shared';
import { request } from '@/lib/http';
import { parseUnreadCount } from './notification-parsers';
import { markMessagesRead } from './update-message-cache';

/** `POST /api/notification/messenger/messages/read`: the caller's messages `messageIds` become read. */
export function readMessages(messageIds: readonly string[]): Promise<NotificationUnreadCount> {
  return request('/api/notification/messenger/messages/read', {
    method: 'POST',
    body: { messageIds },
    parse: parseUnreadCount,
  });
}

/** `POST /api/notification/messenger/messages/read/all`: every message of the caller becomes read. */
export function readAllMessages(): Promise<NotificationUnreadCount> {
  return request('/api/notification/messenger/messages/read/all', { method: 'POST', parse: parseUnreadCount });
}

/** Marks messages read (the ids, or 'all'); every cached page and the bell follow the answer. */
export function useReadMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: readonly string[] | 'all') => (ids === 'all' ? readAllMessages() : readMessages(ids)),
    onSuccess: ({ totalUnread }, ids) => markMessagesRead(queryClient, ids, totalUnread),
  });
}
