import type { ReactNode } from 'react';

export interface PageHeadTexts {
  readonly title: string;
  readonly description?: string;
}

/** What the app gives a content page: its head (written once the page is known) and the site's 404 page. */
export interface ContentPageProps {
  readonly head: (texts: PageHeadTexts) => ReactNode;
  readonly notFound: ReactNode;
}
