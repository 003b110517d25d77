import {
  NOTIFICATION_CREATED_TYPE,
  NOTIFICATION_KINDS,
  NOTIFICATION_READ_TYPE,
  NotificationState,
  PUSH_CREATED_TYPE,
  type NotificationChannelEvent,
  type NotificationKind,
  type NotificationMessage,
  type NotificationMessagePage,
  type NotificationPageMeta,
  type NotificationPush,
  type NotificationPushPage,
  type NotificationUnreadCount,
} from '@casino/shared';
import { isRecord } from '@/lib/http';

/**
 * Readers of the notification contract (packages/shared notification.ts). A row without its id
 * is refused (nothing could mark or delete it); an unknown kind reads as an operator's service
 * message, so a kind the server learns before this build still shows, with a neutral label.
 */
type Row = Readonly<Record<string, unknown>>;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const count = (value: unknown): number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0;
const kindOf = (value: unknown): NotificationKind =>
  (NOTIFICATION_KINDS as readonly unknown[]).includes(value) ? (value as NotificationKind) : 'operator.service';
const stateOf = (value: unknown): NotificationState =>
  value === NotificationState.Read ? NotificationState.Read : NotificationState.Unread;

/** What a message and its push share: the id (required: nothing could act on a row without it), kind, state and times. */
function readCommon(value: unknown, what: string) {
  if (!isRecord(value) || typeof value.id !== 'string' || value.id === '') throw new Error(`Unexpected ${what}`);
  const row: Row = value;
  const common = {
    id: value.id,
    kind: kindOf(row.kind),
    state: stateOf(row.state),
    readAt: typeof row.readAt === 'string' ? row.readAt : null,
    createdAt: text(row.createdAt),
  };
  return { row, common };
}

export function parseMessage(value: unknown): NotificationMessage {
  const { row, common } = readCommon(value, 'notification message');
  const content = isRecord(row.content) ? row.content : {};
  return { ...common, content: { title: text(content.title), body: text(content.body) } };
}

export function parsePush(value: unknown): NotificationPush {
  const { row, common } = readCommon(value, 'push notification');
  return { ...common, title: text(row.title) };
}

function parseMeta(value: unknown): NotificationPageMeta {
  const meta = isRecord(value) ? value : {};
  return {
    page: Math.max(1, count(meta.page)),
    perPage: count(meta.perPage),
    totalPages: count(meta.totalPages),
    totalRows: count(meta.totalRows),
    totalUnread: count(meta.totalUnread),
  };
}

export function parseMessagePage(body: unknown): NotificationMessagePage {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected notification messages response');
  return { data: body.data.map(parseMessage), meta: parseMeta(body.meta) };
}

export function parsePushPage(body: unknown): NotificationPushPage {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new Error('Unexpected pushes response');
  return { data: body.data.map(parsePush), meta: parseMeta(body.meta) };
}

export function parseUnreadCount(body: unknown): NotificationUnreadCount {
  if (!isRecord(body) || typeof body.totalUnread !== 'number') throw new Error('Unexpected unread count response');
  return { totalUnread: count(body.totalUnread) };
}

/** A publication of `messenger:notifications#`, or undefined for anything else (it is ignored). */
export function readNotificationEvent(data: unknown): NotificationChannelEvent | undefined {
  if (!isRecord(data) || typeof data.totalUnread !== 'number') return undefined;
  const totalUnread = count(data.totalUnread);
  if (data.type === NOTIFICATION_READ_TYPE) return { type: NOTIFICATION_READ_TYPE, totalUnread };
  if (data.type !== NOTIFICATION_CREATED_TYPE) return undefined;
  try {
    return { type: NOTIFICATION_CREATED_TYPE, message: parseMessage(data.message), totalUnread };
  } catch {
    return undefined;
  }
}

/** The push of a `push.created` publication on `messenger:pushes#`, or undefined. */
export function readPushEvent(data: unknown): NotificationPush | undefined {
  if (!isRecord(data) || data.type !== PUSH_CREATED_TYPE) return undefined;
  try {
    return parsePush(data.push);
  } catch {
    return undefined;
  }
}
