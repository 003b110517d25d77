import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { NOTIFICATION_POPOVER_SIZE, type NotificationMessagePage } from '@casino/shared';
import { request } from '@/lib/http';
import { useViewer } from '@/lib/viewer';
import { notificationKeys } from './notification-keys';
import { parseMessagePage } from './notification-parsers';

/** `GET /api/notification/messenger/messages?page&perPage`: newest first, with the unread count. */
export function getMessages(page: number, perPage: number, signal?: AbortSignal): Promise<NotificationMessagePage> {
  return request('/api/notification/messenger/messages', { query: { page, perPage }, signal, parse: parseMessagePage });
}

export const messagesQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: notificationKeys.messagePage(page, perPage),
    queryFn: ({ signal }) => getMessages(page, perPage, signal),
    // The channel keeps cached pages current (message-cache.ts); a page shown again is read again.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/** A page of the inbox; idle for a guest. */
export function useMessages(page: number, perPage: number) {
  const { isLoggedIn } = useViewer();
  return useQuery({ ...messagesQueryOptions(page, perPage), enabled: isLoggedIn });
}

/**
 * The popover's page (SPEC.md section 9: page 1, 3 items). The bell reads its unread count from
 * it too, so a player's first screen makes one small call for both.
 */
export function usePopoverMessages() {
  const { isLoggedIn } = useViewer();
  return useQuery({
    ...messagesQueryOptions(1, NOTIFICATION_POPOVER_SIZE),
    enabled: isLoggedIn,
    // Every page of every player mounts the bell: the channel, not a refetch per navigation, keeps it current.
    staleTime: Number.POSITIVE_INFINITY,
  });
}
