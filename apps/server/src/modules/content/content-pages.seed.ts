import { eq } from 'drizzle-orm';
import { QUESTIONS_LIST_IDENTITY, type ContentPageKind, type LocaleCode } from '@casino/shared';
import type { Database } from '../../db/database';
import { contentPages, contentPageTranslations } from './content-pages.table';
import { ABOUT_EN, BONUS_TERMS_EN, QUESTION_TOPICS_EN, QUESTIONS_EN } from './seed-data/help-pages.en';
import { AML_EN, COOKIES_EN, PRIVACY_EN, RESPONSIBLE_GAMING_EN, TERMS_EN } from './seed-data/legal-pages.en';
import { COOKIES_DE, PRIVACY_DE, QUESTIONS_DE, RESPONSIBLE_GAMING_DE, TERMS_DE } from './seed-data/pages.de';

interface SeedTexts {
  readonly title: string;
  readonly description: string;
  readonly body: string;
}

interface SeedPage {
  readonly identity: string;
  readonly kind: ContentPageKind;
  readonly parent?: string;
  readonly position: number;
  readonly texts: Partial<Record<LocaleCode, SeedTexts>>;
}

/** The pages a fresh install has: the footer's legal pages, the help centre, and one slug page. */
export const CONTENT_PAGE_SEED: readonly SeedPage[] = [
  {
    identity: 'terms',
    kind: 'static',
    position: 1,
    texts: {
      en: { title: 'Terms and conditions', description: 'The terms for your account, deposits and withdrawals, casino games, sports betting and bonuses at Lucky Orbit.', body: TERMS_EN },
      de: TERMS_DE,
    },
  },
  {
    identity: 'privacy',
    kind: 'static',
    position: 2,
    texts: { en: { title: 'Privacy policy', description: 'What personal data we collect, why, how long we keep it, and your rights over it.', body: PRIVACY_EN }, de: PRIVACY_DE },
  },
  {
    identity: 'responsible-gaming',
    kind: 'static',
    position: 3,
    texts: { en: { title: 'Responsible gaming', description: 'Limits, reality checks, cooling-off and self-exclusion, and where to find help.', body: RESPONSIBLE_GAMING_EN }, de: RESPONSIBLE_GAMING_DE },
  },
  {
    identity: 'aml',
    kind: 'static',
    position: 4,
    texts: { en: { title: 'AML and KYC policy', description: 'How we verify players and keep money from crime out of the site.', body: AML_EN } },
  },
  {
    identity: 'cookies',
    kind: 'static',
    position: 5,
    texts: { en: { title: 'Cookies policy', description: 'What the site stores in your browser, why, and how to control it.', body: COOKIES_EN }, de: COOKIES_DE },
  },
  {
    identity: 'bonus-terms',
    kind: 'static',
    position: 6,
    texts: { en: { title: 'Bonus terms', description: 'Wagering, maximum bet, deadlines and forfeits: the rules of every bonus.', body: BONUS_TERMS_EN } },
  },
  { identity: QUESTIONS_LIST_IDENTITY, kind: 'question', position: 0, texts: { en: QUESTIONS_EN, de: QUESTIONS_DE } },
  ...QUESTION_TOPICS_EN.map(({ identity, ...texts }, index) => ({ identity, kind: 'question' as const, parent: QUESTIONS_LIST_IDENTITY, position: index + 1, texts: { en: texts } })),
  { identity: 'about-us', kind: 'page', position: 0, texts: { en: ABOUT_EN } },
];

/**
 * The content pages at start-up, idempotently (as the bonus catalogue): pages and texts are
 * inserted when missing, published, and then belong to the operator, so a release never
 * overwrites an operator's edit nor brings back texts an operator withdrew.
 */
export async function seedContentPages(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const page of CONTENT_PAGE_SEED) {
      const parentId = page.parent === undefined ? null : ids.get(page.parent);
      if (parentId === undefined) throw new Error(`content seed: '${page.identity}' comes before its parent '${page.parent}'`);
      await tx.insert(contentPages).values({ identity: page.identity, kind: page.kind, parentId, position: page.position }).onConflictDoNothing();
      const [row] = await tx.select({ id: contentPages.id }).from(contentPages).where(eq(contentPages.identity, page.identity));
      if (!row) throw new Error(`content seed: '${page.identity}' was not stored`);
      ids.set(page.identity, row.id);
      const translations = Object.entries(page.texts).map(([locale, texts]) => ({ pageId: row.id, locale: locale as LocaleCode, ...texts, published: true }));
      if (translations.length > 0) await tx.insert(contentPageTranslations).values(translations).onConflictDoNothing();
    }
  });
}
