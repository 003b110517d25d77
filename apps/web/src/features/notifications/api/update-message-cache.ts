import type { QueryClient } from '@tanstack/react-query';
import type { NotificationMessage, NotificationMessagePage } from '@casino/shared';
import { withMessagesRead, withMessagesRemoved, withNewMessage, withTotalUnread } from './message-cache';
import { notificationKeys } from './notification-keys';

/**
 * message-cache.ts applied to every cached page of the inbox (the popover's and the inbox page's),
 * so the bell, the popover and the page show the same messages and the same count.
 */
const cachedPages = (queryClient: QueryClient) =>
  queryClient.getQueriesData<NotificationMessagePage>({ queryKey: notificationKeys.messages });

function updatePages(
  queryClient: QueryClient,
  change: (page: NotificationMessagePage) => NotificationMessagePage,
): void {
  for (const [key, page] of cachedPages(queryClient)) if (page) queryClient.setQueryData(key, change(page));
}

export function setTotalUnread(queryClient: QueryClient, totalUnread: number): void {
  updatePages(queryClient, (page) => withTotalUnread(page, totalUnread));
}

/** `notification.created`: on top of every page 1; later pages, shifted by one, are read again when shown. */
export function addMessage(queryClient: QueryClient, message: NotificationMessage, totalUnread: number): void {
  for (const [key, page] of cachedPages(queryClient)) {
    if (!page) continue;
    const change = withNewMessage(page, message, totalUnread);
    queryClient.setQueryData(key, change.page);
    if (change.shifted) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }
}

export function markMessagesRead(queryClient: QueryClient, ids: readonly string[] | 'all', totalUnread: number): void {
  const readAt = new Date().toISOString();
  updatePages(queryClient, (page) => withMessagesRead(page, ids, totalUnread, readAt));
}

/** Deleted messages leave at once; the pages are then read again, so the next ones move up. */
export function removeMessages(queryClient: QueryClient, ids: readonly string[], totalUnread: number): void {
  updatePages(queryClient, (page) => withMessagesRemoved(page, ids, totalUnread));
  void queryClient.invalidateQueries({ queryKey: notificationKeys.messages });
}

/**
 * `notification.read`: another tab or device read or deleted messages. The count is the event's;
 * which messages changed it does not say, so the pages shown are read again (others when next shown).
 */
export function applyReadElsewhere(queryClient: QueryClient, totalUnread: number): void {
  const counts = cachedPages(queryClient).map(([, page]) => page?.meta.totalUnread);
  // Our own read comes back on the channel too: with the count already ours, there is nothing to learn.
  if (counts.length > 0 && counts.every((known) => known === totalUnread)) return;
  setTotalUnread(queryClient, totalUnread);
  void queryClient.invalidateQueries({ queryKey: notificationKeys.messages });
}
