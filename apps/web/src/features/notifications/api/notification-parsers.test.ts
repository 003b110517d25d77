import { describe, expect, it } from 'vitest';
import { NotificationState } from '@casino/shared';
import { readNotificationEvent, readPushEvent } from './notification-parsers';

const message = {
  id: 'm-1',
  kind: 'withdrawal.paid',
  state: 1,
  readAt: null,
  createdAt: '2026-03-01T12:00:00.000Z',
  content: { title: 'Paid', body: 'On its way.' },
};

describe('the channel events', () => {
  it('reads notification.created with its message and count, and notification.read with its count', () => {
    expect(readNotificationEvent({ type: 'notification.created', message, totalUnread: 4 })).toEqual({
      type: 'notification.created',
      message: { ...message, state: NotificationState.Unread },
      totalUnread: 4,
    });
    expect(readNotificationEvent({ type: 'notification.read', totalUnread: 0 })).toEqual({
      type: 'notification.read',
      totalUnread: 0,
    });
  });

  it('ignores what it does not know: another type, no count, a message without id', () => {
    expect(readNotificationEvent({ type: 'notification.deleted', totalUnread: 1 })).toBeUndefined();
    expect(readNotificationEvent({ type: 'notification.read' })).toBeUndefined();
    expect(
      readNotificationEvent({ type: 'notification.created', message: { ...message, id: '' }, totalUnread: 1 }),
    ).toBeUndefined();
    expect(readNotificationEvent('notification.read')).toBeUndefined();
  });

  it('reads push.created, and nothing else, from the pushes channel', () => {
    const push = {
      id: 'p-1',
      kind: 'login.new-device',
      state: 1,
      readAt: null,
      createdAt: '2026-03-01T12:00:00.000Z',
      title: 'New sign-in',
    };
    expect(readPushEvent({ type: 'push.created', push })).toEqual({ ...push, state: NotificationState.Unread });
    expect(readPushEvent({ type: 'push.read', push })).toBeUndefined();
    expect(readPushEvent({ type: 'push.created', push: { title: 'no id' } })).toBeUndefined();
  });
});
