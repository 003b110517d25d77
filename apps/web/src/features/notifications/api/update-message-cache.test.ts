import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { NotificationState, type NotificationMessage, type NotificationMessagePage } from '@casino/shared';
import { notificationKeys } from './notification-keys';
import { addMessage, applyReadElsewhere, markMessagesRead, removeMessages } from './update-message-cache';

const message = (id: string): NotificationMessage => ({
  id,
  kind: 'bonus.issued',
  state: NotificationState.Unread,
  readAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  content: { title: id, body: '' },
});

const page = (
  ids: string[],
  pageNumber: number,
  perPage: number,
  totalRows: number,
  totalUnread: number,
): NotificationMessagePage => ({
  data: ids.map(message),
  meta: { page: pageNumber, perPage, totalPages: Math.ceil(totalRows / perPage), totalRows, totalUnread },
});

/** The popover's page 1 of 3 and the inbox's pages 1 and 2 of 2, as a player who opened both has them. */
function cacheWithPages(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(notificationKeys.messagePage(1, 3), page(['d', 'c', 'b'], 1, 3, 4, 4));
  queryClient.setQueryData(notificationKeys.messagePage(1, 2), page(['d', 'c'], 1, 2, 4, 4));
  queryClient.setQueryData(notificationKeys.messagePage(2, 2), page(['b', 'a'], 2, 2, 4, 4));
  return queryClient;
}

const cached = (queryClient: QueryClient, pageNumber: number, perPage: number) =>
  queryClient.getQueryData<NotificationMessagePage>(notificationKeys.messagePage(pageNumber, perPage));
const isStale = (queryClient: QueryClient, pageNumber: number, perPage: number) =>
  queryClient.getQueryState(notificationKeys.messagePage(pageNumber, perPage))?.isInvalidated;

describe('the cached inbox pages follow what happens', () => {
  it('puts a new message on top of every page 1 and marks later pages to be read again', () => {
    const queryClient = cacheWithPages();
    addMessage(queryClient, message('e'), 5);
    expect(cached(queryClient, 1, 3)?.data.map((item) => item.id)).toEqual(['e', 'd', 'c']);
    expect(cached(queryClient, 1, 2)?.data.map((item) => item.id)).toEqual(['e', 'd']);
    expect([1, 2].map((n) => cached(queryClient, n, 2)?.meta.totalUnread)).toEqual([5, 5]);
    expect(isStale(queryClient, 2, 2)).toBe(true);
    expect(isStale(queryClient, 1, 3)).toBe(false);
  });

  it('marks read on every page where the message is listed, with the count the server answered', () => {
    const queryClient = cacheWithPages();
    markMessagesRead(queryClient, ['d'], 3);
    expect(cached(queryClient, 1, 3)?.data[0]?.state).toBe(NotificationState.Read);
    expect(cached(queryClient, 1, 2)?.data[0]?.state).toBe(NotificationState.Read);
    expect(cached(queryClient, 2, 2)?.meta.totalUnread).toBe(3);
  });

  it('takes deleted messages away at once and reads every page again', () => {
    const queryClient = cacheWithPages();
    removeMessages(queryClient, ['c'], 3);
    expect(cached(queryClient, 1, 3)?.data.map((item) => item.id)).toEqual(['d', 'b']);
    expect(isStale(queryClient, 1, 3)).toBe(true);
  });

  it('on notification.read from another tab, sets the count and reads the pages again', () => {
    const queryClient = cacheWithPages();
    applyReadElsewhere(queryClient, 1);
    expect(cached(queryClient, 1, 3)?.meta.totalUnread).toBe(1);
    expect(isStale(queryClient, 1, 3)).toBe(true);
  });

  it('ignores the echo of its own read (the count is already the event’s)', () => {
    const queryClient = cacheWithPages();
    markMessagesRead(queryClient, ['d'], 3);
    applyReadElsewhere(queryClient, 3);
    expect(isStale(queryClient, 1, 3)).toBe(false);
  });
});
