import { useEffect } from 'react';
import { showAlert } from '@/lib/alerts';
import { usePlayerChannel } from '@/lib/realtime';
import { dismissLimitWarning, isLimitWarningBannerShown, receiveLimitWarning } from './limit-warning';
import { useLimitWarningTexts } from './limit-warning-texts';

/**
 * The 80% limit warning on every page of a logged-in player: an alert with what is used of the
 * limit and the way to the limits page. On the game page its banner tells it instead. Renders
 * nothing; app/ mounts it once beside the balance (so it ends with the player's login).
 */
export function LimitWarningAlerts() {
  const texts = useLimitWarningTexts();
  usePlayerChannel('game:bets', (data) => {
    const warning = receiveLimitWarning(data);
    if (!warning || isLimitWarningBannerShown()) return;
    const said = texts(warning);
    showAlert({
      kind: 'attention',
      title: said.title,
      description: said.usage,
      params: said.params,
      link: { to: said.limitsPath, label: said.linkLabel },
    });
  });
  // Another player may log in on this page next: the banner does not tell them this one's warning.
  useEffect(() => dismissLimitWarning, []);
  return null;
}
