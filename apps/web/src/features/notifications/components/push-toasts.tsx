import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router';
import { NOTIFICATION_TOPIC_OF, type NotificationPush } from '@casino/shared';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/logger';
import { useLocalizePath } from '@/lib/page-locale';
import { usePlayerChannel } from '@/lib/realtime';
import { getPushes, readPushes } from '../api/get-pushes';
import { readPushEvent } from '../api/notification-parsers';
import { TOPIC_ICONS } from './message-item';
import { notificationPaths } from './notification-paths';
import { createPushToastStore, PUSH_TOAST_MS } from './push-toast-store';

/** One store per tab: a push shown here is marked read once, whichever component shows it. */
const pushToasts = createPushToastStore(readPushes);

/**
 * The player's pushes as toasts (SPEC.md section 4), for as long as the bell is on screen: the
 * unread ones found on arrival, then each `push.created` of `messenger:pushes#{profileId}`. The
 * region is always there, so a screen reader announces what is put into it.
 */
export function PushToasts() {
  const t = useT();
  const shown = useSyncExternalStore(pushToasts.subscribe, pushToasts.get, pushToasts.get);

  useEffect(() => {
    const controller = new AbortController();
    getPushes(1, controller.signal)
      .then((page) => pushToasts.addBacklog(page.data))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) logger.warn('pushes could not be loaded', error);
      });
    return () => {
      controller.abort();
      // Unmounted at logout: the next player on this tab must not see these.
      pushToasts.clear();
    };
  }, []);

  usePlayerChannel('messenger:pushes', (data) => {
    const push = readPushEvent(data);
    if (push) pushToasts.add(push);
  });

  // On the body: the header's blur would otherwise make it the toasts' containing block.
  return createPortal(
    <div
      className="push-toasts"
      role="status"
      aria-live="polite"
      aria-label={t('layout:notifications.toasts')}
      data-testid="push-toasts"
    >
      {shown.map((push) => (
        <PushToast key={push.id} push={push} />
      ))}
    </div>,
    document.body,
  );
}

/** A toast hides after a while unless the pointer or focus is on it (time enough to read and act). */
function PushToast({ push }: { readonly push: NotificationPush }) {
  const t = useT();
  const pathOf = useLocalizePath();
  const [held, setHeld] = useState(false);
  const dismiss = () => pushToasts.dismiss(push.id);

  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => pushToasts.dismiss(push.id), PUSH_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [held, push.id]);

  return (
    <div
      className="push-toast"
      data-testid="push-toast"
      data-kind={push.kind}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <span className="notification-icon" aria-hidden="true">
        <Icon name={TOPIC_ICONS[NOTIFICATION_TOPIC_OF[push.kind]]} size={18} />
      </span>
      <div className="push-toast__body">
        <p className="push-toast__kind">{t(`global-components:notifications.kinds.${push.kind}`)}</p>
        <p className="push-toast__title">{push.title}</p>
        <Link className="push-toast__link" to={pathOf(notificationPaths.inbox)} onClick={dismiss}>
          {t('layout:notifications.open')}
        </Link>
      </div>
      <button
        type="button"
        className="icon-button push-toast__close"
        onClick={dismiss}
        aria-label={t('layout:notifications.dismiss')}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
