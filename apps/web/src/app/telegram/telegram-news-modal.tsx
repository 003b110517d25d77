import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useContentPage } from '@/features/content/api/get-content-page';
import { ContentLoadFailed } from '@/features/content/components/content-article';
import { inAppLinkTarget, localizeContentLinks } from '@/features/content/components/content-html';
import { useT } from '@/lib/i18n';
import type { ModalBodyProps } from '@/lib/modals';
import { usePageLocale } from '@/lib/page-locale';
import { newsPostsOf, TELEGRAM_NEWS_IDENTITY } from './telegram-news-posts';
import '@/features/content/components/content.css';
import './telegram-news.css';

/**
 * `telegram-news` (tg-news): the bot's news channel posts, for guests and players (issue 27). The
 * posts are a content page the operator edits (features/content, identity `telegram-news`): each
 * second-level heading starts a post, what stands before the first is the channel's introduction.
 */
export default function TelegramNewsModal(_props: ModalBodyProps) {
  const t = useT();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const page = useContentPage(TELEGRAM_NEWS_IDENTITY, locale, 'page');
  // Links to this site open in the app (a game, a bonus), the rest as the browser (or the messenger) does.
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const path = inAppLinkTarget(event.nativeEvent, event.target instanceof Element ? event.target.closest('a') : null);
    if (path === undefined) return;
    event.preventDefault();
    void navigate(path);
  };

  if (page.isPending) return <NewsSkeleton />;
  if (page.isError) return <ContentLoadFailed onRetry={() => void page.refetch()} />;
  const { introduction, posts } = newsPostsOf(page.data ? localizeContentLinks(page.data.html, locale) : '');
  return (
    <div
      className="telegram-news"
      data-testid="telegram-news"
      onClick={onClick}
      lang={page.data && page.data.locale !== locale ? page.data.locale : undefined}
    >
      {introduction && (
        <div className="content-markdown telegram-news__intro" dangerouslySetInnerHTML={{ __html: introduction }} />
      )}
      {posts.length === 0 ? (
        <p className="telegram-news__empty">{t('modals:telegram-news.empty')}</p>
      ) : (
        <ol className="telegram-news__posts" aria-label={t('modals:telegram-news.posts')}>
          {posts.map((post, index) => (
            // Sanitised on the server (modules/content/content-markdown.ts), as every content page.
            <li
              key={index}
              className="content-markdown telegram-news__post"
              data-testid="telegram-news-post"
              dangerouslySetInnerHTML={{ __html: post }}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

function NewsSkeleton() {
  return (
    <div className="telegram-news telegram-news--loading" aria-hidden="true" data-testid="telegram-news-skeleton">
      <div className="skeleton telegram-news__post-skeleton" />
      <div className="skeleton telegram-news__post-skeleton" />
    </div>
  );
}
