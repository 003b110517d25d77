import { NotificationState, type NotificationMessage, type NotificationMessagePage } from '@casino/shared';

/**
 * How a cached page of the inbox changes with what the player did here or the channel says
 * happened (SPEC.md section 4: a new message goes on top of page 1, which keeps its size; marking
 * all read zeroes the count). Pure, so the bell, the popover and the inbox page agree and the
 * rules are tested without a browser. The server's totalUnread is always the count taken.
 */

const pagesFor = (totalRows: number, perPage: number): number => (perPage > 0 ? Math.ceil(totalRows / perPage) : 0);

export function withTotalUnread(page: NotificationMessagePage, totalUnread: number): NotificationMessagePage {
  return page.meta.totalUnread === totalUnread ? page : { ...page, meta: { ...page.meta, totalUnread } };
}

/**
 * A new message: on top of page 1, which keeps `perPage` messages; other pages shift by one,
 * which only a refetch can show (`shifted`). A message already listed (the channel delivered it
 * again after a resubscribe) changes nothing but the count.
 */
export function withNewMessage(
  page: NotificationMessagePage,
  message: NotificationMessage,
  totalUnread: number,
): { page: NotificationMessagePage; shifted: boolean } {
  if (page.data.some((listed) => listed.id === message.id))
    return { page: withTotalUnread(page, totalUnread), shifted: false };
  const totalRows = page.meta.totalRows + 1;
  const meta = { ...page.meta, totalRows, totalPages: pagesFor(totalRows, page.meta.perPage), totalUnread };
  if (page.meta.page !== 1) return { page: { ...page, meta }, shifted: true };
  return { page: { data: [message, ...page.data].slice(0, Math.max(1, page.meta.perPage)), meta }, shifted: false };
}

const markRead = (message: NotificationMessage, readAt: string): NotificationMessage =>
  message.state === NotificationState.Read ? message : { ...message, state: NotificationState.Read, readAt };

/** Messages marked read (`ids`), or every message when `ids` is 'all'. */
export function withMessagesRead(
  page: NotificationMessagePage,
  ids: readonly string[] | 'all',
  totalUnread: number,
  readAt: string,
): NotificationMessagePage {
  const chosen = ids === 'all' ? undefined : new Set(ids);
  return {
    data: page.data.map((message) =>
      chosen === undefined || chosen.has(message.id) ? markRead(message, readAt) : message,
    ),
    meta: { ...page.meta, totalUnread },
  };
}

/** Messages deleted: gone from the page at once; the refetch that follows fills the page again. */
export function withMessagesRemoved(
  page: NotificationMessagePage,
  ids: readonly string[],
  totalUnread: number,
): NotificationMessagePage {
  const removed = new Set(ids);
  const data = page.data.filter((message) => !removed.has(message.id));
  const totalRows = Math.max(0, page.meta.totalRows - (page.data.length - data.length));
  return { data, meta: { ...page.meta, totalRows, totalPages: pagesFor(totalRows, page.meta.perPage), totalUnread } };
}

/** The unread messages among `messages`, by id: what "mark read" sends for a selection or a page. */
export const unreadIds = (messages: readonly NotificationMessage[]): string[] =>
  messages.filter((message) => message.state === NotificationState.Unread).map((message) => message.id);
