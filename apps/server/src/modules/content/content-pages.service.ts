import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { ContentPageKind, ContentPageLink, ContentPageView, LocaleCode } from '@casino/shared';
import type { Database } from '../../db/database';
import type { Executor } from '../../db/executor';
import { AppError, notFound, validationFailed } from '../../http/app-error';
import { renderContentMarkdown } from './content-markdown';
import { contentPages, contentPageTranslations } from './content-pages.table';
import { fallbackChain } from './content.service';

type PageRow = typeof contentPages.$inferSelect;
type TranslationRow = typeof contentPageTranslations.$inferSelect;

/** Rendered bodies kept in memory, keyed by page, locale and edit time (an edit is a new key). */
const RENDER_CACHE_ENTRIES_MAX = 500;

export interface ContentPageFields {
  readonly kind: ContentPageKind;
  readonly parentIdentity?: string | null;
  readonly position?: number;
}

export interface ContentTranslationFields {
  readonly title: string;
  readonly description?: string;
  readonly body: string;
  /** Absent: unchanged (a new translation starts as a draft). */
  readonly published?: boolean;
}

export interface AdminTranslationView {
  readonly locale: LocaleCode;
  readonly title: string;
  readonly description: string;
  readonly body: string;
  readonly published: boolean;
  readonly updatedAt: string;
}

export interface AdminContentPageView {
  readonly identity: string;
  readonly kind: ContentPageKind;
  readonly parentIdentity: string | null;
  readonly position: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly translations: readonly AdminTranslationView[];
}

/**
 * The content pages: static pages, the questions list and its topics, and slug pages, with texts
 * per locale. Visitors see published texts along the locale's fallback chain (pt-br, pt, en);
 * operators write markdown, which is rendered and sanitised on the way out.
 */
export class ContentPagesService {
  private readonly rendered = new Map<string, string>();

  constructor(private readonly db: Database) {}

  /** A published page in `locale` (or the nearest fallback that has it); 404 when there is none. */
  async getPublished(identity: string, locale: LocaleCode, kind?: ContentPageKind): Promise<ContentPageView> {
    const [page] = await this.db.select().from(contentPages).where(eq(contentPages.identity, identity));
    if (!page || (kind !== undefined && page.kind !== kind)) throw pageNotFound(identity);
    const chain = fallbackChain(locale);
    const translation = pickTranslation(await this.publishedTranslations([page.id], chain), page.id, chain);
    if (!translation) throw pageNotFound(identity);
    const parent =
      page.parentId === null
        ? undefined
        : (await this.db.select().from(contentPages).where(eq(contentPages.id, page.parentId)))[0];
    return {
      identity: page.identity,
      kind: page.kind,
      parentIdentity: parent?.identity ?? null,
      locale: translation.locale,
      title: translation.title,
      description: translation.description,
      html: this.render(translation),
      updatedAt: latest(page.updatedAt, translation.updatedAt).toISOString(),
      children: await this.publishedChildren(page.id, chain),
    };
  }

  private async publishedChildren(pageId: number, chain: readonly LocaleCode[]): Promise<ContentPageLink[]> {
    const children = await this.db
      .select()
      .from(contentPages)
      .where(eq(contentPages.parentId, pageId))
      .orderBy(asc(contentPages.position), asc(contentPages.identity));
    if (children.length === 0) return [];
    const translations = await this.publishedTranslations(
      children.map((child) => child.id),
      chain,
    );
    return children.flatMap((child) => {
      const translation = pickTranslation(translations, child.id, chain);
      return translation
        ? [{ identity: child.identity, title: translation.title, description: translation.description }]
        : [];
    });
  }

  private publishedTranslations(pageIds: readonly number[], chain: readonly LocaleCode[]): Promise<TranslationRow[]> {
    return this.db
      .select()
      .from(contentPageTranslations)
      .where(
        and(
          inArray(contentPageTranslations.pageId, [...pageIds]),
          inArray(contentPageTranslations.locale, [...chain]),
          eq(contentPageTranslations.published, true),
        ),
      );
  }

  private render(translation: TranslationRow): string {
    const key = `${translation.pageId}/${translation.locale}/${translation.updatedAt.getTime()}`;
    const cached = this.rendered.get(key);
    if (cached !== undefined) return cached;
    const html = renderContentMarkdown(translation.body);
    if (this.rendered.size >= RENDER_CACHE_ENTRIES_MAX) this.rendered.clear();
    this.rendered.set(key, html);
    return html;
  }

  // --- operator ---

  async list(): Promise<AdminContentPageView[]> {
    const pages = await this.db
      .select()
      .from(contentPages)
      .orderBy(asc(contentPages.kind), asc(contentPages.position), asc(contentPages.identity));
    const translations = await this.db.select().from(contentPageTranslations);
    const identities = new Map(pages.map((page) => [page.id, page.identity]));
    return pages.map((page) => adminView(page, identities, translations));
  }

  async get(identity: string, executor: Executor = this.db): Promise<AdminContentPageView> {
    const [page] = await executor.select().from(contentPages).where(eq(contentPages.identity, identity));
    if (!page) throw pageNotFound(identity);
    const parent =
      page.parentId === null
        ? []
        : await executor.select().from(contentPages).where(eq(contentPages.id, page.parentId));
    const translations = await executor
      .select()
      .from(contentPageTranslations)
      .where(eq(contentPageTranslations.pageId, page.id));
    return adminView(page, new Map(parent.map((row) => [row.id, row.identity])), translations);
  }

