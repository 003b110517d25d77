import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { useT } from '@/lib/i18n';
import { useHealth, type HealthState } from '../api/get-health';

const TONES: Readonly<Record<HealthState['kind'], StatusTone>> = {
  checking: 'pending',
  connected: 'success',
  unavailable: 'danger',
};

/** Whether the site can reach its server, for players and for whoever is checking a deployment. */
export function HealthStatus() {
  const t = useT();
  const { kind } = useHealth();
  return (
    <StatusBadge tone={TONES[kind]} role="status" data-testid="health-status">
      {t(`layout:health.${kind}`)}
    </StatusBadge>
  );
}
