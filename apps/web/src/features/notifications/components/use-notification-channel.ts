import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_CREATED_TYPE } from '@casino/shared';
import { usePlayerChannel, useRealtimeState } from '@/lib/realtime';
import { notificationKeys } from '../api/notification-keys';
import { readNotificationEvent } from '../api/notification-parsers';
import { addMessage, applyReadElsewhere } from '../api/update-message-cache';

/**
 * `messenger:notifications#{profileId}` for as long as the bell is on screen: a new message goes
 * on top of the popover and the inbox with the count the server sent (SPEC.md section 4); a read
 * in another tab or device sets the count. Every tab subscribes for itself, so all tabs follow.
 * After a reconnect the pages are read again: what was published meanwhile may not be replayed.
 */
export function useNotificationChannel(): void {
  const queryClient = useQueryClient();
  const realtime = useRealtimeState();
  const connectedBefore = useRef(false);

  usePlayerChannel('messenger:notifications', (data) => {
    const event = readNotificationEvent(data);
    if (!event) return;
    if (event.type === NOTIFICATION_CREATED_TYPE) addMessage(queryClient, event.message, event.totalUnread);
    else applyReadElsewhere(queryClient, event.totalUnread);
  });

  useEffect(() => {
    if (realtime !== 'connected') return;
    if (connectedBefore.current) void queryClient.invalidateQueries({ queryKey: notificationKeys.messages });
    connectedBefore.current = true;
  }, [realtime, queryClient]);
}
