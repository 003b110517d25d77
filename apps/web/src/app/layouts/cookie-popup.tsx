import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { pathTo } from '@/config/paths';
import { consentStore, useConsent } from '@/lib/consent';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import '@/components/ui/foot-dock.css';
import './foot-banner.css';
import './cookie-popup.css';

/**
 * The cookie popup: shown until the visitor answers (accept all, necessary only, or a choice per
 * category in the cookie-request modal), then not again until the policy version changes
 * (lib/consent). The categories modal, linked from the footer, changes the answer later.
 */
export function CookiePopup() {
  const t = useT();
  const localizePath = useLocalizePath();
  const { answered } = useConsent();
  if (answered) return null;

  return (
    <section
      className="foot-dock foot-dock--rises foot-banner cookie-popup"
      aria-label={t('layout:cookies.label')}
      data-testid="cookie-popup"
    >
      <Icon name="cookie" size={28} className="foot-banner__icon" />
      <p className="foot-banner__text cookie-popup__text">
        {t('layout:cookies.text')}{' '}
        <Link to={localizePath(pathTo('/static/:pageIdentity', { pageIdentity: 'cookies' }))}>
          {t('layout:cookies.learnMore')}
        </Link>
      </p>
      <div className="cookie-popup__actions">
        <button type="button" className="button button--primary button--small" onClick={consentStore.acceptAll}>
          {t('modals:cookie-request.acceptAll')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={consentStore.necessaryOnly}>
          {t('modals:cookie-request.necessaryOnly')}
        </button>
        <ModalLink modal="cookie-request" className="cookie-popup__choose" data-testid="cookie-popup-choose">
          {t('modals:cookie-request.choose')}
        </ModalLink>
      </div>
    </section>
  );
}
