import SlugContentPage from '@/features/content/pages/slug-content-page';
import StaticContentPage from '@/features/content/pages/static-content-page';
import { QuestionsIndex, QuestionsLayout, QuestionTopicPage } from '@/features/content/pages/questions-pages';
import type { PageHeadTexts } from '@/features/content/pages/content-page-props';
import { useT } from '@/lib/i18n';
import { PageHead } from '../layouts/page-head';
import NotFoundPage from '../pages/content-page';

/**
 * The content pages (features/content) with the site's page head and 404 page, one chunk: they
 * link to one another. Each decides itself whether its page exists, so each writes its own head
 * (layouts/page-frame.tsx).
 */
function useHead() {
  const t = useT();
  const brand = t('layout:brand.name');
  return ({ title, description }: PageHeadTexts) => (
    <PageHead title={`${title} · ${brand}`} description={description} />
  );
}

export function Static() {
  return <StaticContentPage head={useHead()} notFound={<NotFoundPage />} />;
}

export function Slug() {
  return <SlugContentPage head={useHead()} notFound={<NotFoundPage />} />;
}

export function Questions() {
  return <QuestionsLayout notFound={<NotFoundPage />} />;
}

export function QuestionsList() {
  return <QuestionsIndex head={useHead()} />;
}

export function QuestionTopic() {
  return <QuestionTopicPage head={useHead()} notFound={<NotFoundPage />} />;
}
