import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath } from '@casino/shared';
import { pathTo } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { NearViewport } from './near-viewport';
import './sport-carousels.css';

/**
 * The home page's sports block: heading, a link to /sport, and room for the two carousels, which
 * the caller passes as a lazily loaded child (loaded when the block nears the viewport).
 */
export function SportCarouselsSection({ children }: { readonly children: ReactNode }) {
  const t = useT();
  const locale = usePageLocale();
  return (
    <section className="sport-carousels" aria-labelledby="sport-carousels-title" data-testid="sport-carousels">
      <div className="sport-carousels__head">
        <div>
          <h2 id="sport-carousels-title" className="sport-carousels__title">
            {t('global-components:sport.carousels.title')}
          </h2>
          <p className="sport-carousels__lead">{t('global-components:sport.carousels.lead')}</p>
        </div>
        <Link className="sport-carousels__all" to={localizePath(pathTo('/sport/*', { rest: '' }), locale)}>
          {t('global-components:sport.carousels.allSports')}
        </Link>
      </div>
      <NearViewport className="sport-carousels__body">{children}</NearViewport>
    </section>
  );
}
