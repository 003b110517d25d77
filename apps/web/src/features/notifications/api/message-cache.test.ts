import { describe, expect, it } from 'vitest';
import { NotificationState, type NotificationMessage, type NotificationMessagePage } from '@casino/shared';
import { unreadIds, withMessagesRead, withMessagesRemoved, withNewMessage, withTotalUnread } from './message-cache';

const message = (id: string, state: NotificationState = NotificationState.Unread): NotificationMessage => ({
  id,
  kind: 'deposit.credited',
  state,
  readAt: state === NotificationState.Read ? '2026-01-01T00:00:00.000Z' : null,
  createdAt: '2026-01-01T00:00:00.000Z',
  content: { title: `Title ${id}`, body: `Body ${id}` },
});

const pageOf = (
  messages: NotificationMessage[],
  page = 1,
  perPage = 3,
  totalRows = messages.length,
  totalUnread = unreadIds(messages).length,
): NotificationMessagePage => ({
  data: messages,
  meta: { page, perPage, totalPages: Math.ceil(totalRows / perPage), totalRows, totalUnread },
});

describe('a new message (notification.created)', () => {
  it('goes on top of page 1, which keeps its size, and takes the count the server sent', () => {
    const before = pageOf([message('c'), message('b', NotificationState.Read), message('a')], 1, 3, 3, 2);
    const { page, shifted } = withNewMessage(before, message('d'), 3);
    expect(page.data.map((item) => item.id)).toEqual(['d', 'c', 'b']);
    expect(page.meta).toMatchObject({ totalRows: 4, totalPages: 2, totalUnread: 3 });
    expect(shifted).toBe(false);
  });

  it('fills a short page 1 without dropping anything', () => {
    const { page } = withNewMessage(pageOf([message('a')], 1, 20), message('b'), 2);
    expect(page.data.map((item) => item.id)).toEqual(['b', 'a']);
  });

  it('leaves a later page as it is, but says it moved (only a refetch shows it)', () => {
    const later = pageOf([message('x')], 2, 3, 4, 1);
    const { page, shifted } = withNewMessage(later, message('new'), 2);
    expect(page.data.map((item) => item.id)).toEqual(['x']);
    expect(page.meta.totalUnread).toBe(2);
    expect(shifted).toBe(true);
  });

  it('is not listed twice when the channel delivers it again after a resubscribe', () => {
    const once = withNewMessage(pageOf([message('a')]), message('b'), 2).page;
    const twice = withNewMessage(once, message('b'), 2);
    expect(twice.page.data.map((item) => item.id)).toEqual(['b', 'a']);
    expect(twice.page.meta.totalRows).toBe(2);
  });
});

describe('reading and deleting', () => {
  it('marks the chosen messages read, with the time, and keeps the others', () => {
    const page = withMessagesRead(pageOf([message('a'), message('b')]), ['b'], 1, '2026-02-02T10:00:00.000Z');
    expect(page.data.map((item) => [item.id, item.state, item.readAt])).toEqual([
      ['a', NotificationState.Unread, null],
      ['b', NotificationState.Read, '2026-02-02T10:00:00.000Z'],
    ]);
    expect(page.meta.totalUnread).toBe(1);
  });

  it('marks every message read for "mark all read", keeping the time of those read before', () => {
    const page = withMessagesRead(
      pageOf([message('a'), message('b', NotificationState.Read)]),
      'all',
      0,
      '2026-02-02T10:00:00.000Z',
    );
    expect(page.data.every((item) => item.state === NotificationState.Read)).toBe(true);
    expect(page.data[1]?.readAt).toBe('2026-01-01T00:00:00.000Z');
    expect(page.meta.totalUnread).toBe(0);
  });

  it('takes deleted messages off the page and out of the totals', () => {
    const page = withMessagesRemoved(
      pageOf([message('a'), message('b'), message('c')], 1, 3, 5, 5),
      ['a', 'c', 'not-here'],
      3,
    );
    expect(page.data.map((item) => item.id)).toEqual(['b']);
    expect(page.meta).toMatchObject({ totalRows: 3, totalPages: 1, totalUnread: 3 });
  });

  it('sets a count without copying a page that already has it', () => {
    const page = pageOf([message('a')]);
    expect(withTotalUnread(page, 1)).toBe(page);
    expect(withTotalUnread(page, 4).meta.totalUnread).toBe(4);
  });

  it('lists the unread ids of a selection', () => {
    expect(unreadIds([message('a'), message('b', NotificationState.Read), message('c')])).toEqual(['a', 'c']);
  });
});
