import { useParams } from 'react-router';
import type { ContentPageKind } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { useContentPage } from '../api/get-content-page';
import { ContentArticle, ContentArticleSkeleton, ContentLoadFailed } from '../components/content-article';
import type { ContentPageProps } from './content-page-props';

interface StoredPageProps extends ContentPageProps {
  readonly identity: string;
  readonly kind: ContentPageKind;
  /** The title while the page loads (the section's). */
  readonly loadingTitle: string;
}

/** One stored page on a page of its own: its head, its article; the 404 page when there is none. */
export function StoredContentPage({ identity, kind, loadingTitle, head, notFound }: StoredPageProps) {
  const locale = usePageLocale();
  const page = useContentPage(identity, locale, kind);
  if (page.data === null) return notFound;
  return (
    <div className="content-page">
      {head(page.data ? { title: page.data.title, description: page.data.description } : { title: loadingTitle })}
      {page.data ? (
        <ContentArticle page={page.data} locale={locale} />
      ) : page.isError ? (
        <ContentLoadFailed onRetry={() => void page.refetch()} />
      ) : (
        <ContentArticleSkeleton />
      )}
    </div>
  );
}

/** `/static/{pageIdentity}`: terms, privacy, responsible gaming, AML and KYC, cookies, bonus terms. */
export default function StaticContentPage(props: ContentPageProps) {
  const t = useT();
  const identity = useParams().pageIdentity ?? '';
  return (
    <StoredContentPage
      {...props}
      identity={identity}
      kind="static"
      loadingTitle={t('global-components:sections.static')}
    />
  );
}
