import { StatusBadge } from '@/components/ui/status-badge';
import { useT } from '@/lib/i18n';
import { useOnlineCount } from '@/lib/realtime';

/**
 * Players online, live from `global:online`. Until the first count arrives the badge keeps its
 * place unseen, so the footer does not move when it does.
 */
export function OnlineCount() {
  const t = useT();
  const count = useOnlineCount();
  return (
    <StatusBadge
      tone="success"
      className="online-count"
      data-testid="online-count"
      aria-hidden={count === undefined || undefined}
      data-pending={count === undefined || undefined}
    >
      {t('layout:realtime.playersOnline', { count: count ?? 0 })}
    </StatusBadge>
  );
}
