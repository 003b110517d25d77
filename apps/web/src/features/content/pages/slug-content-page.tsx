import { useParams } from 'react-router';
import { isContentPageIdentity } from '@casino/shared';
import { useT } from '@/lib/i18n';
import type { ContentPageProps } from './content-page-props';
import { StoredContentPage } from './static-content-page';

/**
 * `/{slug...}`: any other path may be a content page (an identity is one path segment); a path
 * that cannot be one, or names none, is the site's 404 page at once.
 */
export default function SlugContentPage(props: ContentPageProps) {
  const t = useT();
  const slug = (useParams()['*'] ?? '').replace(/\/$/, '');
  if (!isContentPageIdentity(slug)) return props.notFound;
  return (
    <StoredContentPage {...props} identity={slug} kind="page" loadingTitle={t('global-components:sections.content')} />
  );
}
