import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
import { ErrorScreen } from '../errors/error-screen';
import { useHomeHref } from '../errors/route-error-boundary';
import { PageHead } from '../layouts/page-head';

/**
 * The non-fatal 404 of SPEC.md section 8: 'Page not found' and the path, inside the layout, with
 * a title and robots rule that say "not found" as an HTTP 404 would. The pages that look their
 * page up (content pages of the catch-all, static and questions routes, games, bonuses) show it
 * when there is none.
 */
export default function ContentPage() {
  const t = useT();
  const { pathname } = useLocation();
  const homeHref = useHomeHref();
  const title = t('global-components:notFound.title');
  return (
    <>
      <PageHead title={title} notFound />
      <ErrorScreen
        title={title}
        text={t('global-components:notFound.message', { path: pathname })}
        homeLabel={t('global-components:errorPage.homeButton')}
        homeHref={homeHref}
        testId="not-found"
      />
    </>
  );
}
