import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import type { SubCurrency } from '@casino/shared';

export const currencies = pgTable('currencies', {
  code: varchar('code', { length: 16 }).primaryKey(),
  name: text('name').notNull(),
  type: varchar('type', { length: 8 }).$type<'fiat' | 'crypto'>().notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
  isBase: boolean('is_base').notNull().default(false),
  visible: boolean('visible').notNull().default(true),
  subunitToUnit: integer('subunit_to_unit').notNull(),
  symbol: varchar('symbol', { length: 8 }).notNull(),
  /** Value of one unit in the base currency; exact decimal, never a float. */
  rate: numeric('rate', { precision: 30, scale: 12 }).notNull(),
  subCurrencies: jsonb('sub_currencies').$type<SubCurrency[]>().notNull().default(sql`'[]'::jsonb`),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const locales = pgTable('locales', {
  code: varchar('code', { length: 8 }).primaryKey(),
  name: text('name').notNull(),
  nativeName: text('native_name').notNull(),
  direction: varchar('direction', { length: 3 }).$type<'ltr' | 'rtl'>().notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const countries = pgTable('countries', {
  code: varchar('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  locale: varchar('locale', { length: 8 })
    .notNull()
    .references(() => locales.code),
  isSelectable: boolean('is_selectable').notNull().default(true),
});

export const sports = pgTable('sports', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  widgetBgUrl: text('widget_bg_url'),
  cardBgUrl: text('card_bg_url'),
  cardImgUrl: text('card_img_url'),
});

/** One row per group of the settings constants (player, payment, game, limits). */
export const settingsConstants = pgTable('settings_constants', {
  group: varchar('group', { length: 32 }).primaryKey(),
  value: jsonb('value').$type<Record<string, unknown>>().notNull(),
});
