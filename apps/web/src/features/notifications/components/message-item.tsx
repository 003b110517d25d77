import type { ReactNode } from 'react';
import {
  NOTIFICATION_TOPIC_OF,
  NotificationState,
  type NotificationMessage,
  type NotificationTopic,
} from '@casino/shared';
import { Icon, type IconName } from '@/components/ui/icon';
import { formatDate, useT } from '@/lib/i18n';

/** Each topic's picture, the drawer's where it has one. */
export const TOPIC_ICONS: Readonly<Record<NotificationTopic, IconName>> = {
  payments: 'coins',
  bonuses: 'bonuses',
  sports: 'sport',
  'safer-play': 'shield',
  account: 'profile',
  news: 'sparkles',
};

interface MessageItemProps {
  readonly message: NotificationMessage;
  /** The popover's shorter form: the body clamped to two lines. */
  readonly compact?: boolean;
  /** Marks this one message read; absent when it is read already or nothing may act. */
  readonly onRead?: () => void;
  readonly busy?: boolean;
  /** The inbox's selection checkbox, before the message. */
  readonly select?: ReactNode;
}

/** One message: its kind, title, text and time; unread ones marked (in words for a screen reader) with their own "mark as read". */
export function MessageItem({ message, compact = false, onRead, busy = false, select }: MessageItemProps) {
  const t = useT();
  const unread = message.state === NotificationState.Unread;
  const topic = NOTIFICATION_TOPIC_OF[message.kind];
  return (
    <li
      className={`notification-item${unread ? ' notification-item--unread' : ''}${compact ? ' notification-item--compact' : ''}`}
      data-testid="notification-item"
      data-id={message.id}
      data-state={message.state}
    >
      {select}
      <span className="notification-icon notification-item__icon" aria-hidden="true">
        <Icon name={TOPIC_ICONS[topic]} size={18} />
      </span>
      <div className="notification-item__body">
        <p className="notification-item__meta">
          <span className="notification-item__kind">{t(`global-components:notifications.kinds.${message.kind}`)}</span>
          <time dateTime={message.createdAt}>{formatDate(message.createdAt, 'dateTime')}</time>
        </p>
        <p className="notification-item__title">
          {unread && <span className="visually-hidden">{t('layout:notifications.unread')}: </span>}
          {message.content.title}
        </p>
        {message.content.body && <p className="notification-item__text">{message.content.body}</p>}
      </div>
      {unread && onRead && (
        <button
          type="button"
          className="icon-button notification-item__read"
          onClick={onRead}
          disabled={busy}
          aria-label={`${t('layout:notifications.markRead')}: ${message.content.title}`}
          title={t('layout:notifications.markRead')}
          data-testid="notification-read"
        >
          <Icon name="check" size={16} />
        </button>
      )}
      {unread && <span className="notification-item__dot" aria-hidden="true" />}
    </li>
  );
}
