import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { splitLocalePath } from '@casino/shared';
import { BrandMark } from '@/components/ui/brand-mark';
import { i18n, useT } from '@/lib/i18n';
import { logger } from '@/lib/logger';
import { PageHead } from '../layouts/page-head';
import { ErrorScreen } from './error-screen';

/**
 * The spec's wording, for when the content texts themselves could not be loaded (the error
 * may be exactly that); content overrides them whenever it is there.
 */
const ERROR_PAGE_FALLBACK = {
  title: 'Something went wrong',
  text: 'The page you are trying to access does not exist or has been moved. Try going back to our homepage.',
  homeButton: 'Homepage',
} as const;

function useErrorPageTexts() {
  const t = useT();
  const text = (key: keyof typeof ERROR_PAGE_FALLBACK) => {
    const contentKey = `global-components:errorPage.${key}`;
    return i18n.exists(contentKey) ? t(contentKey) : ERROR_PAGE_FALLBACK[key];
  };
  return { title: text('title'), text: text('text'), homeButton: text('homeButton') };
}

/** The site root, or the root of the locale the visitor is in (`/de`). */
export function useHomeHref(): string {
  const { locale, hasPrefix } = splitLocalePath(useLocation().pathname);
  return hasPrefix ? `/${locale}` : '/';
}

function useReportedError(): boolean {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    // A 404 is an answer, not a failure; everything else is a bug or an outage worth a log line.
    if (!isNotFound) logger.error('a route failed', error);
  }, [error, isNotFound]);
  return isNotFound;
}

/** A page failed (a parameter that fails its check gives 404): the error screen inside the layout. */
export function PageErrorBoundary() {
  const isNotFound = useReportedError();
  const texts = useErrorPageTexts();
  const homeHref = useHomeHref();
  return (
    <>
      <PageHead title={texts.title} notFound={isNotFound} />
      <ErrorScreen
        title={texts.title}
        text={texts.text}
        homeLabel={texts.homeButton}
        homeHref={homeHref}
        testId="error-screen"
      />
    </>
  );
}

/** The layout or the locale's texts failed: the error screen on its own, leaving by a full load. */
export function RootErrorBoundary() {
  useReportedError();
  const texts = useErrorPageTexts();
  const homeHref = useHomeHref();
  return (
    <div className="app-shell app-shell--fatal" data-testid="app-root" data-layout="fatal-error">
      <title>{texts.title}</title>
      <main id="main" className="empty-main">
        <div className="fatal-error__brand" aria-hidden="true">
          <BrandMark />
        </div>
        <ErrorScreen
          title={texts.title}
          text={texts.text}
          homeLabel={texts.homeButton}
          homeHref={homeHref}
          reloadDocument
          testId="error-screen"
        />
      </main>
    </div>
  );
}
