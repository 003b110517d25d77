import { PUSH_PAGE_SIZE, type NotificationPushPage, type NotificationUnreadCount } from '@casino/shared';
import { request } from '@/lib/http';
import { parsePushPage, parseUnreadCount } from './notification-parsers';

/** `GET /api/notification/pushes?page&perPage` (SPEC.md section 9: 20 to a page), newest first. */
export function getPushes(page = 1, signal?: AbortSignal): Promise<NotificationPushPage> {
  return request('/api/notification/pushes', {
    query: { page, perPage: PUSH_PAGE_SIZE },
    signal,
    parse: parsePushPage,
  });
}

/** `POST /api/notification/pushes/read`: the pushes the player was shown become read, in one batch. */
export function readPushes(pushIds: readonly string[]): Promise<NotificationUnreadCount> {
  return request('/api/notification/pushes/read', { method: 'POST', body: { pushIds }, parse: parseUnreadCount });
}
