import { useEffect, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/lib/i18n';
import { usePlayerChannel } from '@/lib/realtime';
import { useViewer } from '@/lib/viewer';
import { dismissLimitWarning, holdLimitWarningBanner, limitWarningStore, receiveLimitWarning } from './limit-warning';
import { useLimitWarningTexts } from './limit-warning-texts';
// Its own small stylesheets: the game page is prerendered, and the limits page's styles are not its business.
import '@/components/ui/alert.css';
import '@/components/ui/foot-dock.css';
import './limit-warning.css';

/**
 * The game page's banner of the 80% limit warning (issue 32): over the foot of the screen, so it
 * never moves the game, until the player closes it. The live region is there before the warning,
 * so screen readers announce it when it comes. Nothing for guests.
 */
export function LimitWarningBanner() {
  const { isLoggedIn } = useViewer();
  if (!isLoggedIn) return null;
  return <PlayerLimitWarningBanner />;
}

function PlayerLimitWarningBanner() {
  const t = useT();
  const texts = useLimitWarningTexts();
  const warning = useSyncExternalStore(limitWarningStore.subscribe, limitWarningStore.getSnapshot, () => null);
  useEffect(() => holdLimitWarningBanner(), []);
  usePlayerChannel('game:bets', receiveLimitWarning);
  const said = warning ? texts(warning) : undefined;
  return (
    <div className="foot-dock limit-warning-slot" role="status" aria-live="polite">
      {said && (
        <div className="alert alert--attention foot-dock__item limit-warning" data-testid="limit-warning-banner">
          <span className="alert__icon" aria-hidden="true">
            <Icon name="shield" size={18} />
          </span>
          <div className="alert__body">
            <p className="alert__title">{t(said.title, said.params)}</p>
            <p className="alert__description">{t(said.usage, said.params)}</p>
            <Link className="alert__link" to={said.limitsPath}>
              {t(said.linkLabel)}
            </Link>
          </div>
          <button
            type="button"
            className="icon-button alert__close"
            onClick={dismissLimitWarning}
            aria-label={t('global-components:buttons.close')}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
