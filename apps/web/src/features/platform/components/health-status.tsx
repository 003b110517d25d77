import { StatusBadge, type StatusTone } from '@/components/ui/status-badge';
import { useHealth, type HealthState } from '../api/get-health';

function describeHealth(state: HealthState): { tone: StatusTone; text: string } {
  switch (state.kind) {
    case 'checking':
      return { tone: 'pending', text: 'Connecting…' };
    case 'connected':
      return { tone: 'success', text: 'Connected' };
    case 'unavailable':
      return { tone: 'danger', text: 'Offline · the server is not answering' };
  }
}

/** Whether the site can reach its server, for players and for whoever is checking a deployment. */
export function HealthStatus() {
  const { tone, text } = describeHealth(useHealth());
  return (
    <StatusBadge tone={tone} role="status" data-testid="health-status">
      {text}
    </StatusBadge>
  );
}
