import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ContentPageKind, LocaleCode } from '@casino/shared';

/**
 * A content page (static, question or slug page): what it is and where it sits. Its texts are
 * per locale in `content_page_translations`; a page a visitor can see has at least one published
 * translation along the locale's fallback chain.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: serial('id').primaryKey(),
    identity: varchar('identity', { length: 64 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<ContentPageKind>().notNull(),
    /** The questions list for a question topic; null for every other page. */
    parentId: integer('parent_id'),
    /** Order among its siblings, smallest first. */
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('content_pages_identity_unique').on(table.identity),
    index('content_pages_parent_idx').on(table.parentId),
    foreignKey({ columns: [table.parentId], foreignColumns: [table.id], name: 'content_pages_parent_fk' }),
    check('content_pages_kind_check', sql`${table.kind} in ('static', 'question', 'page')`),
    check('content_pages_not_own_parent', sql`${table.parentId} is null or ${table.parentId} <> ${table.id}`),
  ],
);

/** A page's texts in one locale: markdown as the operator wrote it, published or a draft. */
export const contentPageTranslations = pgTable(
  'content_page_translations',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    locale: varchar('locale', { length: 8 }).$type<LocaleCode>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Markdown; rendered and sanitised on the way out, never stored as HTML. */
    body: text('body').notNull(),
    published: boolean('published').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'content_page_translations_pk', columns: [table.pageId, table.locale] })],
);
