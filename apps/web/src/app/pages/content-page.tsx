import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n';
import { ErrorScreen } from '../errors/error-screen';
import { useHomeHref } from '../errors/route-error-boundary';
import { PageHead } from '../layouts/page-head';

/**
 * The catch-all route: any other path may be a content page. None exist yet, so every path
 * here is the non-fatal 404 of SPEC.md section 8: 'Page not found' and the path, inside the
 * layout, with a title and robots rule that say "not found" as an HTTP 404 would.
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
