import { Icon } from '@/components/ui/icon';
import { badgeText } from './unread-format';

/**
 * What the bell button shows: the bell and, with unread messages, their count in a badge. The
 * button's name carries the count in words, so the badge is decoration for assistive technology.
 */
export function BellFace({ unread }: { readonly unread: number }) {
  return (
    <span className="notification-bell" data-unread={unread}>
      <Icon name="bell" size={20} />
      {unread > 0 && (
        <span className="notification-bell__badge" data-testid="notification-badge">
          {badgeText(unread)}
        </span>
      )}
    </span>
  );
}
