import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { PlayerStatus } from '@casino/shared';

export const players = pgTable(
  'players',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** Lowercased; unique among players. */
    email: text('email'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** E.164, e.g. +447911123456; unique among players. */
    phone: varchar('phone', { length: 32 }),
    phoneConfirmedAt: timestamp('phone_confirmed_at', { withTimezone: true }),
    /** argon2id; null for players who only ever signed in through a social or messenger account. */
    passwordHash: text('password_hash'),
    nickname: varchar('nickname', { length: 24 }),
    firstName: text('first_name'),
    lastName: text('last_name'),
    gender: varchar('gender', { length: 16 }),
    birthdate: date('birthdate'),
    city: text('city'),
    address: text('address'),
    postalCode: varchar('postal_code', { length: 32 }),
    timeZone: varchar('time_zone', { length: 64 }),
    language: varchar('language', { length: 8 }),
    country: varchar('country', { length: 2 }),
    locale: varchar('locale', { length: 8 }).notNull().default('en'),
    tgUserId: bigint('tg_user_id', { mode: 'bigint' }),
    /** The messenger user's username and photo address, as the mini-app's last sync (or login) gave them. */
    tgUsername: varchar('tg_username', { length: 64 }),
    tgPhotoUrl: text('tg_photo_url'),
    avatarId: varchar('avatar_id', { length: 64 }),
    status: smallint('status').notNull().default(PlayerStatus.Active),
    receiveEmailPromo: boolean('receive_email_promo').notNull().default(false),
    receiveSmsPromo: boolean('receive_sms_promo').notNull().default(false),
    affiliateTag: varchar('affiliate_tag', { length: 128 }),
    /** Identifier the support chat widget restores a conversation by. */
    chatRestoreId: uuid('chat_restore_id').notNull().default(sql`gen_random_uuid()`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('players_email_unique').on(table.email),
    uniqueIndex('players_phone_unique').on(table.phone),
    uniqueIndex('players_nickname_unique').on(sql`lower(${table.nickname})`),
    uniqueIndex('players_tg_user_id_unique').on(table.tgUserId),
    index('players_created_at_index').on(table.createdAt),
  ],
);
