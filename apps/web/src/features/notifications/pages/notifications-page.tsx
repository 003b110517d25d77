import { createElement, useState } from 'react';
import { Link } from 'react-router';
import { NOTIFICATION_PAGE_SIZE, type NotificationMessage } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { Pagination } from '@/components/ui/pagination';
import { showAlert } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { useMessages } from '../api/get-messages';
import { unreadIds } from '../api/message-cache';
import { useDeleteMessages } from '../api/delete-messages';
import { useReadMessages } from '../api/read-messages';
import { InboxToolbar } from '../components/inbox-toolbar';
import { MessageItem } from '../components/message-item';
import { notificationPaths } from '../components/notification-paths';
import '../components/notifications.css';

/** Rows of the skeleton while a page loads: a screenful, not a whole page of 20. */
const SKELETON_ROWS = 5;

/**
 * `/notifications`, for players (ours, beyond SPEC.md section 2): the inbox, 20 to a page, newest
 * first and live (a new message lands on page 1). Messages are marked read one by one, by
 * selection or all at once, and deleted by selection.
 */
export default function NotificationsPage({ headingLevel = 1 }: { readonly headingLevel?: 1 | 2 | 3 | 4 }) {
  const t = useT();
  const pathOf = useLocalizePath();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const messages = useMessages(page, NOTIFICATION_PAGE_SIZE);
  const read = useReadMessages();
  const remove = useDeleteMessages();
  const data = messages.data;
  const listed = data?.data ?? [];
  const chosen = listed.filter((message) => selected.has(message.id));

  const markRead = (ids: readonly string[] | 'all') =>
    read.mutate(ids, { onError: () => showAlert({ kind: 'error', title: 'alerts:generic.error' }) });
  const deleteChosen = () =>
    remove.mutate(
      chosen.map((message) => message.id),
      {
        onSuccess: () => {
          setSelected(new Set());
          // A page emptied of its last messages gives way to the one before.
          if (chosen.length === listed.length && page > 1) setPage(page - 1);
          showAlert({ kind: 'success', title: 'alerts:notifications.deleted' });
        },
        onError: () => showAlert({ kind: 'error', title: 'alerts:generic.error' }),
      },
    );
  const goTo = (next: number) => {
    setSelected(new Set());
    setPage(next);
  };

  return (
    <section className="notifications-page" data-testid="notifications-page">
      <div className="notifications-page__head">
        {createElement(
          `h${headingLevel}`,
          { className: 'notifications-page__title' },
          t('global-components:sections.notifications'),
        )}
        <Link className="button button--secondary button--small" to={pathOf(notificationPaths.settings)}>
          {t('global-components:notifications.settings')}
        </Link>
      </div>
      <p className="notifications-page__lead" data-testid="notifications-unread">
        {data
          ? t('global-components:notifications.unreadCount', { count: data.meta.totalUnread })
          : t('global-components:notifications.lead')}
      </p>
      {messages.isPending && <InboxSkeleton />}
      {messages.isError && !data && (
        <div className="notifications-state" role="alert">
          <p>{t('global-components:notifications.loadFailed')}</p>
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => void messages.refetch()}
          >
            {t('global-components:buttons.retry')}
          </button>
        </div>
      )}
      {data && listed.length === 0 && page === 1 && <InboxEmpty />}
      {data && listed.length > 0 && (
        <>
          <InboxToolbar
            listed={listed}
            chosen={chosen}
            totalUnread={data.meta.totalUnread}
            busy={read.isPending || remove.isPending}
            onSelectAll={(all) => setSelected(new Set(all ? listed.map((message) => message.id) : []))}
            onReadChosen={() => markRead(unreadIds(chosen))}
            onReadAll={() => markRead('all')}
            onDeleteChosen={deleteChosen}
          />
          <ul
            className="notification-list"
            aria-busy={messages.isFetching || undefined}
            data-testid="notification-list"
          >
            {listed.map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                onRead={() => markRead([message.id])}
                busy={read.isPending}
                select={
                  <SelectBox
                    message={message}
                    checked={selected.has(message.id)}
                    onChange={(on) => setSelected(toggled(selected, message.id, on))}
                  />
                }
              />
            ))}
          </ul>
          <Pagination meta={data.meta} onPage={goTo} label={t('global-components:notifications.pages')} />
        </>
      )}
    </section>
  );
}

function toggled(selected: ReadonlySet<string>, id: string, on: boolean): ReadonlySet<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

function SelectBox({
  message,
  checked,
  onChange,
}: {
  readonly message: NotificationMessage;
  readonly checked: boolean;
  readonly onChange: (on: boolean) => void;
}) {
  const t = useT();
  return (
    <input
      type="checkbox"
      className="notification-item__select"
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      aria-label={t('global-components:notifications.select', { title: message.content.title })}
      data-testid="notification-select"
    />
  );
}

function InboxSkeleton() {
  const t = useT();
  return (
    <div className="notifications-skeleton" data-skeleton="notifications-page" role="status">
      <span className="visually-hidden">{t('global-components:loading.label')}</span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div key={index} className="skeleton notifications-skeleton__row" />
      ))}
    </div>
  );
}

function InboxEmpty() {
  const t = useT();
  return (
    <div className="notifications-state notifications-state--empty" data-testid="notifications-empty">
      <span className="notification-icon notifications-state__icon" aria-hidden="true">
        <Icon name="bell" size={28} />
      </span>
      <p className="notifications-state__title">{t('global-components:notifications.emptyTitle')}</p>
      <p>{t('global-components:notifications.emptyText')}</p>
    </div>
  );
}
