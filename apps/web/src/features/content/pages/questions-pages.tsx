import { NavLink, Outlet, useOutletContext, useParams } from 'react-router';
import { QUESTIONS_LIST_IDENTITY, type ContentPageView } from '@casino/shared';
import { useT } from '@/lib/i18n';
import { usePageLocale } from '@/lib/page-locale';
import { useContentPage } from '../api/get-content-page';
import { localizeContentLinks } from '../components/content-html';
import { ContentArticle, ContentArticleSkeleton, ContentLoadFailed } from '../components/content-article';
import type { ContentPageProps } from './content-page-props';

/** What the help centre gives the page in its outlet. */
interface QuestionsContext {
  readonly list: ContentPageView;
}

/**
 * `/questions` and `/questions/{pageIdentity}`: the help centre's title and its topics stay on
 * screen; the list's introduction or a topic's answers change in the outlet beside them, so moving
 * between them never reloads the page.
 */
export function QuestionsLayout({ notFound }: Pick<ContentPageProps, 'notFound'>) {
  const t = useT();
  const locale = usePageLocale();
  const list = useContentPage(QUESTIONS_LIST_IDENTITY, locale, 'question');
  if (list.data === null) return notFound;
  if (!list.data) {
    return (
      <div className="questions">
        {list.isError ? <ContentLoadFailed onRetry={() => void list.refetch()} /> : <ContentArticleSkeleton />}
      </div>
    );
  }
  const context: QuestionsContext = { list: list.data };
  return (
    <div className="questions" data-testid="questions">
      <h1 className="questions__title">{list.data.title}</h1>
      <div className="questions__body">
        <nav className="questions__topics" aria-label={t('layout:content.topics')}>
          <ul>
            <li>
              {/* Relative links: they keep the locale prefix. */}
              <NavLink className="questions__topic" to="." end>
                {t('global-components:tabs.questionsAll')}
              </NavLink>
            </li>
            {list.data.children.map((topic) => (
              <li key={topic.identity}>
                <NavLink className="questions__topic" to={topic.identity}>
                  {topic.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="questions__outlet">
          <Outlet context={context} />
        </div>
      </div>
    </div>
  );
}

/** `/questions`: the introduction and every topic with what it answers. */
export function QuestionsIndex({ head }: Pick<ContentPageProps, 'head'>) {
  const { list } = useOutletContext<QuestionsContext>();
  const locale = usePageLocale();
  return (
    <section className="questions__index" aria-label={list.title}>
      {head({ title: list.title, description: list.description })}
      <div className="content-markdown" dangerouslySetInnerHTML={{ __html: localizeContentLinks(list.html, locale) }} />
      <ul className="questions__cards">
        {list.children.map((topic) => (
          <li key={topic.identity}>
            <NavLink className="questions__card" to={topic.identity}>
              <strong>{topic.title}</strong>
              <span>{topic.description}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/questions/{pageIdentity}`: one topic's questions and answers; a topic not in this list is the 404 page. */
export function QuestionTopicPage({ head, notFound }: ContentPageProps) {
  const t = useT();
  const { list } = useOutletContext<QuestionsContext>();
  const identity = useParams().pageIdentity ?? '';
  const locale = usePageLocale();
  const topic = useContentPage(identity, locale, 'question');
  if (topic.data === null || (topic.data && topic.data.parentIdentity !== list.identity)) return notFound;
  return (
    <>
      {head(topic.data ? { title: topic.data.title, description: topic.data.description } : { title: list.title })}
      {topic.data ? (
        <ContentArticle page={topic.data} locale={locale} headingLevel={2} testId="question-topic" />
      ) : topic.isError ? (
        <ContentLoadFailed onRetry={() => void topic.refetch()} />
      ) : (
        <ContentArticleSkeleton />
      )}
      <p className="questions__more">{t('layout:content.moreHelp')}</p>
    </>
  );
}
