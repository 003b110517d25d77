import { useEffect } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useLocalizePath } from '@/lib/page-locale';
import { hidePreloader } from '@/lib/preloader';
import { useRouteHandle } from '../routes/route-handle';
import { Heading, useHeadingLevel } from './heading-level';
import { sectionIcon } from './section-icons';
import './section-placeholder-page.css';

/** These sign the player in under the preloader; until they are built, they show themselves at once. */
const SECTIONS_BEHIND_PRELOADER = new Set(['auth-autologin', 'auth-social']);

/** A page whose feature is not built yet: its section's title and a clear "coming soon". */
export default function SectionPlaceholderPage() {
  const t = useT();
  const { section } = useRouteHandle();
  const localizePath = useLocalizePath();
  const level = useHeadingLevel();

  useEffect(() => {
    if (SECTIONS_BEHIND_PRELOADER.has(section)) hidePreloader();
  }, [section]);

  return (
    <section
      className={`placeholder placeholder--level-${level}`}
      data-testid="section-placeholder"
      data-section={section}
    >
      <div className="placeholder__art" aria-hidden="true">
        <span className="placeholder__ring" />
        <span className="placeholder__icon">
          <Icon name={sectionIcon(section)} size={level === 1 ? 40 : 32} />
        </span>
      </div>
      <div className="placeholder__body">
        <p className="placeholder__eyebrow">{t('global-components:placeholder.title')}</p>
        <Heading level={level} className="placeholder__title" data-testid="section-heading">
          {t(`global-components:sections.${section}`)}
        </Heading>
        <p className="placeholder__text">{t('global-components:placeholder.text')}</p>
        <div className="placeholder__actions">
          {section !== 'games' && (
            <Link className="button button--primary" to={localizePath(pathTo('/games'))}>
              {t('global-components:placeholder.exploreGames')}
            </Link>
          )}
          <Link className="button button--secondary" to={localizePath(pathTo('/'))}>
            {t('global-components:errorPage.homeButton')}
          </Link>
        </div>
      </div>
    </section>
  );
}
