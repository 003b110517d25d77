import { Link } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { pathTo } from '@/config/paths';
import { HealthStatus } from '@/features/platform/components/health-status';
import { useT } from '@/lib/i18n';
import { ModalLink } from '@/lib/modals';
import { useLocalizePath } from '@/lib/page-locale';
import { OnlineCount } from './online-count';
import './site-footer.css';

/** A static content page (terms, privacy...). */
const staticPage = (pageIdentity: string) => pathTo('/static/:pageIdentity', { pageIdentity });

const FOOTER_LINKS = [
  { id: 'terms', path: staticPage('terms') },
  { id: 'privacy', path: staticPage('privacy') },
  { id: 'aml', path: staticPage('aml') },
  { id: 'responsibleGamingPage', path: staticPage('responsible-gaming') },
  { id: 'cookies', path: staticPage('cookies') },
  { id: 'bonusTerms', path: staticPage('bonus-terms') },
  { id: 'help', path: pathTo('/questions') },
  // Responsible gaming: the player's limits, cooling-off and self-exclusion, one click from every page.
  { id: 'limits', path: pathTo('/profile/limits') },
] as const;

export function SiteFooter() {
  const t = useT();
  const localizePath = useLocalizePath();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <BrandMark size="small" />
          <strong>{t('layout:brand.name')}</strong>
          <abbr className="age-badge" title={t('layout:footer.adultsOnly')}>
            18+
          </abbr>
        </div>
        <nav className="site-footer__links" aria-label={t('layout:footer.linksLabel')}>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.id}>
                <Link to={localizePath(link.path)}>{t(`layout:footer.${link.id}`)}</Link>
              </li>
            ))}
            {/* The cookie choice, changed at any time (the categories modal, app/consent). */}
            <li>
              <ModalLink modal="categories" data-testid="footer-cookie-settings">
                {t('modals:categories.title')}
              </ModalLink>
            </li>
          </ul>
        </nav>
        <p className="site-footer__note">{t('layout:footer.responsibleGaming')}</p>
        <div className="site-footer__bottom">
          <p>{t('layout:footer.copyright', { year: new Date().getFullYear() })}</p>
          <div className="site-footer__status">
            <OnlineCount />
            <HealthStatus />
          </div>
        </div>
      </div>
    </footer>
  );
}
