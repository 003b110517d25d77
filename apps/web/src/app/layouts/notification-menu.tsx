import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { usePopoverMessages } from '@/features/notifications/api/get-messages';
import { BellFace } from '@/features/notifications/components/bell-face';
import { PopoverSkeleton } from '@/features/notifications/components/popover-skeleton';
import { PushToasts } from '@/features/notifications/components/push-toasts';
import { useNotificationChannel } from '@/features/notifications/components/use-notification-channel';
import '@/features/notifications/components/notification-bell.css';
import { useT } from '@/lib/i18n';
import { logger } from '@/lib/logger';
import { HeaderMenu } from './header-menu';

/** The list under the bell: its own chunk, fetched when the bell is first opened (or pointed at). */
const loadPopover = () => import('@/features/notifications/components/notification-popover');
const NotificationPopover = lazy(loadPopover);

/**
 * The bell of a logged-in player (features/notifications): the unread count live on every page,
 * the popover of the newest messages, and the push toasts. Loaded with the player, beside their
 * menu; the user panel keeps its place while it loads.
 */
export default function NotificationMenu() {
  const t = useT();
  const messages = usePopoverMessages();
  useNotificationChannel();
  // SPEC.md section 8: a failure to load notifications is only logged; the bell shows no count.
  useEffect(() => {
    if (messages.error) logger.warn('notifications could not be loaded', messages.error);
  }, [messages.error]);
  const unread = messages.data?.meta.totalUnread ?? 0;
  const label = unread > 0 ? t('layout:notifications.bellUnread', { count: unread }) : t('layout:notifications.bell');

  return (
    <div className="notification-menu" onPointerEnter={() => void loadPopover()} onFocus={() => void loadPopover()}>
      <HeaderMenu label={label} placement="header" testId="notification-menu" button={<BellFace unread={unread} />}>
        {(close, isOpen) => (
          <OnceOpened isOpen={isOpen}>
            <Suspense fallback={<PopoverSkeleton />}>
              <NotificationPopover onNavigate={close} />
            </Suspense>
          </OnceOpened>
        )}
      </HeaderMenu>
      <PushToasts />
    </div>
  );
}

/** Nothing until the panel first opens; then it stays mounted (hidden when closed), so reopening is instant. */
function OnceOpened({ isOpen, children }: { readonly isOpen: boolean; readonly children: ReactNode }) {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return isOpen || opened ? children : null;
}
