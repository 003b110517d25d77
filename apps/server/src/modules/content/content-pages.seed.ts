import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { LOCALE_CODES, QUESTIONS_LIST_IDENTITY, type ContentPageKind, type LocaleCode } from '@casino/shared';
import type { Database } from '../../db/database';
import { serverPaths } from '../../paths';
import { contentPages, contentPageTranslations } from './content-pages.table';

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
}

/**
 * The pages a fresh install has: the footer's legal pages, the help centre with its topics, and
 * one slug page. Their texts are in locales/content-pages/<locale>.json, keyed by page identity
 * (a catalogue of the locale check: every locale has every page of en).
 */
/** The help centre's topics, in the order they are listed. */
const QUESTION_TOPIC_IDENTITIES = [
  'account',
  'deposits',
  'withdrawals',
  'verification',
  'bonuses',
  'provably-fair',
  'limits',
];

export const CONTENT_PAGE_SEED: readonly SeedPage[] = [
  { identity: 'terms', kind: 'static', position: 1 },
  { identity: 'privacy', kind: 'static', position: 2 },
  { identity: 'responsible-gaming', kind: 'static', position: 3 },
  { identity: 'aml', kind: 'static', position: 4 },
  { identity: 'cookies', kind: 'static', position: 5 },
  { identity: 'bonus-terms', kind: 'static', position: 6 },
  { identity: QUESTIONS_LIST_IDENTITY, kind: 'question', position: 0 },
  ...QUESTION_TOPIC_IDENTITIES.map((identity, index) => ({
    identity,
    kind: 'question' as const,
    parent: QUESTIONS_LIST_IDENTITY,
    position: index + 1,
  })),
  { identity: 'about-us', kind: 'page', position: 0 },
  // The messenger bot's news channel (the telegram-news modal): each ## heading starts a post.
  { identity: 'telegram-news', kind: 'page', position: 0 },
];

const isSeedTexts = (value: unknown): value is SeedTexts =>
  typeof value === 'object' &&
  value !== null &&
  ['title', 'description', 'body'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string');

/** Every locale's texts of the seeded pages, by identity; a locale without a file has none. */
export function readSeedTexts(
  directory = serverPaths.contentPagesDir,
): Map<LocaleCode, ReadonlyMap<string, SeedTexts>> {
  const byLocale = new Map<LocaleCode, ReadonlyMap<string, SeedTexts>>();
  for (const locale of LOCALE_CODES) {
    const file = path.join(directory, `${locale}.json`);
    if (!fs.existsSync(file)) continue;
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const pages = new Map<string, SeedTexts>();
    for (const [identity, texts] of Object.entries(parsed)) {
      if (!isSeedTexts(texts))
        throw new Error(`content seed: ${file} '${identity}' needs a title, a description and a body`);
      pages.set(identity, { title: texts.title, description: texts.description, body: texts.body });
    }
    byLocale.set(locale, pages);
  }
  return byLocale;
}

/**
 * The content pages at start-up, idempotently (as the bonus catalogue): pages and texts are
 * inserted when missing, published, and then belong to the operator, so a release never
 * overwrites an operator's edit nor brings back texts an operator withdrew.
 */
export async function seedContentPages(db: Database): Promise<void> {
  const texts = readSeedTexts();
  await db.transaction(async (tx) => {
    const ids = new Map<string, number>();
    for (const page of CONTENT_PAGE_SEED) {
      const parentId = page.parent === undefined ? null : ids.get(page.parent);
      if (parentId === undefined)
        throw new Error(`content seed: '${page.identity}' comes before its parent '${page.parent}'`);
      await tx
        .insert(contentPages)
        .values({ identity: page.identity, kind: page.kind, parentId, position: page.position })
        .onConflictDoNothing();
      const [row] = await tx
        .select({ id: contentPages.id })
        .from(contentPages)
        .where(eq(contentPages.identity, page.identity));
      if (!row) throw new Error(`content seed: '${page.identity}' was not stored`);
      ids.set(page.identity, row.id);
      const translations = [...texts].flatMap(([locale, pages]) => {
        const found = pages.get(page.identity);
        return found ? [{ pageId: row.id, locale, ...found, published: true }] : [];
      });
      if (translations.length > 0) await tx.insert(contentPageTranslations).values(translations).onConflictDoNothing();
    }
  });
}
