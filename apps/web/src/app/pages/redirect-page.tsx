import { Link, Navigate, useSearchParams } from 'react-router';
import { BrandMark } from '@/components/ui/brand-mark';
import { Icon } from '@/components/ui/icon';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { BrandName } from '../layouts/site-header';
import { redirectDecision } from './redirect-decision';
import './redirect-page.css';

/**
 * /redirect?url=<address>, the site's leaving page for links (SPEC.md section 2): our own pages
 * open at once; another site only when the player follows the link on the interstitial, so no
 * one can send players elsewhere through our address; anything else is refused.
 */
export default function RedirectPage() {
  const t = useT();
  const [searchParams] = useSearchParams();
  const decision = redirectDecision(searchParams.get('url'), window.location.origin);
  // Replace: Back from the destination must not land here and be sent forward again.
  if (decision.kind === 'internal') return <Navigate to={decision.path} replace />;
  return (
    <section className="leaving" data-testid="redirect-page" data-state={decision.kind}>
      {/* A page per address someone linked to, and nothing of ours on it: search engines keep it out (React hoists it into the head). */}
      <meta name="robots" content="noindex" />
      {/* The heading names the brand for screen readers; this is its picture. */}
      <div className="leaving__brand" aria-hidden="true">
        <BrandMark />
        <BrandName name={t('layout:brand.name')} />
      </div>
      {decision.kind === 'external' ? <LeavingCard href={decision.href} host={decision.host} /> : <RefusedCard />}
    </section>
  );
}

function HomeLink({ className }: { readonly className: string }) {
  const t = useT();
  const localizePath = useLocalizePath();
  return (
    <Link className={className} to={localizePath(pathTo('/'))} data-testid="redirect-home">
      <Icon name="chevronLeft" size={18} />
      {t('global-components:redirectPage.back', { brand: t('layout:brand.name') })}
    </Link>
  );
}

/** Another site: where it leads, and the player's choice. No automatic redirect. */
function LeavingCard({ href, host }: { readonly href: string; readonly host: string }) {
  const t = useT();
  const brand = t('layout:brand.name');
  return (
    <div className="leaving__card">
      <span className="leaving__icon" aria-hidden="true">
        <Icon name="globe" size={28} />
      </span>
      <h1 className="leaving__title">{t('global-components:redirectPage.title', { brand })}</h1>
      <p className="leaving__text">{t('global-components:redirectPage.text', { brand })}</p>
      <div className="leaving__destination">
        <span className="leaving__label">{t('global-components:redirectPage.destination')}</span>
        <strong className="leaving__host" data-testid="redirect-host" dir="ltr">
          {host}
        </strong>
        <span className="leaving__address" data-testid="redirect-address" dir="ltr">
          {href}
        </span>
      </div>
      <div className="leaving__actions">
        <a
          className="button button--primary leaving__continue"
          href={href}
          rel="noopener noreferrer"
          data-testid="redirect-continue"
        >
          {t('global-components:redirectPage.continue', { host })}
        </a>
        <HomeLink className="button button--secondary" />
      </div>
    </div>
  );
}

/** A missing, broken or unsafe address (javascript:, data:): nothing to open. */
function RefusedCard() {
  const t = useT();
  return (
    <div className="leaving__card leaving__card--refused">
      <span className="leaving__icon" aria-hidden="true">
        <Icon name="shield" size={28} />
      </span>
      <h1 className="leaving__title">{t('global-components:redirectPage.invalidTitle')}</h1>
      <p className="leaving__text">{t('global-components:redirectPage.invalidText')}</p>
      <div className="leaving__actions">
        <HomeLink className="button button--primary" />
      </div>
    </div>
  );
}