  /** Creates the page or changes what it is and where it sits; `created` says which. */
  async putPage(
    identity: string,
    fields: ContentPageFields,
  ): Promise<{ created: boolean; page: AdminContentPageView }> {
    return this.db.transaction(async (tx) => {
      // One operator change at a time per identity: two creates of one page leave one row.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`content-page:${identity}`}))`);
      const [existing] = await tx.select().from(contentPages).where(eq(contentPages.identity, identity)).for('update');
      const parentId = await this.checkedParent(tx, identity, existing, fields);
      const position = fields.position ?? existing?.position ?? 0;
      if (existing) {
        await tx
          .update(contentPages)
          .set({ kind: fields.kind, parentId, position, updatedAt: new Date() })
          .where(eq(contentPages.id, existing.id));
      } else {
        await tx.insert(contentPages).values({ identity, kind: fields.kind, parentId, position });
      }
      return { created: !existing, page: await this.get(identity, tx) };
    });
  }

  /**
   * A question topic hangs under a top-level question page (the list); nothing else has a parent.
   * A page with children cannot itself move under a parent or stop being a question page.
   */
  private async checkedParent(
    tx: Executor,
    identity: string,
    existing: PageRow | undefined,
    fields: ContentPageFields,
  ): Promise<number | null> {
    const hasChildren = existing
      ? (
          await tx
            .select({ id: contentPages.id })
            .from(contentPages)
            .where(eq(contentPages.parentId, existing.id))
            .limit(1)
        ).length > 0
      : false;
    if (hasChildren && fields.kind !== 'question')
      throw validationFailed({ kind: ['This page has question pages under it: it stays a question page'] });
    const parentIdentity = fields.parentIdentity === undefined ? undefined : fields.parentIdentity;
    if (parentIdentity === undefined) {
      if (!existing?.parentId) return null;
      return fields.kind === 'question' ? existing.parentId : null;
    }
    if (parentIdentity === null) return null;
    if (fields.kind !== 'question') throw validationFailed({ parentIdentity: ['Only question pages have a parent'] });
    if (parentIdentity === identity) throw validationFailed({ parentIdentity: ['A page cannot be its own parent'] });
    if (hasChildren)
      throw validationFailed({ parentIdentity: ['This page has question pages under it: it cannot have a parent'] });
    const [parent] = await tx.select().from(contentPages).where(eq(contentPages.identity, parentIdentity));
    if (!parent) throw validationFailed({ parentIdentity: [`There is no page '${parentIdentity}'`] });
    if (parent.kind !== 'question' || parent.parentId !== null)
      throw validationFailed({
        parentIdentity: ['The parent must be a question list (a question page without a parent)'],
      });
    return parent.id;
  }

  /** Writes a page's texts in one locale (creating them, or changing them). */
  async putTranslation(
    identity: string,
    locale: LocaleCode,
    fields: ContentTranslationFields,
  ): Promise<{ created: boolean; page: AdminContentPageView }> {
    return this.db.transaction(async (tx) => {
      const page = await this.lockedPage(tx, identity);
      const [existing] = await tx
        .select({ published: contentPageTranslations.published })
        .from(contentPageTranslations)
        .where(and(eq(contentPageTranslations.pageId, page.id), eq(contentPageTranslations.locale, locale)));
      const values = {
        title: fields.title,
        description: fields.description ?? '',
        body: fields.body,
        published: fields.published ?? existing?.published ?? false,
        updatedAt: new Date(),
      };
      await tx
        .insert(contentPageTranslations)
        .values({ pageId: page.id, locale, ...values })
        .onConflictDoUpdate({ target: [contentPageTranslations.pageId, contentPageTranslations.locale], set: values });
      return { created: !existing, page: await this.get(identity, tx) };
    });
  }

  /** Publishes or withdraws a page's texts in one locale (visitors of that locale then get the fallback's). */
  async setPublished(identity: string, locale: LocaleCode, published: boolean): Promise<AdminContentPageView> {
    return this.db.transaction(async (tx) => {
      const page = await this.lockedPage(tx, identity);
      const changed = await tx
        .update(contentPageTranslations)
        .set({ published, updatedAt: new Date() })
        .where(and(eq(contentPageTranslations.pageId, page.id), eq(contentPageTranslations.locale, locale)))
        .returning({ locale: contentPageTranslations.locale });
      if (changed.length === 0)
        throw new AppError(404, 'content_translation_not_found', `The page '${identity}' has no texts in '${locale}'`);
      return this.get(identity, tx);
    });
  }

  private async lockedPage(tx: Executor, identity: string): Promise<PageRow> {
    const [page] = await tx.select().from(contentPages).where(eq(contentPages.identity, identity)).for('update');
    if (!page) throw pageNotFound(identity);
    return page;
  }
}

const pageNotFound = (identity: string) => notFound(`There is no page '${identity}'`);

const latest = (a: Date, b: Date): Date => (a.getTime() > b.getTime() ? a : b);

/** The first translation along the chain. */
function pickTranslation(
  translations: readonly TranslationRow[],
  pageId: number,
  chain: readonly LocaleCode[],
): TranslationRow | undefined {
  for (const locale of chain) {
    const found = translations.find((row) => row.pageId === pageId && row.locale === locale);
    if (found) return found;
  }
  return undefined;
}

function adminView(
  page: PageRow,
  identities: ReadonlyMap<number, string>,
  translations: readonly TranslationRow[],
): AdminContentPageView {
  return {
    identity: page.identity,
    kind: page.kind,
    parentIdentity: page.parentId === null ? null : (identities.get(page.parentId) ?? null),
    position: page.position,
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
    translations: translations
      .filter((row) => row.pageId === page.id)
      .toSorted((a, b) => a.locale.localeCompare(b.locale))
      .map((row) => ({
        locale: row.locale,
        title: row.title,
        description: row.description,
        body: row.body,
        published: row.published,
        updatedAt: row.updatedAt.toISOString(),
      })),
  };
}
