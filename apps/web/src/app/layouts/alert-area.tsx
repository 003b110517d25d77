import { Link } from 'react-router';
import { Icon, type IconName } from '@/components/ui/icon';
import { hideAlert, useAlert, type AlertKind } from '@/lib/alerts';
import { useT } from '@/lib/i18n';
import '@/components/ui/alert.css';
import './alert-area.css';

const ALERT_ICONS: Record<AlertKind, IconName> = {
  success: 'check',
  error: 'close',
  attention: 'sparkles',
  info: 'questions',
};

/**
 * Where the alert appears: fixed over the page, so showing one never moves the content. The
 * live region is always there, so screen readers announce what is put into it.
 */
export function AlertArea() {
  const t = useT();
  const alert = useAlert();
  return (
    <div className="alert-area" role="status" aria-live="polite" data-testid="alert-area">
      {alert && (
        <div key={alert.id} className={`alert alert--${alert.kind}`} data-alert-kind={alert.kind}>
          <span className="alert__icon" aria-hidden="true">
            <Icon name={ALERT_ICONS[alert.kind]} size={18} />
          </span>
          <div className="alert__body">
            <p className="alert__title">{t(alert.title, alert.params)}</p>
            {alert.description && <p className="alert__description">{t(alert.description, alert.params)}</p>}
            {alert.link && (
              <Link className="alert__link" to={alert.link.to} onClick={hideAlert}>
                {t(alert.link.label, alert.params)}
              </Link>
            )}
          </div>
          <button
            type="button"
            className="icon-button alert__close"
            onClick={hideAlert}
            aria-label={t('global-components:buttons.close')}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
