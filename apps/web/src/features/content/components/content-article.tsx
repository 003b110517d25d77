import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ContentPageView, LocaleCode } from '@casino/shared';
import { formatDate, useT } from '@/lib/i18n';
import { inAppLinkTarget, localizeContentLinks } from './content-html';
import './content.css';

interface ContentArticleProps {
  readonly page: ContentPageView;
  /** The locale of the site (the page's texts may be a fallback's): links stay in it. */
  readonly locale: LocaleCode;
  /** 1 on its own page; 2 inside the help centre, under its title. */
  readonly headingLevel?: 1 | 2;
  readonly testId?: string;
}

/**
 * A content page's title and body. The body is HTML the server rendered from markdown and
 * sanitised (modules/content/content-markdown.ts); links to this site open in the app.
 */
export function ContentArticle({ page, locale, headingLevel = 1, testId = 'content-page' }: ContentArticleProps) {
  const t = useT();
  const navigate = useNavigate();
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const path = inAppLinkTarget(event.nativeEvent, anchor);
    if (path === undefined) return;
    event.preventDefault();
    void navigate(path);
  };
  return (
    <article
      className={`content-article content-article--level-${headingLevel}`}
      data-testid={testId}
      data-identity={page.identity}
      lang={page.locale === locale ? undefined : page.locale}
    >
      <header className="content-article__header">
        <Title className="content-article__title">{page.title}</Title>
        {page.updatedAt !== '' && (
          <p className="content-article__updated">
            {t('layout:content.updated', { date: formatDate(page.updatedAt, 'date') })}
          </p>
        )}
      </header>
      {/* Sanitised on the server: markdown-it without raw HTML, then an allowlist (no scripts, handlers or styles). */}
      <div
        className="content-markdown"
        onClick={onClick}
        dangerouslySetInnerHTML={{ __html: localizeContentLinks(page.html, locale) }}
      />
    </article>
  );
}

/** The shape of a page while it loads: a title and a few lines. */
export function ContentArticleSkeleton() {
  return (
    <div className="content-article content-article--skeleton" aria-hidden="true" data-testid="content-skeleton">
      <div className="skeleton content-skeleton__title" />
      <div className="skeleton content-skeleton__line" />
      <div className="skeleton content-skeleton__line" />
      <div className="skeleton content-skeleton__line content-skeleton__line--short" />
    </div>
  );
}

/** A page that could not be loaded (the server or the network failed): say so, offer to retry. */
export function ContentLoadFailed({ onRetry }: { readonly onRetry: () => void }) {
  const t = useT();
  return (
    <div className="content-article content-failed" role="alert">
      <p>{t('layout:content.loadFailed')}</p>
      <button type="button" className="button button--secondary button--small" onClick={onRetry}>
        {t('global-components:buttons.retry')}
      </button>
    </div>
  );
}
