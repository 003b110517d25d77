import { StatusBadge } from '@/components/ui/status-badge';
import { useT } from '@/lib/i18n';
import { useRealtimeState } from '@/lib/realtime';
import { useViewer } from '@/lib/viewer';
import { useDelayedFlag } from './use-delayed-flag';
import './realtime-notice.css';

/**
 * A socket that is back within this long went unnoticed (a logout's reconnect, a server restart,
 * a blip of the network): the notice is for an outage a player would feel.
 */
const RECONNECTING_NOTICE_DELAY_MS = 2_500;

/**
 * "Reconnecting…" while a player's live updates are cut off (their balance may be stale). A guest
 * loses only the online count, not worth a notice. It floats over the page: no layout shift.
 */
export function RealtimeNotice() {
  const t = useT();
  const { isLoggedIn } = useViewer();
  const state = useRealtimeState();
  const isShown = useDelayedFlag(isLoggedIn && state !== 'connected', RECONNECTING_NOTICE_DELAY_MS);
  return (
    <div className="realtime-notice" role="status">
      {isShown && (
        <StatusBadge tone="pending" className="realtime-notice__badge" data-testid="realtime-reconnecting">
          {t('layout:realtime.reconnecting')}
        </StatusBadge>
      )}
    </div>
  );
}
