import {
  NOTIFICATION_KINDS,
  NotificationState,
  type NotificationKind,
  type NotificationMessage,
  type NotificationPush,
} from '@casino/shared';
import type { notificationMessages, notificationPushes } from './notification.table';

type MessageRow = typeof notificationMessages.$inferSelect;
type PushRow = typeof notificationPushes.$inferSelect;

const KINDS: ReadonlySet<string> = new Set(NOTIFICATION_KINDS);

/** A kind the catalogue no longer has (a retired one) is shown as an operator's service message. */
function kindOf(stored: string): NotificationKind {
  return KINDS.has(stored) ? (stored as NotificationKind) : 'operator.service';
}

function stateOf(stored: number): NotificationState {
  return stored === NotificationState.Read ? NotificationState.Read : NotificationState.Unread;
}

/** What a message and its push share in their answers. */
function commonView(row: MessageRow | PushRow) {
  return {
    id: row.id,
    kind: kindOf(row.kind),
    state: stateOf(row.state),
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toMessageView(row: MessageRow): NotificationMessage {
  return { ...commonView(row), content: { title: row.title, body: row.body } };
}

export function toPushView(row: PushRow): NotificationPush {
  return { ...commonView(row), title: row.title };
}
