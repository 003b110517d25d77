import { useEffect, useRef } from 'react';
import type { NotificationMessage } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { unreadIds } from '../api/message-cache';

interface InboxToolbarProps {
  readonly listed: readonly NotificationMessage[];
  readonly chosen: readonly NotificationMessage[];
  readonly totalUnread: number;
  readonly busy: boolean;
  readonly onSelectAll: (all: boolean) => void;
  readonly onReadChosen: () => void;
  readonly onReadAll: () => void;
  readonly onDeleteChosen: () => void;
}

/** Above the inbox: select the page, act on the selection, or mark everything read. */
export function InboxToolbar({
  listed,
  chosen,
  totalUnread,
  busy,
  onSelectAll,
  onReadChosen,
  onReadAll,
  onDeleteChosen,
}: InboxToolbarProps) {
  const t = useT();
  const all = chosen.length > 0 && chosen.length === listed.length;
  const some = chosen.length > 0 && !all;
  const selectAllRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAllRef.current) selectAllRef.current.indeterminate = some;
  }, [some]);

  return (
    <div className="inbox-toolbar" role="toolbar" aria-label={t('global-components:notifications.actions')}>
      <label className="inbox-toolbar__all">
        <input
          ref={selectAllRef}
          type="checkbox"
          checked={all}
          onChange={(event) => onSelectAll(event.target.checked)}
          data-testid="notification-select-all"
        />
        <span>
          {chosen.length > 0
            ? t('global-components:notifications.selected', { count: chosen.length })
            : t('global-components:notifications.selectAll')}
        </span>
      </label>
      <div className="inbox-toolbar__actions">
        {chosen.length > 0 && (
          <>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={onReadChosen}
              disabled={busy || unreadIds(chosen).length === 0}
              data-testid="notification-read-selected"
            >
              <Icon name="check" size={16} />
              {t('global-components:notifications.markRead')}
            </button>
            <button
              type="button"
              className="button button--secondary button--small inbox-toolbar__delete"
              onClick={onDeleteChosen}
              disabled={busy}
              data-testid="notification-delete-selected"
            >
              <Icon name="trash" size={16} />
              {t('global-components:notifications.delete')}
            </button>
          </>
        )}
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={onReadAll}
          disabled={busy || totalUnread === 0}
          data-testid="notification-read-all"
        >
          {t('global-components:notifications.markAllRead')}
        </button>
      </div>
    </div>
  );
}
