import { Link } from 'react-router';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/logger';
import { useLocalizePath } from '@/lib/page-locale';
import { usePopoverMessages } from '../api/get-messages';
import { useReadMessages } from '../api/read-messages';
import { MessageItem } from './message-item';
import { notificationPaths } from './notification-paths';
import { PopoverSkeleton } from './popover-skeleton';
import './notifications.css';

/**
 * The panel under the bell (loaded on its first opening): the 3 newest messages (SPEC.md
 * section 9), live through the bell's channel, each with "mark as read"; "mark all as read"; and
 * the way to the inbox. A failed load is only logged (SPEC.md section 8) and the panel says so.
 */
export default function NotificationPopover({ onNavigate }: { readonly onNavigate: () => void }) {
  const t = useT();
  const pathOf = useLocalizePath();
  const messages = usePopoverMessages();
  const read = useReadMessages();
  const page = messages.data;
  const markRead = (ids: readonly string[] | 'all') =>
    read.mutate(ids, { onError: (error) => logger.warn('notifications could not be marked read', error) });

  return (
    <div className="notification-popover" data-testid="notification-popover">
      <div className="notification-popover__head">
        <p className="notification-popover__title">{t('layout:notifications.bell')}</p>
        {page && page.meta.totalUnread > 0 && (
          <button
            type="button"
            className="notification-popover__all"
            onClick={() => markRead('all')}
            disabled={read.isPending}
            data-testid="notification-read-all"
          >
            {t('layout:notifications.markAllRead')}
          </button>
        )}
      </div>
      {messages.isPending && <PopoverSkeleton />}
      {messages.isError && (
        <p className="notification-popover__note" role="status">
          {t('layout:notifications.loadFailed')}
        </p>
      )}
      {page && page.data.length === 0 && (
        <p className="notification-popover__note">{t('layout:notifications.empty')}</p>
      )}
      {page && page.data.length > 0 && (
        <ul className="notification-list notification-list--compact">
          {page.data.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              compact
              onRead={() => markRead([message.id])}
              busy={read.isPending}
            />
          ))}
        </ul>
      )}
      <Link
        className="notification-popover__more"
        to={pathOf(notificationPaths.inbox)}
        onClick={onNavigate}
        data-testid="notification-see-all"
      >
        {t('layout:notifications.seeAll')}
      </Link>
    </div>
  );
}
