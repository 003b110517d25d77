import { useLocation } from 'react-router';
import { siteOrigin } from '@/lib/site-origin';
import { useT } from '@/lib/i18n';
import { pageHeadLinks } from './page-head-links';

export interface PageHeadProps {
  /** The whole document title. */
  readonly title: string;
  readonly localized?: boolean;
  /** Pages that answer "not found" must not be indexed (an SPA cannot send the 404 status). */
  readonly notFound?: boolean;
  /** The page's own description (a content page's); absent or empty: the site's. */
  readonly description?: string;
}

/** Title, description, canonical address, og:url and the alternate-language links of a page. */
export function PageHead({ title, localized = true, notFound = false, description: ownDescription }: PageHeadProps) {
  const t = useT();
  const { pathname } = useLocation();
  const { url, alternates } = pageHeadLinks(siteOrigin(), pathname, localized);
  const description = ownDescription || t('layout:meta.description');
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {notFound && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:site_name" content={t('layout:brand.name')} />
      {alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
    </>
  );
}

/** "Wallet · Lucky Orbit": the section's title, then the brand. */
export function useSectionTitle(section: string): string {
  const t = useT();
  if (section === 'home') return t('layout:meta.title');
  return `${t(`global-components:sections.${section}`)} · ${t('layout:brand.name')}`;
}
